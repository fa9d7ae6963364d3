import { expect, test } from '@playwright/test';
import { adminSignIn, openSection, registerCourier, waitForToasts } from '../support/admin';
import { apiSignIn, ok, type Auth } from '../support/api';
import { sendCourierDocuments } from '../support/courier-documents';
import { DEMO } from '../support/demo';
import { deskRef, openDeskOrder, otherPerson } from '../support/desk';
import { OrderDrivers } from '../support/drive-order';
import { freshBassamClient } from '../support/fresh-client';
import { placeOrderAsClient } from '../support/place-order';
import { signIn } from '../support/sign-in';

// Issue 20: the operations desk, with the people it acts for on their own screens. The desk's list
// is a table on a laptop and cards on a phone: its journeys (`@laptop`) run at both sizes.
const SHOTS = '../test-results/e2e/screens';
let admin: Auth;
test.beforeEach(async ({ request }) => {
  admin = await apiSignIn(request, DEMO.admin);
});

test('the desk lists a new order live; an admin cancels it with a reason the client reads @laptop', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const { account, auth } = await freshBassamClient(request);
  const drivers = await OrderDrivers.signIn(request);
  await adminSignIn(page);
  await openSection(page, 'Commandes');
  await expect(page).toHaveURL(/\/admin\/commandes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes', exact: true })).toBeVisible();
  await page.waitForTimeout(500); // the live stream opens with the area

  const order = await placeOrderAsClient(request, auth, drivers.entrepriseId);
  await waitForToasts(page);
  await openDeskOrder(page, order.id);
  const sheet = page.getByTestId('desk-order');
  await page.screenshot({ path: `${SHOTS}/desk-order-${testInfo.project.name}.png` });

  await sheet.getByRole('button', { name: 'Annuler la commande' }).click();
  const dialog = page.getByRole('dialog', { name: 'Annuler la commande' });
  await dialog.getByRole('button', { name: 'Annuler la commande' }).click();
  await expect(dialog.getByText('Indiquez le motif (3 à 300 caractères).')).toBeVisible();
  await dialog.getByLabel('Motif (lu par les personnes concernées)').fill('Le client a appelé pour annuler');
  await dialog.getByRole('button', { name: 'Annuler la commande' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(sheet.getByTestId('business-status')).toHaveText('Annulée');
  await expect(sheet.getByTestId('order-history')).toContainText('Motif : Le client a appelé pour annuler');
  await expect(sheet.getByTestId('desk-actions')).toHaveCount(0);

  const client = await otherPerson(browser, testInfo);
  await signIn(client, account);
  await client.goto('/orders_client');
  await client.getByRole('tab', { name: /Terminées/ }).click();
  const card = client.locator(`[data-order-id="${order.id}"]`);
  await expect(card.getByTestId('order-end-reason')).toHaveText('Annulée par Comoé Express');
  await card.getByRole('button').first().click();
  await expect(card.getByTestId('order-end-motif')).toHaveText('Motif : Le client a appelé pour annuler');
  await client.screenshot({ path: `${SHOTS}/desk-cancel-client-${testInfo.project.name}.png` });
  await client.context().close();
});

test('an admin gives a waiting order to a courier, who finds it in his current missions @laptop', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const { auth } = await freshBassamClient(request);
  const drivers = await OrderDrivers.signIn(request);
  const { villeId } = await ok<{ villeId: number }>(
    request.get('/api/entreprises/me', { headers: (await apiSignIn(request, DEMO.business)).headers }),
  );
  const rider = await registerCourier(request, villeId);
  const riderAuth = await apiSignIn(request, { telephone: rider.telephone, motDePasse: 'Livreur@2026' });
  await sendCourierDocuments(request, riderAuth);
  await ok(
    request.put(`/api/admin/livreurs/${riderAuth.id}/verification`, {
      headers: admin.headers,
      data: { isVerified: true },
    }),
  );
  await ok(
    request.put('/api/livreurs/disponibilite', { headers: riderAuth.headers, data: { disponible: true } }),
  );
  const order = await placeOrderAsClient(request, auth, drivers.entrepriseId);
  await drivers.accept(order.id);

  const courier = await otherPerson(browser, testInfo);
  await signIn(courier, { telephone: rider.telephone, motDePasse: 'Livreur@2026' });
  await courier.goto('/delivery-dashboard?tab=en-cours');

  await adminSignIn(page);
  await page.goto(`/admin/commandes?commande=${order.id}`);
  const sheet = page.getByTestId('desk-order');
  await sheet.getByRole('button', { name: 'Assigner un livreur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assigner un livreur' });
  await dialog.getByRole('button', { name: new RegExp(`${rider.prenom} ${rider.nom}`) }).click();
  await expect(dialog).toHaveCount(0);
  await expect(sheet.getByTestId('business-status')).toBeVisible();
  await expect(sheet).toContainText(`Livreur : ${rider.prenom} ${rider.nom}`);

  const mission = courier.locator(`[data-testid="mission-card"][data-mission-id="${order.id}"]`);
  await expect(mission).toBeVisible();
  await expect(mission).toContainText(`Mission ${deskRef(order.id)}`);
  await courier.screenshot({ path: `${SHOTS}/desk-assigned-courier-${testInfo.project.name}.png` });
  await courier.context().close();
});

test('an unverified courier cannot switch to available and reads why, until an admin verifies him', async ({
  page,
  request,
}, testInfo) => {
  const villes = await ok<Array<{ id: number; nom: string }>>(request.get('/api/villes'));
  const bassam = villes.find((v) => /bassam/i.test(v.nom))!;
  const rider = await registerCourier(request, bassam.id);
  const account = { telephone: rider.telephone, motDePasse: 'Livreur@2026' };
  await signIn(page, account);
  await page.goto('/delivery-dashboard');
  await expect(page.getByTestId('verification-pending')).toContainText(
    'Votre compte livreur est en cours de vérification.',
  );
  await expect(page.getByRole('switch', { name: 'Disponible pour des missions' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/courier-unverified-${testInfo.project.name}.png` });

  const riderAuth = await apiSignIn(request, account);
  await sendCourierDocuments(request, riderAuth);
  await ok(
    request.put(`/api/admin/livreurs/${riderAuth.id}/verification`, {
      headers: admin.headers,
      data: { isVerified: true },
    }),
  );
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Disponible pour des missions' })).toBeVisible();
  await expect(page.getByTestId('verification-pending')).toHaveCount(0);
});
