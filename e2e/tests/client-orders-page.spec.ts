import { expect, test, type Page } from '@playwright/test';
import { ok } from '../support/api';
import { appTookOver } from '../support/app-page';
import { DEMO } from '../support/demo';
import { OrderDrivers } from '../support/drive-order';
import { freshBassamClient } from '../support/fresh-client';
import { placeOrderAsClient } from '../support/place-order';
import { signIn } from '../support/sign-in';

// Issue 22 §5: the client's orders page opens on the order under way, its code in sight, and says
// what it waits for; a search typed on the city page before the app has taken over is kept.
const SHOTS = '../test-results/e2e/screens';
const SEARCH = 'Rechercher une entreprise, un plat ou un produit';

/** The ready time as the client reads it ("prête vers 12 h 40"), on the Abidjan clock (UTC). */
function readyAt(iso: string): string {
  const at = new Date(iso);
  const minutes = at.getUTCMinutes();
  return `prête vers ${at.getUTCHours()} h${minutes === 0 ? '' : ` ${String(minutes).padStart(2, '0')}`}`;
}

/** How many orders the client's kept answers hold (apps/web client-query-provider), in the page. */
function keptOrders(): number {
  for (const key of Object.keys(localStorage)) {
    if (!/^comoe:client:\d+:donnees$/.test(key)) continue;
    const snapshot = JSON.parse(localStorage.getItem(key) ?? '{}') as {
      state?: { queries?: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
    };
    const orders = snapshot.state?.queries?.find((q) => q.queryKey.join('/') === 'commandes/client');
    if (Array.isArray(orders?.state.data)) return orders.state.data.length;
  }
  return 0;
}

/** The 3G phone of the issue: 400 kbps, 400 ms, a CPU four times slower. */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test('the orders page opens on the current order with its code, and the tracker waits for the business', async ({
  page,
  request,
}) => {
  const { account, auth } = await freshBassamClient(request);
  const drivers = await OrderDrivers.signIn(request);
  const refused = await placeOrderAsClient(request, auth, drivers.entrepriseId);
  await drivers.refuse(refused.id);

  // Nothing under way: the finished orders, every card closed.
  await signIn(page, account);
  await page.goto('/orders_client');
  await expect(page.getByRole('tab', { name: /^Terminées/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('order-card').getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  // The phone keeps the list it read for the next visit (offline reading), as a real one would.
  await expect.poll(() => page.evaluate(keptOrders)).toBe(1);

  // A new order, the page opened again: the list this phone kept from the first visit lacks it.
  const placed = await placeOrderAsClient(request, auth, drivers.entrepriseId);
  await page.goto('/orders_client');
  const current = page.getByRole('tab', { name: /^En cours/ });
  await expect(current).toHaveAttribute('aria-selected', 'true');
  await expect(current).toHaveAccessibleName('En cours 1');
  const card = page.locator(`[data-order-id="${placed.id}"]`);
  await expect(card.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByTestId('order-code')).toHaveText(placed.codeClient);
  // On the first screen, above the phone's tab bar, without scrolling.
  const code = await card.getByTestId('order-code').boundingBox();
  const tabBar = await page.getByRole('navigation', { name: 'Navigation client' }).boundingBox();
  expect(code && tabBar && code.y + code.height <= tabBar.y).toBe(true);

  const note = card.getByTestId('order-step-note');
  await expect(note).toHaveText("Envoyée — en attente de l'entreprise");
  await expect(card.locator('[aria-current="step"]')).toHaveText(/^Envoyée/);
  await page.screenshot({ path: `${SHOTS}/client-orders-1-envoyee-360.png` });

  // The business accepts with 20 minutes: the tracker says so, live, with the ready time.
  await page.waitForTimeout(500); // the live stream opens with the page
  await drivers.accept(placed.id, 20);
  const client = await ok<Array<{ id: string; preteVers: string | null }>>(
    request.get('/api/commandes/client', { headers: auth.headers }),
  );
  const preteVers = client.find((o) => o.id === placed.id)?.preteVers;
  expect(preteVers).toBeTruthy();
  await expect(note).toHaveText(`Acceptée — préparation 20 min, ${readyAt(preteVers!)}`);
  await expect(card.locator('[aria-current="step"]')).toHaveText(/^Acceptée/);
  await page.screenshot({ path: `${SHOTS}/client-orders-2-acceptee-360.png` });

  await drivers.takeMission(placed.id);
  await drivers.ready(placed.id);
  await expect(note).toHaveText('Prête — votre livreur vient la récupérer');
  await drivers.pickUp(placed.id, await drivers.businessCode(placed.id));
  await expect(note).toHaveText('En route — votre livreur arrive');
  await drivers.deliver(placed.id, placed.codeClient);
  // Delivered: every step ticked, nothing left under way.
  await page.getByRole('tab', { name: /^Terminées/ }).click();
  await expect(card.locator('[data-done]')).toHaveCount(5);
  await expect(note).toHaveCount(0);
});

test.describe('a search typed on the city page after an earlier visit', () => {
  test('is kept when typed at once on a slow phone, the service worker serving the app', async ({ page }) => {
    await signIn(page, DEMO.client);
    await page.goto('/city/bassam');
    await appTookOver(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await slowPhone(page);
    await page.goto('/city/bassam', { waitUntil: 'commit' });
    // Whichever box is on screen first: the drawn page's or the app's.
    await page.locator('input[type="search"]:visible').first().click();
    await page.keyboard.type('tantie');

    await appTookOver(page);
    const search = page.getByRole('searchbox', { name: SEARCH });
    await expect(search).toHaveValue('tantie');
    await expect(page).toHaveURL(/[?&]q=tantie/);
    await expect(page.getByRole('region', { name: 'Entreprises' }).getByRole('link')).toHaveCount(1);
  });
});

test.describe('a search typed in the drawn city page', () => {
  test.use({ serviceWorkers: 'block' });

  /** The app's code; the small script that draws the page before it (prepaint-*.js) is not held. */
  const APP_CODE = /\/assets\/(?!prepaint-)[^/]+\.js$/;

  test('goes to the app with the caret where it was, and the next key lands there', async ({ page }) => {
    await signIn(page, DEMO.client);
    await page.goto('/city/bassam');
    await appTookOver(page);

    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(APP_CODE, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.goto('/city/bassam', { waitUntil: 'commit' });
    const drawn = page.locator('#prepaint').getByRole('searchbox');
    await drawn.click();
    await page.keyboard.type('tantie');
    // Back two letters, as to fix a typo.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('#root')).toBeHidden();

    release();
    await page.unroute(APP_CODE);
    await appTookOver(page);
    const search = page.getByRole('searchbox', { name: SEARCH });
    await expect(search).toBeFocused();
    await page.keyboard.type('x');
    await expect(search).toHaveValue('tantxie');
    await expect(page).toHaveURL(/[?&]q=tantxie/);
  });
});
