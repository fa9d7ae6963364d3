import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from '../support/api';
import { DEMO } from '../support/demo';
import { signIn } from '../support/sign-in';

// Issue 21 §2: the business pauses; the client sees "En pause" on the city list and the business
// page, and the cart's checkout is refused with the sentence saying until when.
const SHOTS = process.env.E2E_SHOTS ?? '../test-results/e2e/screens';
const PAUSED = /^En pause jusqu'à \d{1,2} h( \d{2})?$/;

async function openTantie(page: Page) {
  await page.goto('/city/bassam');
  await page
    .getByRole('link', { name: /Chez Tantie Awa/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chez Tantie Awa' })).toBeVisible();
}

test('a paused business shows "En pause" to the client and refuses checkout', async ({
  page,
  browser,
  request,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const business = await apiSignIn(request, DEMO.business);
  const { id: entrepriseId } = (await (
    await request.get('/api/entreprises/me', { headers: business.headers })
  ).json()) as {
    id: number;
  };
  // Whatever happens below, the demo business takes orders again for the next journeys.
  const resume = () =>
    request.delete(`/api/entreprises/${entrepriseId}/pause`, { headers: business.headers });

  // The client fills a cart while the business is open.
  const clientContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    locale: 'fr-FR',
    timezoneId: 'Africa/Abidjan',
  });
  const client = await clientContext.newPage();
  try {
    await signIn(client, DEMO.client);
    await openTantie(client);
    await client.getByRole('button', { name: 'Ajouter Garba au panier' }).click();
    await expect(client.getByRole('link', { name: 'Panier, 1 article' })).toBeVisible();

    // The owner pauses for 15 minutes from the dashboard's bar.
    await signIn(page, DEMO.business);
    await page.getByRole('button', { name: 'Mettre en pause' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mettre en pause' });
    await page.screenshot({ path: `${SHOTS}/pause-dialog-360.png` });
    await dialog.getByRole('button', { name: '15 min' }).click();
    await expect(page.getByText('Pause activée').first()).toBeVisible();
    const pauseButton = page.getByRole('button', { name: PAUSED });
    await expect(pauseButton).toBeVisible();
    const sentence = (await pauseButton.getAttribute('aria-label')) ?? '';
    await page.screenshot({ path: `${SHOTS}/pause-bar-360.png` });

    // The client's list and the business page say so.
    await client.goto('/city/bassam');
    const card = client.getByRole('link', { name: /Chez Tantie Awa/ }).first();
    await expect(card).toContainText(sentence);
    await client.screenshot({ path: `${SHOTS}/city-paused-360.png`, fullPage: true });
    await card.click();
    await expect(client.getByRole('heading', { level: 1, name: 'Chez Tantie Awa' })).toBeVisible();
    const refusal = `Ce commerce est ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}.`;
    await expect(client.getByText(refusal)).toBeVisible();
    await expect(client.getByRole('button', { name: 'Ajouter Bissap au panier' })).toBeDisabled();

    // The cart says why it cannot be ordered, and the server refuses it the same way.
    await client.getByRole('link', { name: 'Panier, 1 article' }).click();
    await expect(client.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
    await expect(client.getByText(refusal).first()).toBeVisible();
    await expect(client.getByRole('button', { name: 'Confirmer la commande' })).toBeDisabled();
    await client.screenshot({ path: `${SHOTS}/cart-paused-360.png`, fullPage: true });
    const clientAuth = await apiSignIn(request, DEMO.client);
    const garba = (
      (await (
        await request.get(`/api/produits/entreprise_prod_cate/${entrepriseId}`, {
          headers: clientAuth.headers,
        })
      ).json()) as Array<{
        id: number;
        nom: string;
      }>
    ).find((p) => p.nom === 'Garba');
    const order = await request.post('/api/commandes', {
      headers: clientAuth.headers,
      data: {
        entrepriseId,
        items: [{ produitId: garba?.id, quantite: 1 }],
        typePaiement: 'ESPECES',
        adresseLivraison: 'Quartier France, maison jaune',
        infoSupplementaire: null,
      },
    });
    expect(order.status()).toBe(409);
    expect(await order.json()).toEqual({ message: refusal });

    // 'Reprendre': the client can order again.
    await page.getByRole('button', { name: PAUSED }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reprendre' }).click();
    await expect(page.getByText('Commandes reprises').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mettre en pause' })).toBeVisible();
    await client.reload();
    await expect(client.getByRole('button', { name: 'Confirmer la commande' })).toBeVisible();
    await expect(client.getByText(refusal)).toHaveCount(0);
  } finally {
    await resume();
    await clientContext.close();
  }
});
