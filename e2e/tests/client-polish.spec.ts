import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, freshPhone } from '../support/demo';
import { signIn } from '../support/sign-in';

// A 1×1 PNG: the server re-encodes every upload, so any real image will do.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const NOT_AN_IMAGE = 'Le fichier doit être une image (JPEG, PNG, WebP ou GIF).';
const SHOTS = '../test-results/e2e/screens';

/** Where an element is drawn; polled, as a list refreshed from the server may redraw it meanwhile. */
async function box(locator: Locator) {
  let found: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect
    .poll(async () => (found = await locator.boundingBox()) !== null, { message: 'element on screen' })
    .toBe(true);
  return found!;
}

/** Nothing on the page is wider than the phone: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

test('sign-up lists that fail to load say so and come back with Réessayer', async ({ page }) => {
  let failVilles = true;
  await page.route('**/api/villes', (route) => (failVilles ? route.abort('failed') : route.continue()));
  await page.goto('/register?type=business');

  await expect(page.getByText('Impossible de charger les villes.')).toBeVisible();
  await expect(page.getByText('Chargement des villes...')).toHaveCount(0);
  await expect(page.getByLabel('Ville')).toBeDisabled();

  failVilles = false;
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByText('Impossible de charger les villes.')).toHaveCount(0);
  await expect(page.getByLabel('Ville')).toBeEnabled();
  await page.getByLabel('Ville').selectOption({ label: 'Adiaké' });
  // Types read in French, accents included.
  await expect(
    page.getByLabel("Type d'entreprise").locator('option', { hasText: 'Supermarché' }),
  ).toHaveCount(1);
});

