import { expect, test, type Locator } from '@playwright/test';
import { apiSignIn, ok } from '../support/api';
import { otherPerson } from '../support/desk';
import { DEMO } from '../support/demo';
import { signIn } from '../support/sign-in';

// Issue 21 §3 on a 360×740 phone: the owner adds a burger with a required size and supplements,
// a client orders it choosing Grande + Fromage in the sheet, and the owner sees both choices.
const SHOTS = process.env.E2E_SHOTS ?? '../test-results/e2e/screens';

async function fillOption(group: Locator, index: number, nom: string, delta: string) {
  const row = group.getByRole('listitem').nth(index);
  await row.getByLabel(`Option ${index + 1}`, { exact: true }).fill(nom);
  await row.getByLabel('+ FCFA', { exact: true }).fill(delta);
}

test('a client orders a product with a required size and a supplement; the business sees both', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const business = await apiSignIn(request, DEMO.business);
  const { id: entrepriseId } = await ok<{ id: number }>(
    request.get('/api/entreprises/me', { headers: business.headers }),
  );
  const nom = `Burger ${Date.now() % 100_000}`;

  // The owner adds the product with its two option groups from the menu tab.
  await signIn(page, DEMO.business);
  await expect(page).toHaveURL(/\/business-dashboard/);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'Ajouter un produit' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByLabel('Nom', { exact: true }).fill(nom);
  await panel.getByLabel('Description').fill('Pain brioché, steak haché, oignons');
  await panel.getByLabel('Prix (FCFA)').fill('2000');

  await panel.getByRole('button', { name: "Ajouter un groupe d'options" }).click();
  const taille = panel.getByTestId('groupe-options').nth(0);
  await taille.getByLabel('Nom du groupe 1').fill('Taille');
  await taille.getByRole('switch', { name: 'Groupe 1 obligatoire' }).click();
  await fillOption(taille, 0, 'Petite', '0');
  await taille.getByRole('button', { name: 'Ajouter une option' }).click();
  await fillOption(taille, 1, 'Grande', 'abc');

  await panel.getByRole('button', { name: "Ajouter un groupe d'options" }).click();
  const supplements = panel.getByTestId('groupe-options').nth(1);
  await supplements.getByLabel('Nom du groupe 2').fill('Suppléments');
  await fillOption(supplements, 0, 'Œuf', '200');
  await supplements.getByRole('button', { name: 'Ajouter une option' }).click();
  await fillOption(supplements, 1, 'Fromage', '300');
  await supplements.getByLabel('Choix maximum').selectOption('2');

  // "abc" as a delta is refused in French before anything is sent.
  await panel.getByRole('button', { name: 'Ajouter le produit' }).click();
  await expect(
    panel.getByText('Le supplément doit être un nombre entier de FCFA', { exact: false }),
  ).toBeVisible();
  await fillOption(taille, 1, 'Grande', '500');
  await page.screenshot({ path: `${SHOTS}/product-options-form-360.png` });
  await panel.getByRole('button', { name: 'Ajouter le produit' }).click();
  await expect(panel).toBeHidden();

  // The client opens the sheet: the size is required, the price follows the choices.
  const client = await otherPerson(browser, testInfo);
  await signIn(client, DEMO.client);
  await client.goto(`/business/${entrepriseId}?city=bassam`);
  await client.getByRole('button', { name: `Choisir les options de ${nom}` }).click();
  const sheet = client.getByRole('dialog', { name: nom });
  await expect(sheet.getByText('Obligatoire')).toBeVisible();
  const add = sheet.getByRole('button', { name: /^Ajouter ·/ });
  await expect(add).toBeDisabled();
  await sheet.getByRole('radio', { name: /Grande/ }).check();
  await sheet.getByRole('checkbox', { name: /Fromage/ }).check();
  await expect(add).toHaveText('Ajouter · 2 800 FCFA');
  await client.screenshot({ path: `${SHOTS}/product-options-sheet-360.png` });
  await add.click();
  await expect(sheet).toBeHidden();

  // The cart shows the choices on the line and orders them.
  await client.goto('/cart');
  await expect(client.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  const line = client.getByTestId('cart-line').filter({ hasText: nom });
  await expect(line.getByTestId('cart-line-options')).toHaveText('Grande, Fromage');
  await expect(line.getByTestId('cart-line-total')).toContainText('2 800 FCFA');
  await client.screenshot({ path: `${SHOTS}/product-options-cart-360.png`, fullPage: true });
  await client.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(client).toHaveURL(/\/orders_client/);

  // The business sees both choices on the new order.
  await page.goto('/business-dashboard');
  const waiting = page.getByTestId('waiting-order').filter({ hasText: nom });
  await expect(waiting.getByTestId('line-choices')).toHaveText('Grande, Fromage');
  await page.screenshot({ path: `${SHOTS}/product-options-business-order-360.png` });
  await client.context().close();

  // The demo business has no order left waiting for the other journeys.
  const clientAuth = await apiSignIn(request, DEMO.client);
  const [placed] = await ok<Array<{ id: string }>>(
    request.get('/api/commandes/client', { headers: clientAuth.headers }),
  );
  await ok(
    request.put(`/api/entreprises/${entrepriseId}/orders/${placed!.id}/refuser`, {
      headers: business.headers,
      data: { motif: 'Trop de commandes' },
    }),
  );
});
