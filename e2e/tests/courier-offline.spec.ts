import { expect, test } from '@playwright/test';
import { card, history, openAvailable, PROOF, setUp, SHOTS, tab } from '../support/courier';
import { placeOrderAsClient } from '../support/place-order';

test.use({ geolocation: { latitude: 5.2, longitude: -3.74 }, permissions: ['geolocation'] });

test('offline, the pickup and the delivery wait on the phone and reach the server once', async ({
  page,
  context,
  request,
}) => {
  const { business, entrepriseId, client, drivers } = await setUp(request);
  await openAvailable(page);
  const order = await placeOrderAsClient(request, client, entrepriseId);
  await drivers.accept(order.id);
  const mission = card(page, order.id);
  await mission.getByRole('button', { name: 'Accepter Mission' }).click();
  await expect(page.getByText('✅ Mission acceptée')).toBeVisible();
  await tab(page, 'Missions en cours').click();
  await drivers.ready(order.id);
  await expect(mission.getByRole('button', { name: 'Marquer comme récupéré' })).toBeVisible();
  const businessCode = await drivers.businessCode(order.id);
  // The service worker has cached this page's code: it will open again without network.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  const dialog = page.getByRole('dialog', { name: 'Code de vérification' });
  const code = dialog.getByRole('textbox', { name: 'Code de vérification' });
  await mission.getByRole('button', { name: 'Marquer comme récupéré' }).click();
  await code.fill(businessCode);
  await dialog.getByRole('button', { name: 'Vérifier' }).click();
  await expect(dialog).toBeHidden();
  await expect(mission.getByTestId('waiting-network')).toHaveText('En attente de réseau');
  await expect(mission.getByTestId('mission-status')).toHaveText('Récupérée');

  await mission.getByRole('button', { name: 'Marquer comme livré' }).click();
  await code.fill(order.codeClient);
  await dialog.getByLabel('Importer une image').setInputFiles({
    name: 'preuve.png',
    mimeType: 'image/png',
    buffer: PROOF,
  });
  await expect(dialog.getByText(/Photo prête/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Vérifier' }).click();
  await expect(dialog).toBeHidden();
  // Never 'Livrée' before the server says so (issue 22 §2): waiting for the network.
  await expect(mission.getByTestId('mission-status')).toHaveText('Récupérée');
  await expect(mission.getByTestId('waiting-network')).toHaveText('En attente de réseau');
  await expect(page.getByTestId('offline-banner')).toContainText('2 actions en attente de réseau');
  await page.screenshot({ path: `${SHOTS}/courier-offline-waiting-360.png` });

  // Still offline, the app opens again: the last lists from the phone, the actions from IndexedDB.
  await page.reload();
  await expect(mission.getByTestId('waiting-network')).toBeVisible();
  await expect(mission.getByTestId('mission-status')).toHaveText('Récupérée');
  const before = await history(request, business, entrepriseId, order.id);
  expect(before.statut).toBe('PRETE');

  // Back online: both are sent by themselves, once each, and the order is delivered.
  await context.setOffline(false);
  await expect(page.getByText('Commande livrée', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(mission).toHaveCount(0);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  const after = await history(request, business, entrepriseId, order.id);
  expect(after.statut).toBe('LIVREE');
  const moves = after.historique.map((t) => `${t.deStatut}>${t.versStatut}`);
  expect(moves.filter((m) => m === 'PRETE>EN_LIVRAISON')).toHaveLength(1);
  expect(moves.filter((m) => m === 'EN_LIVRAISON>LIVREE')).toHaveLength(1);
  await tab(page, 'Historique des livraisons').click();
  await expect(page.locator(`[data-testid="history-card"][data-mission-id="${order.id}"]`)).toBeVisible();
});
