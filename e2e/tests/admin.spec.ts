import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  adminSignIn,
  deliveredOrder,
  fcfa,
  fillAdminLogin,
  openSection,
  parseCsv,
  waitForToasts,
} from '../support/admin';
import { apiSignIn, ok, type Auth } from '../support/api';
import { DEMO } from '../support/demo';

// Runs in the 'phone' project (360×740) and the 'laptop' one (1280×800), whose navigation, figures
// and finances are laid out otherwise (`@laptop`): every step works on both.
const short = (id: string) => id.slice(0, 6).toUpperCase();
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

let admin: Auth;
test.beforeEach(async ({ request }) => {
  admin = await apiSignIn(request, DEMO.admin);
});

test('admin sign-in: a client is refused with the spec message, an admin reaches the dashboard @laptop', async ({
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

test('the dashboard shows the figures the API answers for the last 30 days @laptop', async ({
  page,
  request,
}) => {
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

test('finances for a range chosen in the two-month picker, and its CSV adding up to the cards @laptop', async ({
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
  await expect(card(page, 'Part des entreprises')).toHaveText(fcfa(report.partEntreprises));
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
