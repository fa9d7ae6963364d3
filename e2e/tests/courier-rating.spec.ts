import { expect, test } from '@playwright/test';
import { adminSignIn, openSection } from '../support/admin';
import { apiSignIn, ok } from '../support/api';
import { DEMO } from '../support/demo';
import { OrderDrivers } from '../support/drive-order';
import { freshBassamClient } from '../support/fresh-client';
import { placeOrderAsClient } from '../support/place-order';
import { signIn } from '../support/sign-in';

// Issue 22 §4 "Rated and paid": after delivery the client rates the courier beside the business
// (stars and a comment), once; the courier's evaluation card and the admin's couriers table show
// the new mean and count.
const SHOTS = '../test-results/e2e/screens';
const oneDecimal = (n: number) =>
  new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
type Stats = { evaluation: number | null; nombreAvis: number };

test('the client rates the courier after delivery, and his evaluation shows it', async ({
  browser,
  page,
  request,
}) => {
  const { account, auth } = await freshBassamClient(request);
  const drivers = await OrderDrivers.signIn(request);
  const courier = await apiSignIn(request, DEMO.courier);
  const order = await placeOrderAsClient(request, auth, drivers.entrepriseId);
  await drivers.accept(order.id);
  await drivers.takeMission(order.id);
  await drivers.ready(order.id);
  await drivers.pickUp(order.id, await drivers.businessCode(order.id));
  await drivers.deliver(order.id, order.codeClient);
  const before = await ok<Stats>(request.get('/api/livreurs/stats-du-jour', { headers: courier.headers }));

  await signIn(page, account);
  await page.goto('/orders_client');
  await page.getByRole('tab', { name: /Terminées/ }).click();
  const card = page.locator(`[data-order-id="${order.id}"]`);
  const form = card.getByRole('form', { name: 'Votre avis' });
  if (!(await form.isVisible())) await card.getByRole('button').first().click();
  await expect(form).toBeVisible();
  const orderPart = form.getByRole('group', { name: 'Notez votre commande' });
  const courierPart = form.getByRole('group', { name: /^Notez votre livreur/ });
  await orderPart.getByRole('radio', { name: '5 étoiles' }).check({ force: true });
  await orderPart.getByLabel('Commentaire (facultatif)').fill('Bien chaud');
  await courierPart.getByRole('radio', { name: '4 étoiles' }).check({ force: true });
  await courierPart.getByLabel('Commentaire sur le livreur (facultatif)').fill('Poli et rapide');
  await page.screenshot({ path: `${SHOTS}/courier-rating-1-form.png`, fullPage: true });
  await form.getByRole('button', { name: 'Envoyer mon avis' }).click();

  const given = card.getByTestId('avis-livreur');
  await expect(given.getByRole('img', { name: 'Note : 4 sur 5' })).toBeVisible();
  await expect(given.getByText('« Poli et rapide »')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Envoyer mon avis' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/courier-rating-2-given.png`, fullPage: true });
  // Once: the server refuses a second rating.
  const again = await request.post(`/api/commandes/${order.id}/avis`, {
    headers: auth.headers,
    data: { note: 1, noteLivreur: 1 },
  });
  expect(again.status()).toBe(409);

  const after = await ok<Stats>(request.get('/api/livreurs/stats-du-jour', { headers: courier.headers }));
  expect(after.nombreAvis).toBe(before.nombreAvis + 1);
  const mean = `${oneDecimal(after.evaluation!)} ★`;

  // The courier's dashboard: the evaluation card with the mean and the count.
  const courierContext = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR' });
  const phone = await courierContext.newPage();
  await signIn(phone, DEMO.courier);
  await expect(phone).toHaveURL(/\/delivery-dashboard/);
  const rating = phone.getByTestId('stat-card').filter({ hasText: 'Évaluation' });
  await expect(rating).toContainText(mean);
  await expect(rating).toContainText(`sur ${after.nombreAvis} avis`);
  await phone.screenshot({ path: `${SHOTS}/courier-rating-3-evaluation.png` });
  await courierContext.close();

  // The admin's couriers table.
  const adminContext = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR' });
  const admin = await adminContext.newPage();
  await adminSignIn(admin);
  await openSection(admin, 'Livreurs');
  await admin.getByRole('searchbox', { name: 'Rechercher un livreur' }).fill(DEMO.courier.telephone);
  const row = admin.getByTestId('livreur-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('livreur-evaluation')).toHaveText(`${mean} (${after.nombreAvis} avis)`);
  await admin.screenshot({ path: `${SHOTS}/courier-rating-4-admin.png`, fullPage: true });
  await adminContext.close();
});
