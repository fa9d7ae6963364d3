import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { ok } from '../support/api';
import { verifiedCourier } from '../support/courier-documents';
import { card, history, openAvailable, setUp, SHOTS, tab } from '../support/courier';
import { placeOrderAsClient } from '../support/place-order';
import { signIn } from '../support/sign-in';

const WHERE = { latitude: 5.2, longitude: -3.74 };
test.use({ geolocation: WHERE, permissions: ['geolocation'] });

/** Another phone, the size of this project's screen, that may tell where it is. */
async function otherPhone(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale,
    timezoneId,
    geolocation: WHERE,
    permissions: ['geolocation'],
  });
  return context.newPage();
}

// Issue 22 §3: before pickup a courier hands a mission back with a reason; it goes back to the
// couriers of the city, and another one takes it.
test('a courier hands a mission back and another courier takes it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const { business, entrepriseId, villeId, client, drivers } = await setUp(request);
  const second = await verifiedCourier(request, villeId);
  await openAvailable(page);

  const order = await placeOrderAsClient(request, client, entrepriseId);
  await drivers.accept(order.id);
  const mission = card(page, order.id);
  await mission.getByRole('button', { name: 'Accepter Mission' }).click();
  await expect(page.getByText('✅ Mission acceptée')).toBeVisible();
  if ((await tab(page, 'Missions en cours').getAttribute('aria-selected')) !== 'true') {
    await tab(page, 'Missions en cours').click();
  }
  await drivers.ready(order.id);
  await expect(mission.getByTestId('mission-status')).toHaveText('Prête');

  // 'Rendre la mission': a thumb-sized button, a reason to choose, then confirmed.
  const handBack = mission.getByRole('button', { name: 'Rendre la mission' });
  await expect(handBack).toBeVisible();
  expect((await handBack.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  await handBack.click();
  const dialog = page.getByRole('dialog', { name: 'Rendre la mission ?' });
  const confirm = dialog.getByRole('button', { name: 'Rendre la mission' });
  await expect(confirm).toBeDisabled();
  await dialog.getByText('Autre raison').click();
  await dialog.getByLabel('Votre raison').fill('Pneu crevé sur le pont');
  // Nothing spills out of the 360 px screen.
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await page.screenshot({ path: `${SHOTS}/courier-release-dialog-360.png` });
  await confirm.click();
  await expect(page.getByText('Mission rendue : elle est de nouveau proposée aux livreurs.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(mission).toHaveCount(0);

  // The business reads it in the order's history; the mission waits for a courier again.
  const released = await history(request, business, entrepriseId, order.id);
  expect(released.statut).toBe('EN_ATTENTE_LIVREUR');
  expect(released.historique.at(-1)).toMatchObject({ deStatut: 'PRETE', versStatut: 'EN_ATTENTE_LIVREUR' });

  // Another courier of the city sees it and takes it.
  const other = await otherPhone(browser, testInfo);
  await signIn(other, second);
  await expect(other).toHaveURL(/\/delivery-dashboard/);
  const availability = other.getByRole('switch', { name: 'Disponible pour des missions' });
  if ((await availability.getAttribute('aria-checked')) !== 'true') await availability.click();
  await expect(availability).toHaveAttribute('aria-checked', 'true');
  const offered = card(other, order.id);
  await expect(offered).toBeVisible();
  await offered.getByRole('button', { name: 'Accepter Mission' }).click();
  await expect(other.getByText('✅ Mission acceptée')).toBeVisible();
  await other.screenshot({ path: `${SHOTS}/courier-release-taken-360.png` });
  const taken = await ok<{ statut: string; livreur: { id: number } | null }>(
    request.get(`/api/entreprises/${entrepriseId}/orders/${order.id}`, { headers: business.headers }),
  );
  expect(taken).toMatchObject({ statut: 'ACCEPTEE', livreur: { id: second.id } });
  await other.context().close();
});