test('a business signs up with a # password and a photo; clients of Adiaké find it under Restaurant', async ({
  page,
  browser,
}) => {
  const phone = freshPhone();
  const nom = `Maquis Polish ${phone.slice(-5)}`;
  await page.goto('/register?type=business');
  // The position is explained in the business's own terms.
  await expect(page.getByText(/frais de livraison sont calculés depuis ce point/)).toBeVisible();
  await expect(page.getByText('aide le livreur à vous trouver')).toHaveCount(0);
  // The password rule names what counts as special.
  await expect(page.getByText(/un signe qui n'est ni une lettre ni un chiffre/)).toBeVisible();

  await page.getByLabel('Prénom').fill('Adjoua');
  await page.getByLabel('Nom', { exact: true }).fill('Ehui');
  await page.getByLabel('Numéro de téléphone').fill(phone);
  await page.getByLabel("Nom de l'entreprise").fill(nom);
  await page.getByLabel("Type d'entreprise").selectOption({ label: 'Restaurant' });
  await page.getByLabel('Mot de passe', { exact: true }).fill('Abidjan#2026');
  await page.getByLabel('Confirmer le mot de passe').fill('Abidjan#2026');
  await page.getByLabel('Ville').selectOption({ label: 'Adiaké' });

  // A text named like a photo is refused at once, before any account exists.
  const facade = page.getByLabel('Photo de façade (optionnelle)');
  await facade.setInputFiles({
    name: 'facade.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('pas une image'),
  });
  await expect(page.getByText(NOT_AN_IMAGE)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Aperçu : Photo de façade (optionnelle)' })).toHaveCount(0);

  // A real picture shows as a thumbnail.
  await facade.setInputFiles({ name: 'facade.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Aperçu : Photo de façade (optionnelle)' })).toBeVisible();
  await expect(page.getByText(NOT_AN_IMAGE)).toHaveCount(0);

  // The upload is held until its progress has been seen on screen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/files/upload/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(
    page.getByRole('progressbar', { name: 'Envoi : Photo de façade (optionnelle)' }),
  ).toBeVisible();
  await expect(page.getByText(/Envoi de la photo… \d+ %/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/register-upload-360.png`, fullPage: true });
  release();
  await expect(page).toHaveURL(/\/login$/);

  // A client opens Adiaké without its accent or case: the new business is a restaurant there.
  const client = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await signIn(client, DEMO.client);
  await client.goto('/city/ADIAKE');
  await expect(client.getByRole('heading', { level: 1, name: 'Adiaké' })).toBeVisible();
  await expect(client.getByRole('link', { name: new RegExp(nom) })).toBeVisible();
  await expect(client.getByRole('link', { name: /Pharmacie Centrale d'Adiaké/ })).toBeVisible();
  const restaurants = client.getByRole('button', { name: /^Restaurant/ });
  // The demo's maquis and fast-food, and the new one.
  await expect(restaurants).toContainText('3');
  await restaurants.click();
  await expect(client.getByRole('link', { name: new RegExp(nom) })).toBeVisible();
  await expect(client.getByRole('link', { name: /Pharmacie Centrale/ })).toHaveCount(0);
  await client.goto('/city/adiake');
  await expect(client.getByRole('heading', { level: 1, name: 'Adiaké' })).toBeVisible();
  await client.close();
});

test('a signed-in client on a phone: tab bar, 44 px targets, no footer under cart and orders, dense list', async ({
  page,
}) => {
  await signIn(page, DEMO.client);
  await expect(page).toHaveURL(/\/client-dashboard$/);

  const tabs = page.getByRole('navigation', { name: 'Navigation client' });
  for (const name of ['Accueil', 'Commandes', /^Panier/, 'Profil']) {
    await expect(tabs.getByRole('link', { name })).toBeVisible();
  }
  await tabs.getByRole('link', { name: 'Commandes' }).click();
  await expect(page).toHaveURL(/\/orders_client$/);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await tabs.getByRole('link', { name: /^Panier/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await tabs.getByRole('link', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/profile_client$/);
  await tabs.getByRole('link', { name: 'Accueil' }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
  // The marketing footer stays on the other pages.
  await expect(page.getByRole('contentinfo')).toHaveCount(1);

  await page.goto('/city/bassam');
  const cards = page.getByRole('region', { name: 'Entreprises' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  // About three businesses to a screen, not one.
  expect((await box(cards.first())).height).toBeLessThanOrEqual(740 / 2.5);
  for (const chip of await page
    .getByRole('navigation', { name: "Catégories d'entreprises" })
    .getByRole('button')
    .all()) {
    expect((await box(chip)).height).toBeGreaterThanOrEqual(44);
  }
  const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
  expect((await box(menu)).height).toBeGreaterThanOrEqual(44);
  expect((await box(menu)).width).toBeGreaterThanOrEqual(44);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/city-360.png` });

  // With a wide font (DejaVu Sans, as many Android phones have) the header still fits.
  await page.addStyleTag({ content: "* { font-family: 'DejaVu Sans', sans-serif !important; }" });
  const header = page.getByRole('banner');
  expect((await box(menu)).x + (await box(menu)).width).toBeLessThanOrEqual(360);
  expect((await box(header)).width).toBeLessThanOrEqual(360);
  await expectNoSidewaysScroll(page);

  // Quantity buttons in the cart are thumb-sized too.
  await page.getByRole('link', { name: /Chez Tantie Awa/ }).click();
  await page
    .getByRole('button', { name: /Ajouter .* au panier/ })
    .first()
    .click();
  await page.goto('/cart');
  const plus = page.getByRole('button', { name: /^Augmenter la quantité/ }).first();
  expect((await box(plus)).height).toBeGreaterThanOrEqual(44);
  expect(
    (await box(page.getByRole('button', { name: /^Diminuer la quantité/ }).first())).width,
  ).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: `${SHOTS}/cart-360.png`, fullPage: true });
});

test('an unknown page says so in French, under a header that fits a 360 px phone whole', async ({ page }) => {
  await page.goto('/nulle-part');
  await expect(page.getByRole('heading', { name: 'Oups ! Page introuvable' })).toBeVisible();
  await page.addStyleTag({ content: "* { font-family: 'DejaVu Sans', sans-serif !important; }" });
  // The brand's name is not cut, and the sign-in button and the menu stay on screen.
  const brand = page.getByRole('banner').getByRole('link', { name: 'Comoé Express' });
  expect(
    await brand
      .locator('span')
      .first()
      .evaluate((e) => e.scrollWidth <= e.clientWidth),
  ).toBe(true);
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Connexion' });
  expect((await box(signIn)).height).toBeGreaterThanOrEqual(44);
  const menu = await box(page.getByRole('button', { name: 'Ouvrir le menu' }));
  expect(menu.x + menu.width).toBeLessThanOrEqual(360);
  await expectNoSidewaysScroll(page);
});
