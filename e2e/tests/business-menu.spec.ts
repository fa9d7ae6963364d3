import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, ok } from '../support/api';
import { DEMO, freshPhone } from '../support/demo';
import { signIn } from '../support/sign-in';

// A 1×1 PNG: the server re-encodes every upload, so any real image will do.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SHOTS = '../test-results/e2e/screens';
const stamp = () => String(Date.now()).slice(-6);

type MenuItem = { id: number; nom: string; disponible: boolean; photo: string | null };

/** Toasts sit over the top bar on a phone until they time out: let them go before the next tap there. */
async function waitForToasts(page: Page) {
  await page.mouse.move(180, 700);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

test('the demo business adds a product with a photo, switches it off, edits its categories and settings', async ({
  page,
  request,
}) => {
  const business = await apiSignIn(request, DEMO.business);
  const { id: entrepriseId } = await ok<{ id: number }>(
    request.get('/api/entreprises/me', { headers: business.headers }),
  );
  const client = await apiSignIn(request, DEMO.client);

  await signIn(page, DEMO.business);
  await expect(page).toHaveURL(/\/business-dashboard/);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Gestion du Menu' })).toBeVisible();
  await expect(page.getByTestId('menu-stats')).toContainText('Total Produits');

  // A new dish, its photo sent after it exists, with a progress bar.
  const nom = `Garba du chef ${stamp()}`;
  await page.getByRole('button', { name: 'Ajouter un produit' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByLabel('Nom', { exact: true }).fill(nom);
  await panel.getByLabel('Description').fill('Attiéké, thon frit et piment frais');
  await panel.getByLabel('Prix (FCFA)').fill('1500,50');
  await panel.getByRole('button', { name: 'Ajouter le produit' }).click();
  await expect(
    panel.getByText('Le prix est en FCFA entiers, sans centimes (par exemple 1500).'),
  ).toBeVisible();
  await panel.getByLabel('Prix (FCFA)').fill('1500');
  await panel
    .locator('input[type="file"]')
    .setInputFiles({ name: 'garba.png', mimeType: 'image/png', buffer: PNG });
  await expect(panel.getByAltText('Aperçu : Photo')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/business-product-panel-360.png` });
  await panel.getByRole('button', { name: 'Ajouter le produit' }).click();
  await expect(panel).toBeHidden();

  const card = page.getByTestId('menu-product').filter({ hasText: nom });
  await expect(card).toContainText('1 500 FCFA');
  await expect(card.getByRole('img', { name: nom })).toHaveAttribute('src', /^\/uploads\/product\//);

  // Switched off: the client's menu shows it sold out at once.
  await card.getByRole('switch', { name: `${nom} disponible` }).click();
  await expect(card.getByRole('switch', { name: `${nom} disponible` })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(card).toContainText('Indisponible');
  await expect
    .poll(async () => {
      const menu = await ok<MenuItem[]>(
        request.get(`/api/produits/entreprise_prod_cate/${entrepriseId}`, { headers: client.headers }),
      );
      return menu.find((p) => p.nom === nom);
    })
    .toMatchObject({ disponible: false, photo: expect.stringMatching(/^\/uploads\/product\//) });
  await page.screenshot({ path: `${SHOTS}/business-menu-360.png` });

  // Deleted after the question, the card goes.
  await card.getByRole('button', { name: `Supprimer ${nom}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Supprimer ce produit ?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(card).toHaveCount(0);

  // Categories: add, rename in place, delete; one that holds products is refused with its reason.
  await waitForToasts(page);
  await page.getByRole('button', { name: 'Catégories', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Gestion des Catégories' })).toBeVisible();
  const rows = page.getByTestId('categorie-row');
  const first = `Desserts ${stamp()}`;
  const renamed = `Douceurs ${stamp()}`;
  await expect(page.getByRole('button', { name: 'Ajouter', exact: true })).toBeDisabled();
  await page.getByLabel('Nouvelle catégorie').fill(first);
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(rows.filter({ hasText: first })).toContainText('Aucun produit');
  await page.getByRole('button', { name: `Modifier ${first}` }).click();
  await page.getByLabel(`Nouveau nom de ${first}`).fill(renamed);
  await page.getByLabel(`Nouveau nom de ${first}`).press('Enter');
  await expect(rows.filter({ hasText: renamed })).toBeVisible();
  await page.getByRole('button', { name: `Supprimer ${renamed}` }).click();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(rows.filter({ hasText: renamed })).toHaveCount(0);

  // A category with products is refused at once, before any "Êtes-vous sûr ?".
  await page.getByRole('button', { name: 'Supprimer Plats ivoiriens' }).click();
  await expect(page.getByTestId('categorie-error')).toContainText('Cette catégorie contient encore');
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('categorie-error')).toBeHidden({ timeout: 7_000 });

  // Settings: a change survives a reload.
  await page.goto('/business-dashboard?tab=settings');
  await expect(page.getByRole('heading', { name: "Paramètres de l'entreprise" })).toBeVisible();
  const description = `Le maquis familial du Quartier France, cuisine du jour n°${stamp()}.`;
  await page.getByLabel('Description').fill(description);
  await page.getByRole('tab', { name: 'Contact & Média' }).click();
  await page.getByLabel('E-mail').fill('tantie.awa@example.ci');
  await page.getByRole('button', { name: 'Enregistrer toutes les informations' }).click();
  await expect(page.getByText('Profil enregistré').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Description')).toHaveValue(description);
  await page.getByRole('tab', { name: 'Contact & Média' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue('tantie.awa@example.ci');
});

test('a newly registered business completes its profile and its payouts, and clients then see it', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  const nom = `Chez Koffi ${stamp()}`;
  await page.goto('/register?type=business');
  await page.getByLabel('Prénom').fill('Koffi');
  await page.getByLabel('Nom', { exact: true }).fill('Yao');
  await page.getByLabel('Numéro de téléphone').fill(phone);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Bassam@2026');
  await page.getByLabel('Confirmer le mot de passe').fill('Bassam@2026');
  await page.getByLabel('Ville').selectOption({ label: 'Bassam' });
  await page.getByLabel("Nom de l'entreprise").fill(nom);
  await page.getByLabel("Type d'entreprise").selectOption('RESTAURANT');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, { telephone: phone, motDePasse: 'Bassam@2026' });
  await expect(page).toHaveURL(/\/business-dashboard/);

  const profileBanner = page.getByRole('alert').filter({ hasText: 'Complétez votre profil' });
  const payoutBanner = page.getByRole('alert').filter({ hasText: 'Configurez vos paiements' });
  await expect(profileBanner).toBeVisible();
  await expect(payoutBanner).toBeVisible();

  // Not listed to clients while incomplete.
  const client = await apiSignIn(request, DEMO.client);
  const listed = async () =>
    (
      await ok<{ nom: string }[]>(request.get('/api/entreprises/ville/Bassam', { headers: client.headers }))
    ).some((e) => e.nom === nom);
  expect(await listed()).toBe(false);

  await profileBanner.getByRole('button', { name: 'Compléter mon profil' }).click();
  await expect(page.getByText('Créer le profil')).toBeVisible();
  const categorie = `Grillades ${stamp()}`;
  await page.getByLabel('Catégorie').selectOption({ label: 'Nouvelle catégorie…' });
  await page.getByLabel('Nom de la nouvelle catégorie').fill(categorie);
  await page.getByLabel('Description').fill('Poulet braisé, poisson grillé et alloco tous les soirs.');

  // A field left empty on another tab: the submit opens that tab and points at it.
  await page.getByRole('button', { name: 'Enregistrer toutes les informations' }).click();
  await expect(page.getByRole('tab', { name: 'Contact & Média' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText("L'adresse doit contenir au moins 5 caractères.")).toBeVisible();
  await expect(page.getByLabel('Adresse', { exact: true })).toBeFocused();

  await page.getByLabel('Adresse', { exact: true }).fill('Boulevard du Phare, Quartier France');
  await page.getByLabel('E-mail').fill(`koffi${stamp()}@example.ci`);
  await page.getByLabel('Téléphone').fill('+225 07 01 02 03 04');
  await page.locator('#settings-photoFacadeUrl-file').setInputFiles({
    name: 'facade.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('Photo de façade est à jour.')).toBeVisible();
  // Uploads only: the picture shows, its internal path never does.
  await expect(page.getByAltText('Aperçu : Photo de façade')).toHaveAttribute('src', /^\/uploads\/facade\//);
  await expect(page.getByText(/\/uploads\/facade\//)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/business-settings-contact-360.png`, fullPage: true });
  await page.getByRole('button', { name: 'Enregistrer toutes les informations' }).click();
  await expect(page.getByText('Profil enregistré').first()).toBeVisible();
  await expect(profileBanner).toBeHidden();
  await expect(page.getByText("Modifier le profil de l'entreprise")).toBeVisible();
  await expect.poll(listed).toBe(true);

  // Payouts: Wave, then back to the dashboard without the banner.
  await payoutBanner.getByRole('link', { name: 'Configurer mes paiements' }).click();
  await expect(page).toHaveURL(/\/entreprise\/onboarding\/paiement$/);
  // Its own chunk since issue 21: the settings stay on screen until it has arrived.
  await expect(page.getByRole('heading', { name: 'Configurez vos paiements' })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Choisissez un moyen de paiement')).toBeVisible();
  await page.locator('label').filter({ hasText: 'Wave' }).click();
  await expect(page.getByRole('radio', { name: 'Wave' })).toBeChecked();
  await page.getByLabel('Numéro Wave').fill('0701020304');
  await page.screenshot({ path: `${SHOTS}/business-payout-onboarding-360.png` });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Préférences de paiement enregistrées')).toBeVisible();
  await expect(page).toHaveURL(/\/business-dashboard/);
  await expect(page.getByRole('heading', { name: 'Commandes récentes' })).toBeVisible();
  await expect(payoutBanner).toHaveCount(0);
});
