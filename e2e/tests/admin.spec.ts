import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminSignIn,
  fcfa,
  fillAdminLogin,
  openSection,
  parseCsv,
  registerBusiness,
  registerCourier,
  waitForToasts,
} from '../support/admin';
import { apiSignIn, ok, type Auth } from '../support/api';
import { DEMO, freshPhone } from '../support/demo';
import { OrderDrivers } from '../support/drive-order';
import { placeOrderAsClient, registerClient } from '../support/place-order';

// Runs in the 'phone' project (360×740) and the 'laptop' one (1280×800): every step works on both.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const short = (id: string) => id.slice(0, 6).toUpperCase();
const suffix = () => freshPhone().slice(-5);
const day = (d: Date) => d.toISOString().slice(0, 10);

type Finances = { totalRevenu: number; nombreCommandes: number; notrePart: number; partEntreprises: number };
type Stats = {
  revenuTotal: number;
  notrePart: number;
  totalCommandes: number;
  totalClients: number;
  totalEntreprises: number;
  totalLivreurs: number;
  commandesRecentes: { id: string }[];
};

const card = (page: Page, label: string) =>
  page.getByRole('region', { name: label, exact: true }).getByTestId('stat-value');

/** The demo business, a client of its town new to this run, and an order of theirs delivered. */
async function deliveredOrder(request: APIRequestContext) {
  const business = await apiSignIn(request, DEMO.business);
  const me = await ok<{ id: number; nom: string; villeId: number }>(
    request.get('/api/entreprises/me', { headers: business.headers }),
  );
  const client = await registerClient(request, me.villeId);
  const drivers = await OrderDrivers.signIn(request);
  const order = await placeOrderAsClient(request, client, me.id);
  await drivers.accept(order.id);
  await drivers.takeMission(order.id);
  await drivers.ready(order.id);
  await drivers.pickUp(order.id, await drivers.businessCode(order.id));
  await drivers.deliver(order.id, order.codeClient);
  return { order, business, entreprise: me };
}

let admin: Auth;
test.beforeEach(async ({ request }) => {
  admin = await apiSignIn(request, DEMO.admin);
});

test('admin sign-in: a client is refused with the spec message, an admin reaches the dashboard', async ({
  page,
}) => {
  // The landing page never downloads the admin area.
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.filter((url) => url.includes('admin'))).toEqual([]);

  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Le numéro de téléphone est obligatoire.')).toBeVisible();
  await expect(page.getByText('Le mot de passe est obligatoire.')).toBeVisible();

  await fillAdminLogin(page, DEMO.client);
  await expect(page.getByTestId('admin-login-error')).toHaveText(
    'Accès refusé. Seuls les administrateurs sont autorisés.',
  );
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await fillAdminLogin(page, { telephone: DEMO.admin.telephone, motDePasse: 'Mauvais@2026' });
  await expect(page.getByTestId('admin-login-error')).toHaveText(
    "Identifiants incorrects ou vous n'êtes pas un administrateur.",
  );

  await fillAdminLogin(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('admin-name')).not.toBeEmpty();
  // The site's header and footer give way to the admin's own bar.
  await expect(page.locator('footer')).toHaveCount(0);
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/nimporte-quoi');
  await expect(page.getByText('Oups ! Page introuvable')).toBeVisible();

  await waitForToasts(page);
  await page.getByRole('button', { name: 'Déconnexion' }).first().click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the dashboard shows the figures the API answers for the last 30 days', async ({ page, request }) => {
  await deliveredOrder(request);
  await adminSignIn(page);
  await expect(page.getByRole('button', { name: '30 jours' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, 'Revenu Total')).toBeVisible();
  const stats = await ok<Stats>(request.get('/api/admin/dashboard/stats', { headers: admin.headers }));
  await expect(card(page, 'Revenu Total')).toHaveText(fcfa(stats.revenuTotal));
  await expect(card(page, 'Notre Part (Frais)')).toHaveText(fcfa(stats.notrePart));
  await expect(card(page, 'Commandes')).toHaveText(String(stats.totalCommandes));
  await expect(card(page, 'Clients')).toHaveText(String(stats.totalClients));
  await expect(card(page, 'Entreprises')).toHaveText(String(stats.totalEntreprises));
  await expect(card(page, 'Livreurs')).toHaveText(String(stats.totalLivreurs));
  await expect(page.getByTestId('recent-order')).toHaveCount(stats.commandesRecentes.length);
  await expect(page.getByTestId('recent-order').first()).toContainText(short(stats.commandesRecentes[0]!.id));
  await expect(page.getByRole('heading', { name: 'Commandes et revenu par jour' })).toBeVisible();
});

