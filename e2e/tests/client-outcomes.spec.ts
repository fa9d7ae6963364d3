import { expect, test } from '@playwright/test';
import { appTookOver } from '../support/app-page';
import { OrderDrivers } from '../support/drive-order';
import { freshBassamClient } from '../support/fresh-client';
import { placeOrderAsClient } from '../support/place-order';
import { signIn } from '../support/sign-in';

// Issue 11, 'never left guessing': an order that leaves 'En cours' says why, wherever the client
// is, and waits in 'Terminées'; each card shows where the order stands.
const SHOTS = '../test-results/e2e/screens';
const ref = (id: string) => `#${id.slice(0, 6).toUpperCase()}`;

test('a client hears why each order ended and finds it in Terminées', async ({ page, request }) => {
  const { account, auth } = await freshBassamClient(request);
  const drivers = await OrderDrivers.signIn(request);
  const refused = await placeOrderAsClient(request, auth, drivers.entrepriseId);
  const delivered = await placeOrderAsClient(request, auth, drivers.entrepriseId);

  await signIn(page, account);
  await page.goto('/orders_client');
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(2);
  // The tracker: sent, and waiting for the business to accept.
  const tracker = cards.first().getByRole('list', { name: 'Suivi de la commande' });
  await expect(tracker.getByRole('listitem')).toHaveText([
    /Envoyée/,
    /Acceptée/,
    /Prête/,
    /En route/,
    /Livrée/,
  ]);
  // Issue 22 §5: the order is at 'Envoyée' until the business answers, never at 'Acceptée'.
  await expect(tracker.locator('[aria-current="step"]')).toHaveText(/Envoyée/);
  await page.screenshot({ path: `${SHOTS}/outcomes-1-en-cours.png` });

  // The client browses the city meanwhile: the refusal reaches them there.
  await page.goto('/city/bassam');
  await expect(page.getByRole('heading', { level: 1, name: 'Bassam' })).toBeVisible();
  await appTookOver(page);
  await page.waitForTimeout(500); // the live stream opens with the page
  await drivers.refuse(refused.id);
  const refusal = page.getByText(`Votre commande ${ref(refused.id)} a été refusée par Chez Tantie Awa.`);
  await expect(refusal).toBeVisible();
  await expect(page.getByText(/Vous n'avez rien à payer\. Retrouvez-la dans « Terminées »\./)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/outcomes-2-refus.png` });

  // The other one goes all the way, the orders page open.
  await page.goto('/orders_client');
  await expect(page.getByRole('tab', { name: /Terminées\s*1/ })).toBeVisible();
  await page.waitForTimeout(500);
  await drivers.accept(delivered.id);
  await drivers.takeMission(delivered.id);
  const card = page.locator(`[data-order-id="${delivered.id}"]`);
  await expect(card.locator('[aria-current="step"]')).toHaveText(/Acceptée/);
  await drivers.ready(delivered.id);
  await drivers.pickUp(delivered.id, await drivers.businessCode(delivered.id));
  await expect(card.locator('[aria-current="step"]')).toHaveText(/En route/);
  await page.screenshot({ path: `${SHOTS}/outcomes-3-en-route.png` });
  await drivers.deliver(delivered.id, delivered.codeClient);
  await expect(page.getByText(`Votre commande ${ref(delivered.id)} a été livrée.`)).toBeVisible();

  await page.getByRole('tab', { name: /Terminées\s*2/ }).click();
  const ended = page.locator(`[data-order-id="${refused.id}"]`);
  await expect(ended.getByTestId('order-end-reason')).toHaveText("Refusée par l'entreprise");
  await expect(
    page.locator(`[data-order-id="${delivered.id}"]`).getByRole('list', { name: 'Suivi de la commande' }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/outcomes-4-terminees.png`, fullPage: true });
});
