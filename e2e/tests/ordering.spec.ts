import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, ok } from '../support/api';
import { DEMO } from '../support/demo';
import { OrderDrivers } from '../support/drive-order';
import { fillSignIn, signIn } from '../support/sign-in';

// The spec's messages for each status (client side, §4), as the client reads them.
const MESSAGES = {
  EN_ATTENTE_ENTREPRISE: "Nous attendons que l'entreprise confirme qu'elle dispose bien de votre commande.",
  EN_ATTENTE_LIVREUR: 'Nous attendons de trouver votre livreur.',
  ACCEPTEE: "Notre livreur va récupérer votre colis pendant que l'entreprise le prépare.",
  PRETE: "Votre commande est prête et attend d'être récupérée par le livreur.",
  EN_LIVRAISON: 'Votre livreur vient vous livrer le colis.',
  LIVREE: 'Commande livrée.',
};

const SHOTS = '../test-results/e2e/screens';

async function openBusiness(page: Page, name: RegExp) {
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a client fills a cart, checks out, follows the delivery live and rates it', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Connexion' }).click();
  await fillSignIn(page, DEMO.client);
  await expect(page).toHaveURL(/\/client-dashboard$/);

  await page
    .getByRole('link', { name: /Bassam/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bassam' })).toBeVisible();

  // A first item from another restaurant, so that switching restaurant has something to replace.
  await openBusiness(page, /Le Palmier Grill Bassam/);
  await page
    .getByRole('button', { name: /^Ajouter .+ au panier$/ })
    .first()
    .click();
  await expect(page.getByText('Ajouté au panier').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Panier, 1 article' })).toBeVisible();

  await page.goBack();
  await openBusiness(page, /Chez Tantie Awa/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chez Tantie Awa' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter Foutou sauce graine au panier' })).toBeDisabled();
  await page.getByRole('button', { name: 'Ajouter Garba au panier' }).click();
  // Another business's cart: the client is asked before it is emptied (issue 11).
  const ask = page.getByRole('alertdialog', {
    name: /^Votre panier contient des articles de Le Palmier Grill Bassam/,
  });
  await expect(ask).toContainText('Le vider pour commander chez Tantie Awa ?');
  await ask.getByRole('button', { name: 'Vider le panier' }).click();
  await expect(page.getByRole('link', { name: 'Panier, 1 article' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter Garba au panier' }).click();
  await page.getByRole('button', { name: 'Ajouter Bissap au panier' }).click();
  await expect(page.getByRole('link', { name: 'Panier, 3 articles' })).toBeVisible();

  await page.getByRole('link', { name: 'Panier, 3 articles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  await expect(page.getByTestId('checkout-sous-total')).toHaveText('2 500 FCFA');
  const total = (await page.getByTestId('checkout-total').textContent())?.trim() ?? '';
  expect(total).toMatch(/^\d[\d\s]* FCFA$/);
  await page.getByRole('radio', { name: 'Wave' }).check();
  await page.screenshot({ path: `${SHOTS}/cart-360.png`, fullPage: true });
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();

  await expect(page).toHaveURL(/\/orders_client$/);
  await expect(page.getByText('Commande envoyée !')).toBeVisible();
  const orderId = (await page.getByTestId('order-card').first().getAttribute('data-order-id')) ?? '';
  const card = page.locator(`[data-order-id="${orderId}"]`);
  await expect(card).toHaveAttribute('data-statut', 'EN_ATTENTE_ENTREPRISE');
  const message = card.getByTestId('order-status-message');
  await expect(message).toHaveText(MESSAGES.EN_ATTENTE_ENTREPRISE);
  // The card shows what the server charged, the total the cart showed.
  await expect(card.getByText(total).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: /^En cours/ })).toHaveAccessibleName('En cours 1');

  // The business and the courier act from their own phones; the page follows without a reload.
  const drivers = await OrderDrivers.signIn(request);
  await drivers.accept(orderId);
  await expect(message).toHaveText(MESSAGES.EN_ATTENTE_LIVREUR);
  await drivers.takeMission(orderId);
  await expect(message).toHaveText(MESSAGES.ACCEPTEE);
  await expect(card.getByText(/Moussa/)).toBeVisible();
  await drivers.ready(orderId);
  await expect(message).toHaveText(MESSAGES.PRETE);
  await drivers.pickUp(orderId, await drivers.businessCode(orderId));
  await expect(message).toHaveText(MESSAGES.EN_LIVRAISON);
  await page.screenshot({ path: `${SHOTS}/order-en-livraison-360.png`, fullPage: true });

  const codeClient = (await card.getByTestId('order-code').textContent())?.trim() ?? '';
  expect(codeClient).toMatch(/^\d{4}$/);
  await drivers.deliver(orderId, codeClient);

  // Delivered: the order leaves the tab of orders in progress for the finished ones, to be rated once.
  await expect(card).toBeHidden();
  await expect(page.getByRole('tab', { name: /^Terminées/ })).toHaveAccessibleName('Terminées 1');
  await page.getByRole('tab', { name: /Terminées/ }).click();
  await expect(message).toHaveText(MESSAGES.LIVREE);
  const done = card;
  // The order's stars, not the courier's (rated beside it since issue 22).
  const orderPart = done.getByRole('group', { name: 'Notez votre commande' });
  await orderPart.getByRole('radio', { name: '4 étoiles' }).check();
  await orderPart.getByLabel('Commentaire (facultatif)').fill('Garba bien chaud, livreur poli.');
  await done.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(page.getByText('Merci pour votre avis !')).toBeVisible();
  await expect(done.getByRole('img', { name: 'Note : 4 sur 5' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/order-rated-360.png`, fullPage: true });

  const client = await apiSignIn(request, DEMO.client);
  const orders = await ok<Array<{ id: string; statut: string; noteClient: number | null }>>(
    request.get('/api/commandes/client', { headers: client.headers }),
  );
  expect(orders.find((o) => o.id === orderId)).toMatchObject({ statut: 'LIVREE', noteClient: 4 });
});

test('a client cancels an order the business has not confirmed yet', async ({ page, request }) => {
  await signIn(page, DEMO.client);
  await page.goto('/business/1?city=bassam');
  await page.getByRole('button', { name: 'Ajouter Garba au panier' }).click();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page).toHaveURL(/\/orders_client$/);

  const orderId = (await page.getByTestId('order-card').first().getAttribute('data-order-id')) ?? '';
  const card = page.locator(`[data-order-id="${orderId}"]`);
  await expect(card).toHaveAttribute('data-statut', 'EN_ATTENTE_ENTREPRISE');
  await card.getByRole('button', { name: 'Annuler la commande' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(page.getByText('Commande annulée', { exact: true })).toBeVisible();

  // The business can no longer accept it, and the client finds it among the finished ones.
  const drivers = await OrderDrivers.signIn(request);
  expect(await drivers.tryAccept(orderId)).toBe(409);
  await page.getByRole('tab', { name: /Terminées/ }).click();
  await expect(card).toHaveAttribute('data-statut', 'ANNULEE');
  await expect(card.getByTestId('order-status-message')).toHaveText('Commande annulée.');
});