test('finances for a range chosen in the two-month picker, and its CSV adding up to the cards', async ({
  page,
  request,
}) => {
  await deliveredOrder(request);
  await adminSignIn(page);
  await openSection(page, 'Finances');
  await expect(page.getByRole('heading', { name: 'Rapport Financier' })).toBeVisible();
  await expect(card(page, 'Revenu Total')).toBeVisible();

  // From the first of last month to today, picked in the calendar (two months, in French).
  const today = new Date();
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const month = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(first);
  await page.getByTestId('date-range-button').click();
  const picker = page.getByRole('dialog');
  await expect(picker.getByRole('grid')).toHaveCount(2);
  await expect(picker.getByRole('grid').first()).toHaveAccessibleName(
    new RegExp(`${month} ${first.getUTCFullYear()}`, 'i'),
  );
  await picker.getByRole('button', { name: new RegExp(` 1 ${month} ${first.getUTCFullYear()}$`) }).click();
  await picker.getByRole('button', { name: /^Aujourd'hui, / }).click();
  await picker.getByRole('button', { name: 'Appliquer' }).click();
  await expect(picker).toHaveCount(0);

  const from = day(first);
  const to = day(today);
  const report = await ok<Finances>(
    request.get(`/api/admin/commandes/finances?startDate=${from}&endDate=${to}`, { headers: admin.headers }),
  );
  expect(report.nombreCommandes).toBeGreaterThan(0);
  await expect(card(page, 'Revenu Total')).toHaveText(fcfa(report.totalRevenu));
  await expect(page.getByRole('region', { name: 'Revenu Total' })).toContainText(
    `${report.nombreCommandes} commandes sur la période`,
  );
  await expect(card(page, 'Notre Part (Frais)')).toHaveText(fcfa(report.notrePart));
  await expect(card(page, 'Part des Entreprises')).toHaveText(fcfa(report.partEntreprises));
  await expect(page.getByTestId('finance-row').first()).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`rapport-financier_${from}_au_${to}.csv`);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(text);
  expect(header?.[0]).toBe('Commande');
  const sum = (column: number) => rows.reduce((n, row) => n + Number(row[column]), 0);
  expect(rows).toHaveLength(report.nombreCommandes);
  expect(sum(4)).toBe(report.totalRevenu);
  expect(sum(5)).toBe(report.notrePart);
  expect(sum(6)).toBe(report.partEntreprises);
});

test('a city is added with a photo, then deleted; a city in use cannot be', async ({ page, request }) => {
  const nom = `Ville E2E ${suffix()}`;
  await adminSignIn(page);
  await openSection(page, 'Gestion Villes');
  await expect(page.getByTestId('ville').first()).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter une ville' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Nom').fill(nom);
  await form.getByLabel('Frais de livraison de base (FCFA)').fill('750');
  await form.getByLabel('Photo').setInputFiles({ name: 'ville.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Aperçu de la nouvelle photo' })).toBeVisible();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toHaveCount(0);

  const tile = page.getByTestId('ville').filter({ hasText: nom });
  await expect(tile).toContainText('Frais de base : 750 FCFA');
  await expect(tile.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  const villes = await ok<{ nom: string; photoUrl: string | null }[]>(request.get('/api/villes'));
  expect(villes.find((v) => v.nom === nom)?.photoUrl).toMatch(/^\/uploads\//);

  // Bassam holds businesses and accounts: the server says how many, and the dialog shows it.
  await page.getByRole('button', { name: 'Supprimer Bassam' }).click();
  const refusal = page.getByRole('alertdialog');
  await expect(refusal).toContainText('Êtes-vous sûr ?');
  await expect(refusal).toContainText('Cette action est irréversible.');
  await refusal.getByRole('button', { name: 'Supprimer' }).click();
  await expect(refusal.getByRole('alert')).toContainText('Impossible de supprimer cette ville');
  await refusal.getByRole('button', { name: 'Annuler' }).click();

  await page.getByRole('button', { name: `Supprimer ${nom}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(tile).toHaveCount(0);
  const after = await ok<{ nom: string }[]>(request.get('/api/villes'));
  expect(after.some((v) => v.nom === nom)).toBe(false);
});

test('an admin is created, edited, then deleted; one cannot delete oneself', async ({ page, request }) => {
  const telephone = freshPhone();
  const nom = `Traoré${telephone.slice(-4)}`;
  await adminSignIn(page);
  await openSection(page, 'Gestion Admins');
  const mine = page.getByTestId('admin-row').filter({ hasText: 'Vous' });
  await expect(mine.getByRole('button', { name: /^Supprimer/ })).toBeDisabled();

  await page.getByRole('button', { name: 'Nouvel administrateur' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Prénom').fill('Mariam');
  await form.getByLabel('Nom', { exact: true }).fill(nom);
  await form.getByLabel('E-mail').fill(`mariam${telephone.slice(-5)}@comoe.ci`);
  await form.getByLabel('Téléphone').fill(telephone);
  await form.getByLabel('Mot de passe', { exact: true }).fill('Gestion@2026');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toHaveCount(0);
  const row = page.getByTestId('admin-row').filter({ hasText: `Mariam ${nom}` });
  await expect(row).toBeVisible();
  const created = await request.post('/api/auth/login', { data: { telephone, motDePasse: 'Gestion@2026' } });
  expect(((await created.json()) as { role: string }).role).toBe('ROLE_ADMIN');

  await page.getByRole('searchbox', { name: 'Rechercher un administrateur' }).fill(nom);
  await expect(page.getByTestId('admin-row')).toHaveCount(1);
  await row.getByRole('button', { name: `Modifier Mariam ${nom}` }).click();
  await form.getByLabel('Prénom').fill('Mariama');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toHaveCount(0);
  const edited = page.getByTestId('admin-row').filter({ hasText: `Mariama ${nom}` });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: `Supprimer Mariama ${nom}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByTestId('admin-row')).toHaveCount(0);
  await expect(page.getByText('Aucun administrateur ne correspond.')).toBeVisible();
});

test("a business is deactivated (its owner's next call is a 401) and reactivated", async ({
  page,
  request,
}) => {
  const demo = await apiSignIn(request, DEMO.business);
  const { villeId } = await ok<{ villeId: number }>(
    request.get('/api/entreprises/me', { headers: demo.headers }),
  );
  const owner = await registerBusiness(request, villeId);
  await adminSignIn(page);
  await openSection(page, 'Entreprises');
  await page.getByRole('searchbox', { name: 'Rechercher une entreprise' }).fill(owner.nom);
  const row = page.getByTestId('entreprise-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('account-statut')).toHaveText('Actif');

  await row.getByRole('button', { name: `Désactiver ${owner.nom}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('sessions se ferment immédiatement');
  await confirm.getByRole('button', { name: 'Désactiver' }).click();
  await expect(row.getByTestId('account-statut')).toHaveText('Inactif');
  expect((await request.get('/api/entreprises/me', { headers: owner.auth.headers })).status()).toBe(401);
  expect((await request.post('/api/auth/login', { data: owner.account })).status()).toBe(403);

  await row.getByRole('button', { name: `Réactiver ${owner.nom}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Réactiver' }).click();
  await expect(row.getByTestId('account-statut')).toHaveText('Actif');
  expect((await request.post('/api/auth/login', { data: owner.account })).status()).toBe(200);
});

test('a courier is verified', async ({ page, request }) => {
  const demo = await apiSignIn(request, DEMO.business);
  const { villeId } = await ok<{ villeId: number }>(
    request.get('/api/entreprises/me', { headers: demo.headers }),
  );
  const courier = await registerCourier(request, villeId);
  await adminSignIn(page);
  await openSection(page, 'Livreurs');
  await page.getByRole('searchbox', { name: 'Rechercher un livreur' }).fill(courier.telephone);
  const row = page.getByTestId('livreur-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('livreur-verifie')).toHaveText('Non');
  await row.getByRole('button', { name: `Vérifier ${courier.prenom} ${courier.nom}` }).click();
  await expect(row.getByTestId('livreur-verifie')).toHaveText('Oui');
  const listed = await ok<{ content: { isVerified: boolean }[] }>(
    request.get(`/api/admin/livreurs?q=${courier.telephone}`, { headers: admin.headers }),
  );
  expect(listed.content[0]?.isVerified).toBe(true);
});

test('an order is marked paid with a reference, and its business sees it PAYE', async ({ page, request }) => {
  const { order, business, entreprise } = await deliveredOrder(request);
  const reference = `OM-E2E-${suffix()}`;
  await adminSignIn(page);
  await openSection(page, 'Paiements');
  await expect(page.getByRole('tab', { name: 'À verser' })).toHaveAttribute('aria-selected', 'true');
  const group = page.getByTestId('payout-group').filter({ hasText: entreprise.nom });
  await expect(group.getByTestId('payout-number')).toBeVisible();
  await group.getByRole('button', { name: 'Voir les commandes' }).click();
  const line = group.getByTestId('payout-order').filter({ hasText: `#${short(order.id)}` });
  await line.getByRole('button', { name: 'Marquer comme payé' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(entreprise.nom);
  await dialog.getByLabel('Référence de la transaction (facultatif)').fill(reference);
  await dialog.getByRole('button', { name: 'Marquer comme payé' }).click();
  await expect(page.getByText('Virement marqué comme payé.').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const paiements = await ok<{ content: { commandeId: string; statut: string; reference: string | null }[] }>(
    request.get(`/api/entreprises/${entreprise.id}/paiements?size=100`, { headers: business.headers }),
  );
  expect(paiements.content.find((p) => p.commandeId === order.id)).toMatchObject({
    statut: 'PAYE',
    reference,
  });

  await waitForToasts(page);
  await page.getByRole('tab', { name: 'Versés' }).click();
  const paid = page.getByTestId('payout-group').filter({ hasText: entreprise.nom });
  await paid.getByRole('button', { name: 'Voir les commandes' }).click();
  await expect(paid.getByTestId('payout-order').filter({ hasText: `#${short(order.id)}` })).toContainText(
    reference,
  );
});
