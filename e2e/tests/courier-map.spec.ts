import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { card, openAvailable, setUp, SHOTS, tab } from '../support/courier';
import { OrderDrivers } from '../support/drive-order';
import { freshBassamClient } from '../support/fresh-client';
import { placeOrderAsClient } from '../support/place-order';
import { signIn } from '../support/sign-in';

// Issue 22 §1: the courier rides with a map and directions; the client follows him on a map.
// Tiles come from the run's own tile server (playwright.config.ts's MAP_TILE_URL), never from OSM.

/** Near the demo business in Bassam; the client's point is 5.205, -3.735 (place-order.ts). */
const AT_BUSINESS = { latitude: 5.2, longitude: -3.74 };
const ON_THE_WAY = { latitude: 5.215, longitude: -3.742 };
const ALMOST_THERE = { latitude: 5.2065, longitude: -3.7355 };

test.use({ geolocation: AT_BUSINESS, permissions: ['geolocation'] });

async function centre(marker: Locator): Promise<{ x: number; y: number }> {
  const box = await marker.boundingBox();
  if (!box) throw new Error('marqueur absent');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The serious problems axe finds in the map's region (its markers, controls and legend). */
async function mapViolations(page: Page, region: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(`section[aria-label="${region}"]`)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** At least one tile drawn: the run's tile server answered and the page's CSP let it in. */
async function expectTiles(map: Locator): Promise<void> {
  await expect(map.locator('img.map-tile-loaded').first()).toBeVisible();
}

async function openOrder(page: Page, orderId: string): Promise<Locator> {
  await page.goto('/orders_client');
  const order = page.locator(`[data-order-id="${orderId}"]`);
  const toggle = order.locator('button[aria-expanded]').first();
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return order;
}

test('the courier sees his mission on a map, and the client sees him coming', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  // Two phones and a whole delivery.
  test.setTimeout(120_000);
  const { drivers } = await setUp(request);
  const { account, auth } = await freshBassamClient(request);
  const order = await placeOrderAsClient(request, auth, drivers.entrepriseId);
  await drivers.accept(order.id);

  // The courier, on his phone at the business.
  await openAvailable(page);
  const mission = card(page, order.id);
  await expect(mission).toBeVisible();
  const map = page.getByTestId('courier-map');
  await expect(map.locator('[data-marker="courier"]')).toBeVisible();
  await expect(map.locator(`[data-marker="business"][data-marker-id="${order.id}:retrait"]`)).toBeVisible();
  await expect(map.locator(`[data-marker="client"][data-marker-id="${order.id}:livraison"]`)).toBeVisible();
  await expectTiles(map);
  await expect(page.getByRole('region', { name: 'Carte des missions' }).getByText('Retrait')).toBeVisible();
  // An Android phone: directions to the business in the maps app (geo:), not a search.
  await expect(mission.getByTestId('itinerary-link')).toHaveAttribute(
    'href',
    /^geo:(5\.\d+),(-3\.\d+)\?q=\1,\2$/,
  );
  await expect(mission.getByTestId('itinerary-link')).toHaveText(/Itinéraire vers le retrait/);
  expect(await mapViolations(page, 'Carte des missions')).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/map-1-courier.png` });

  // He looks around: the map follows his finger, and "Zoom avant" doubles every distance on it.
  const here = map.locator('[data-marker="courier"]');
  const pickup = map.locator(`[data-marker-id="${order.id}:retrait"]`);
  const apart = async () => {
    const [a, b] = [await centre(here), await centre(pickup)];
    return Math.hypot(a.x - b.x, a.y - b.y);
  };
  const far = await apart();
  await map.getByRole('button', { name: 'Zoom avant' }).click();
  expect((await apart()) / far).toBeCloseTo(2, 1);
  const from = await centre(here);
  const box = await map.boundingBox();
  if (!box) throw new Error('carte absente');
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7 - 40, box.y + box.height * 0.5 + 30, { steps: 5 });
  await page.mouse.up();
  const to = await centre(here);
  expect([Math.round(to.x - from.x), Math.round(to.y - from.y)]).toEqual([-40, 30]);

  // He takes it; the business gets it ready; he picks it up.
  await drivers.takeMission(order.id);
  await drivers.ready(order.id);
  await tab(page, 'Missions en cours').click();
  await expect(card(page, order.id)).toBeVisible();

  // The client opens the order: on its way, a map with the courier and the delivery point.
  const clientContext = await browser.newContext({
    ...devices['Pixel 5'],
    baseURL,
    viewport: { width: 360, height: 740 },
    locale: 'fr-FR',
    timezoneId: 'Africa/Abidjan',
  });
  const client = await clientContext.newPage();
  await signIn(client, account);
  await drivers.pickUp(order.id, await drivers.businessCode(order.id));

  // After the pickup the directions lead to the client.
  await expect(card(page, order.id).getByTestId('itinerary-link')).toHaveAttribute(
    'href',
    'geo:5.205,-3.735?q=5.205,-3.735',
  );
  await context.setGeolocation(ON_THE_WAY);

  const orderCard = await openOrder(client, order.id);
  const tracking = orderCard.getByTestId('courier-tracking');
  const courierMarker = tracking.locator('[data-marker="courier"]');
  await expect(courierMarker).toBeVisible();
  await expect(tracking.locator('[data-marker="client"]')).toBeVisible();
  await expectTiles(tracking);
  const eta = tracking.getByTestId('courier-eta');
  await expect(eta).toHaveText(/Arrivée estimée vers \d{1,2}\s*h(\s*\d{2})?/);
  await expect(eta).toContainText('1,4 km');
  expect(await mapViolations(client, 'Carte de la livraison')).toEqual([]);
  const before = await centre(courierMarker);
  await tracking.scrollIntoViewIfNeeded();
  await client.screenshot({ path: `${SHOTS}/map-2-client.png` });

  // He rides on: his phone reports, the client's map follows without a reload.
  await context.setGeolocation(ALMOST_THERE);
  await expect(eta).toContainText('0,2 km');
  await expect
    .poll(async () => {
      const now = await centre(courierMarker);
      return Math.hypot(now.x - before.x, now.y - before.y);
    })
    .toBeGreaterThan(20);
  await client.screenshot({ path: `${SHOTS}/map-3-client-moved.png` });

  // Delivered: the map goes, and the courier's position with it.
  await drivers.deliver(order.id, order.codeClient);
  await expect(tracking).toHaveCount(0);
  await clientContext.close();
});

test('without tiles the courier still has his list and distances, and the map says why it is empty', async ({
  page,
  request,
}) => {
  const drivers = await OrderDrivers.signIn(request);
  const { auth } = await freshBassamClient(request);
  const order = await placeOrderAsClient(request, auth, drivers.entrepriseId);
  await drivers.accept(order.id);
  await page.route('**/tuiles/**', (route) => route.abort('internetdisconnected'));

  await openAvailable(page);
  const mission = card(page, order.id);
  await expect(mission).toBeVisible();
  await expect(mission.getByTestId('distance')).toHaveText(/À \d+(,\d)? km de vous/);
  await expect(page.getByTestId('map-trouble')).toHaveText(
    /Carte vide : le fond de carte n’a pas pu être chargé/,
  );
  await expect(
    page.getByTestId('courier-map').locator(`[data-marker-id="${order.id}:retrait"]`),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/map-4-no-tiles.png` });
});
