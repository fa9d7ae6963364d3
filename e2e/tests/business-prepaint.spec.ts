import { expect, test } from '@playwright/test';
import { appTookOver, holdCode } from '../support/app-page';
import { OrderDrivers } from '../support/drive-order';
import { freshBassamClient } from '../support/fresh-client';
import { placeOrderAsClient } from '../support/place-order';
import { DEMO } from '../support/demo';
import { signIn } from '../support/sign-in';

// Issue 21: on a slow link the owner sees a new order before the dashboard's code arrives; its
// buttons wait for the app, which then takes the page over with the same orders.
const SHOTS = '../test-results/e2e/screens';

test.use({ serviceWorkers: 'block' });

test("an owner's new order is on screen, its answers waiting for the app, before the dashboard's code arrives", async ({
  page,
  request,
}) => {
  const { auth } = await freshBassamClient(request);
  const drivers = await OrderDrivers.signIn(request);
  const order = await placeOrderAsClient(request, auth, drivers.entrepriseId);
  const ref = `#${order.id.slice(0, 6).toUpperCase()}`;

  await signIn(page, DEMO.business);
  const release = await holdCode(page);
  await page.goto('/business-dashboard', { waitUntil: 'commit' });

  const drawn = page.locator('#prepaint');
  const card = drawn.getByTestId('waiting-order').filter({ hasText: ref });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Accepter' })).toBeDisabled();
  await expect(drawn.locator(`[data-testid="order-row"][data-order-id="${order.id}"]`)).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/prepaint-business-orders.png` });

  // The app takes over: the same order, once, and its answers work.
  await release();
  await appTookOver(page);
  const pinned = page.getByTestId('waiting-order').filter({ hasText: ref });
  await expect(pinned).toHaveCount(1);
  await pinned.getByRole('button', { name: 'Refuser' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByTestId('order-row').and(page.locator(`[data-order-id="${order.id}"]`))).toHaveCount(
    1,
  );
});
