import { expect, test } from '@playwright/test';
import { card, openAvailable, setUp, SHOTS, tab } from '../support/courier';
import { placeOrderAsClient } from '../support/place-order';

// Issue 22 §2, never left guessing: after accepting, the courier is on his current missions with
// the new one open; when the business marks it ready, he hears it and reads it at once.
test.use({ geolocation: { latitude: 5.2, longitude: -3.74 }, permissions: ['geolocation'] });

const short = (id: string) => id.slice(0, 6).toUpperCase();

test('after accepting, the mission is open on his current missions, and the ready toast arrives', async ({
  page,
  request,
}) => {
  const { entrepriseId, client, drivers } = await setUp(request);
  await openAvailable(page);
  const order = await placeOrderAsClient(request, client, entrepriseId);
  await drivers.accept(order.id);
  const mission = card(page, order.id);
  await expect(mission).toBeVisible({ timeout: 2_000 });
  // Both parties can be called from the offer already: the client and the business.
  await expect(mission.getByRole('link', { name: /^Appeler .* au \d/ })).toHaveCount(2);

  await mission.getByRole('button', { name: 'Accepter Mission' }).click();
  await expect(tab(page, 'Missions en cours')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`[?&]mission=${order.id}`));
  const open = page.locator(`[data-testid="current-mission"][data-mission-id="${order.id}"]`);
  await expect(open).toHaveAttribute('data-open', 'true');
  await expect(mission).toBeInViewport();
  await expect(mission.getByTestId('mission-status')).toHaveText('Acceptée');
  const business = mission.getByRole('link', { name: /^Appeler .* au \d/ }).nth(1);
  await expect(business).toHaveAttribute('href', /^tel:\+?\d{8,}$/);
  await page.screenshot({ path: `${SHOTS}/courier-accepted-open-360.png` });

  // The business marks it ready: a toast says so, without a reload or a look at the list.
  await drivers.ready(order.id);
  await expect(page.getByText('Commande prête', { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`La commande #${short(order.id)} est prête chez`))).toBeVisible();
  await expect(mission.getByTestId('mission-status')).toHaveText('Prête');
  await page.screenshot({ path: `${SHOTS}/courier-ready-toast-360.png` });
});
