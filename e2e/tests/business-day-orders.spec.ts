import { expect, test, type Page } from '@playwright/test';
import { waitForToasts } from '../support/admin';
import { otherPerson } from '../support/desk';
import { OrderDrivers } from '../support/drive-order';
import { freshBassamClient } from '../support/fresh-client';
import { placeOrderAsClient } from '../support/place-order';
import { DEMO } from '../support/demo';
import { signIn } from '../support/sign-in';

// Issue 21 §1 on a 360×740 phone: a new order is pinned at the top and rings until answered;
// refusing asks why, and the client reads it; accepting asks the preparation time, and the client
// reads when it will be ready.
const SHOTS = '../test-results/e2e/screens';
const ref = (id: string) => `#${id.slice(0, 6).toUpperCase()}`;
const pinned = (page: Page, id: string) =>
  page.getByTestId('waiting-order').filter({ has: page.getByText(ref(id), { exact: true }) });

test('a new order rings pinned at the top; refusing asks why and the client reads it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const { account, auth } = await freshBassamClient(request);
  const drivers = await OrderDrivers.signIn(request);

  await signIn(page, DEMO.business);
  await expect(page).toHaveURL(/\/business-dashboard/);
  await expect(page.getByRole('heading', { name: 'Commandes récentes' })).toBeVisible();
  // Asked once on this device: the browser needs a tap before it plays sound.
  await expect(page.getByTestId('sound-prompt')).toBeVisible();
  await page.waitForTimeout(500); // the live stream opens with the dashboard

  const order = await placeOrderAsClient(request, auth, drivers.entrepriseId);
  const card = pinned(page, order.id);
  await expect(card).toBeVisible({ timeout: 3_000 });
  // Pinned above the banners, the tabs and the figures.
  const cardBox = (await card.boundingBox())!;
  const headingBox = (await page.getByRole('heading', { name: 'Commandes récentes' }).boundingBox())!;
  expect(cardBox.y).toBeLessThan(headingBox.y);
  // It rings: the ringing state, the title flashing and the sound prompt asking for its tap.
  await expect(page.getByTestId('waiting-orders')).toHaveAttribute('data-ringing', 'true');
  await expect.poll(() => page.title(), { timeout: 3_000 }).toMatch(/^\(\d+\) Nouvelle commande !$/);
  // Thumb-sized answers, apart.
  const accept = (await card.getByRole('button', { name: 'Accepter' }).boundingBox())!;
  const refuse = (await card.getByRole('button', { name: 'Refuser' }).boundingBox())!;
  expect(accept.height).toBeGreaterThanOrEqual(48);
  expect(refuse.height).toBeGreaterThanOrEqual(48);
  expect(refuse.x - (accept.x + accept.width)).toBeGreaterThanOrEqual(8);
  await expect(card).toContainText('Total');
  await page.screenshot({ path: `${SHOTS}/business-waiting-order-360.png` });

  // "Activer le son" is remembered on this device.
  await page.getByTestId('sound-prompt').getByRole('button', { name: 'Activer le son' }).click();
  await expect(page.getByTestId('sound-prompt')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('comoe.entreprise.son'))).toBe('on');

  // Refusing asks first, and asks why.
  await card.getByRole('button', { name: 'Refuser' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Refuser la commande ${ref(order.id)} ?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Refuser' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choisissez un motif.');
  await dialog.getByRole('radio', { name: 'Autre' }).check();
  await dialog.getByLabel('Précisez le motif').fill('Plus de gaz pour la cuisine');
  await page.screenshot({ path: `${SHOTS}/business-refuse-dialog-360.png` });
  await dialog.getByRole('button', { name: 'Refuser' }).click();
  await expect(page.getByText('Commande refusée. Le client a été prévenu.').first()).toBeVisible();
  await expect(card).toHaveCount(0);

  // The client reads the reason on his order.
  const client = await otherPerson(browser, testInfo);
  await signIn(client, account);
  await client.goto('/orders_client');
  await client.getByRole('tab', { name: /Terminées/ }).click();
  const clientCard = client.locator(`[data-order-id="${order.id}"]`);
  await expect(clientCard.getByTestId('order-end-reason')).toHaveText("Refusée par l'entreprise");
  await clientCard.getByRole('button').first().click();
  await expect(clientCard.getByTestId('order-end-motif')).toHaveText('Motif : Plus de gaz pour la cuisine');
  await client.screenshot({ path: `${SHOTS}/client-refused-order-360.png` });
  await client.context().close();
  await waitForToasts(page);
});

test('accepting asks the preparation time; the client reads when it will be ready', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const { account, auth } = await freshBassamClient(request);
  const drivers = await OrderDrivers.signIn(request);
  await signIn(page, DEMO.business);
  await expect(page.getByRole('heading', { name: 'Commandes récentes' })).toBeVisible();
  await page.waitForTimeout(500);

  const order = await placeOrderAsClient(request, auth, drivers.entrepriseId);
  const card = pinned(page, order.id);
  await expect(card).toBeVisible({ timeout: 3_000 });
  await card.getByRole('button', { name: 'Accepter' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Dans combien de temps sera-t-elle prête ?')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/business-accept-dialog-360.png` });
  await dialog.getByLabel('Autre durée (en minutes)').fill('200');
  await dialog.getByRole('button', { name: 'Accepter (200 min)' }).click();
  await expect(dialog.getByRole('alert')).toContainText('entre 1 et 180');
  await dialog.getByRole('button', { name: '15 min' }).click();
  await dialog.getByRole('button', { name: 'Accepter (15 min)' }).click();
  await expect(page.getByText('Commande acceptée : prête dans 15 min.').first()).toBeVisible();
  await expect(card).toHaveCount(0);

  const client = await otherPerson(browser, testInfo);
  await signIn(client, account);
  await client.goto('/orders_client');
  const clientCard = client.locator(`[data-order-id="${order.id}"]`);
  await expect(clientCard.getByTestId('order-ready-time')).toHaveText(/^Prête vers \d{1,2} h( \d{2})?$/);
  await client.context().close();
});
