import { expect, test } from '@playwright/test';
import { DEMO, freshPhone } from '../support/demo';
import { signIn } from '../support/sign-in';

// A 1×1 PNG: the server re-encodes every upload, so any real image will do.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a client signs up with a photo, is greeted by first name, sees every city, then signs out', async ({
  page,
}) => {
  const phone = freshPhone();
  await page.goto('/register?type=client');
  await page.getByLabel('Prénom').fill('Aya');
  await page.getByLabel('Nom', { exact: true }).fill('Kouassi');
  await page.getByLabel('Numéro de téléphone').fill(phone);
  await page.getByLabel('Genre').selectOption({ index: 2 });
  await page.getByLabel('Date de naissance').fill('1995-04-12');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Bassam@2026');
  await page.getByLabel('Confirmer le mot de passe').fill('Bassam@2026');
  await page.getByLabel('Ville').selectOption({ label: 'Bassam' });
  await page.getByLabel('Photo de profil (optionnelle)').setInputFiles({
    name: 'moi.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  // The picture is checked by its bytes, then shown as a thumbnail.
  await expect(page.getByRole('img', { name: 'Aperçu : Photo de profil (optionnelle)' })).toBeVisible();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, { telephone: phone, motDePasse: 'Bassam@2026' });
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Bonjour, Aya !' })).toBeVisible();
  await expect(page.locator('a[href^="/city/"]')).toHaveCount(8);

  // The photo chosen at sign-up was stored with the account and can be downloaded.
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: JSON.parse(localStorage.getItem('user') ?? '{}') as { id: number },
  }));
  const profile = await page.request.get(`/api/users/${session.user.id}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  const { photoProfilUrl } = (await profile.json()) as { photoProfilUrl: string | null };
  expect(photoProfilUrl).toBeTruthy();
  const photo = await page.request.get(photoProfilUrl!);
  expect(photo.ok()).toBe(true);
  expect(photo.headers()['content-type']).toMatch(/^image\//);
  await page.screenshot({ path: '../test-results/e2e/client-dashboard-360.png', fullPage: true });

  // On a phone, sign-out lives in the client's drawer.
  await page.getByRole('button', { name: 'Mon espace' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/client-dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('a phone number of the wrong length is refused with the spec message, and nothing is created', async ({
  page,
}) => {
  await page.goto('/register?type=client');
  await page.getByLabel('Numéro de téléphone').fill('07123');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Le numéro doit contenir exactement 10 chiffres.')).toBeVisible();
  await expect(page).toHaveURL(/\/register/);
});

test('a wrong password keeps the user on the login screen with a French message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Numéro de téléphone').fill(DEMO.client.telephone);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Mauvais@2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText(/incorrect/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

for (const [role, account, home] of [
  ['client', DEMO.client, /\/client-dashboard$/],
  ['entreprise', DEMO.business, /\/(business-dashboard|entreprise\/onboarding\/paiement)$/],
  ['livreur', DEMO.courier, /\/delivery-dashboard$/],
  ['administrateur', DEMO.admin, /\/admin\/dashboard$/],
] as const) {
  test(`the demo ${role} lands on their own dashboard and cannot open another role's`, async ({ page }) => {
    await signIn(page, account);
    await expect(page).toHaveURL(home);
    await page.goto(role === 'client' ? '/delivery-dashboard' : '/client-dashboard');
    await expect(page).toHaveURL(home);
  });
}
