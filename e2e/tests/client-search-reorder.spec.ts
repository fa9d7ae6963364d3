import { expect, test, type Page } from '@playwright/test';
import { ok } from '../support/api';
import { OrderDrivers } from '../support/drive-order';
import { freshBassamClient } from '../support/fresh-client';
import { placeOrderAsClient } from '../support/place-order';
import { signIn } from '../support/sign-in';

// Issue 11: searching a city's dishes, a cart that asks before it is emptied, and
// 'Commander à nouveau' on an ended order.
const SHOTS = '../test-results/e2e/screens';
type MenuItem = { id: number; nom: string; prix: number; disponible: boolean };

const addedToasts = (page: Page) =>
  page.locator('[data-sonner-toast]').filter({ hasText: 'Ajouté au panier' });

test('a client finds a dish across the city and lands on it in its menu', async ({ page, request }) => {
  const { account } = await freshBassamClient(request);
  await signIn(page, account);
  await page.goto('/city/bassam');
  const box = page.getByRole('searchbox', { name: 'Rechercher une entreprise, un plat ou un produit' });
  // Without its accents and in capitals: 'Attiéké' is found all the same.
  await box.fill('ATTIEKE');
  const results = page.getByRole('region', { name: 'Plats et produits' });
  const tantie = results
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Chez Tantie Awa' }) });
  const dish = tantie.getByTestId('search-product').first();
  await expect(dish).toContainText(/Attiéké/);
  await page.screenshot({ path: `${SHOTS}/search-1-results.png` });

  const name = (await dish.locator('span > span').first().textContent()) ?? '';
  await dish.click();
  await expect(page).toHaveURL(/\/business\/\d+\?city=bassam#produit-\d+$/);
  const id = new URL(page.url()).hash.slice(1);
  const card = page.locator(`[id="${id}"]`);
  await expect(card).toBeInViewport();
  await expect(card).toContainText(name);
  await page.screenshot({ path: `${SHOTS}/search-2-menu.png` });

  await page.goBack();
  await box.fill('a');
  await expect(results).toBeHidden();
  await box.fill('zzzz introuvable');
  await expect(results).toContainText('Aucun plat ni produit ne correspond');
});

test('the cart asks before it is emptied, and one toast says what was added', async ({ page, request }) => {
  const { account } = await freshBassamClient(request);
  await signIn(page, account);
  await page.goto('/city/bassam');
  await page
    .getByRole('link', { name: /Le Palmier Grill Bassam/ })
    .first()
    .click();
  const addFirst = page.getByRole('button', { name: /^Ajouter .+ au panier$/ }).first();
  await addFirst.click();
  await addFirst.click();
  await addFirst.click();
  // Three additions, one toast: each replaces the last instead of stacking.
  await expect(addedToasts(page)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Panier, 3 articles' })).toBeVisible();

  await page.goBack();
  await page
    .getByRole('link', { name: /Chez Tantie Awa/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Ajouter Garba au panier' }).click();
  const ask = page.getByRole('alertdialog', {
    name: 'Votre panier contient des articles de Le Palmier Grill Bassam.',
  });
  await expect(ask).toContainText('Le vider pour commander chez Tantie Awa ?');
  await page.screenshot({ path: `${SHOTS}/cart-1-switch.png` });
  await ask.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('link', { name: 'Panier, 3 articles' })).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter Garba au panier' }).click();
  await ask.getByRole('button', { name: 'Vider le panier' }).click();
  await expect(page.getByRole('link', { name: 'Panier, 1 article' })).toBeVisible();
  await expect(addedToasts(page)).toHaveCount(1);

  await page.goto('/cart');
  // The business named once: never 'Chez Chez Tantie Awa'.
  await expect(page.getByText('Chez Tantie Awa', { exact: true })).toBeVisible();
  await expect(page.getByText(/Chez Chez/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Vider le panier' }).click();
  const clear = page.getByRole('alertdialog', { name: 'Vider le panier ?' });
  await expect(clear).toContainText("L'article de Chez Tantie Awa sera retiré de votre panier.");
  await page.screenshot({ path: `${SHOTS}/cart-2-vider.png` });
  await clear.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('link', { name: 'Panier, 1 article' })).toBeVisible();
  await page.getByRole('button', { name: 'Vider le panier' }).click();
  await clear.getByRole('button', { name: 'Vider le panier' }).click();
  await expect(page.getByRole('link', { name: 'Panier, 1 article' })).toHaveCount(0);
});

test('Commander à nouveau refills the cart at today’s prices and says what is gone', async ({
  page,
  request,
}) => {
  const { account, auth } = await freshBassamClient(request);
  const drivers = await OrderDrivers.signIn(request);
  const order = await placeOrderAsClient(request, auth, drivers.entrepriseId);
  await drivers.refuse(order.id);
  const menu = await ok<MenuItem[]>(
    request.get(`/api/produits/entreprise_prod_cate/${drivers.entrepriseId}`, { headers: auth.headers }),
  );
  const [kept, gone] = menu.filter((p) => p.disponible);
  if (!kept || !gone) throw new Error('Il faut deux produits disponibles chez Tantie Awa.');
  // The second dish of that order is sold out today (put back afterwards for the other journeys).
  await drivers.setAvailable(gone.id, false);
  try {
    await signIn(page, account);
    await page.goto('/orders_client');
    await page.getByRole('tab', { name: /Terminées/ }).click();
    const card = page.locator(`[data-order-id="${order.id}"]`);
    await card.getByRole('button', { expanded: false }).click();
    await card.getByRole('button', { name: 'Commander à nouveau' }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(`Plus disponible : ${gone.nom}.`)).toBeVisible();
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(kept.nom);
    await page.screenshot({ path: `${SHOTS}/reorder-1-cart.png` });

    // Again, with the cart now full: it asks first.
    await page.goto('/orders_client');
    await page.getByRole('tab', { name: /Terminées/ }).click();
    await card.getByRole('button', { expanded: false }).click();
    await card.getByRole('button', { name: 'Commander à nouveau' }).click();
    const ask = page.getByRole('alertdialog', {
      name: 'Votre panier contient des articles de Chez Tantie Awa.',
    });
    await expect(ask).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/reorder-2-ask.png` });
    await ask.getByRole('button', { name: 'Annuler' }).click();
    await expect(page).toHaveURL(/\/orders_client$/);
  } finally {
    await drivers.setAvailable(gone.id, true);
  }
});
