import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, ok, type Auth } from './api';
import { DEMO, freshPhone, type DemoAccount } from './demo';
import { OrderDrivers } from './drive-order';
import { placeOrderAsClient, registerClient } from './place-order';

/** Amounts as the product writes them: `1 500 FCFA`, with an ordinary space. */
export function fcfa(amount: number): string {
  return `${new Intl.NumberFormat('fr-FR').format(amount).replace(/\s/g, ' ')} FCFA`;
}

/** Signs the demo admin in through /admin/login, as a person would. */
export async function adminSignIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await fillAdminLogin(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

export async function fillAdminLogin(page: Page, account: DemoAccount): Promise<void> {
  await page.getByLabel('Numéro de téléphone').fill(account.telephone);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.motDePasse);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Opens a screen from the sidebar, or from the menu sheet below laptop width. */
export async function openSection(page: Page, label: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  if (width < 1024) {
    // A toast shown late (sonner loads on first use) can land on the button between the wait
    // and the tap, and the resting pointer then keeps it: wait again and tap again.
    await expect(async () => {
      await waitForToasts(page);
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click({ timeout: 2_000 });
    }).toPass({ timeout: 40_000 });
  }
  await page
    .getByRole('navigation', { name: 'Espace administrateur' })
    .getByRole('link', { name: new RegExp(`^${label}`) })
    .click();
}

/** Toasts cover the top of a phone's screen until they go: wait for them to leave. */
export async function waitForToasts(page: Page): Promise<void> {
  // A pointer resting on a toast keeps it: park it at the bottom of the screen, away from them.
  const { width, height } = page.viewportSize() ?? { width: 360, height: 740 };
  await page.mouse.move(width / 2, height - 10);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

/** A business account made for this run, with its owner signed in through the API. */
export async function registerBusiness(
  request: APIRequestContext,
  cityId: number,
): Promise<{ account: DemoAccount; nom: string; auth: Auth }> {
  const account = { telephone: freshPhone(), motDePasse: 'Entreprise@2026' };
  const nom = `Maquis E2E ${account.telephone.slice(-5)}`;
  await ok(
    request.post('/api/auth/register', {
      data: {
        ...account,
        prenom: 'Brou',
        nom: 'Kouamé',
        role: 'ENTREPRISE',
        cityId,
        nomEntreprise: nom,
        typeEntreprise: 'RESTAURANT',
      },
    }),
  );
  const res = await request.post('/api/auth/login', { data: account });
  expect(res.status()).toBe(200);
  const { id, token } = (await res.json()) as { id: number; token: string };
  return { account, nom, auth: { id, token, headers: { Authorization: `Bearer ${token}` } } };
}

/** A courier account made for this run, not verified yet. */
export async function registerCourier(
  request: APIRequestContext,
  cityId: number,
): Promise<{ telephone: string; prenom: string; nom: string; account: DemoAccount }> {
  const telephone = freshPhone();
  const nom = `Livreur${telephone.slice(-4)}`;
  await ok(
    request.post('/api/auth/register', {
      data: {
        telephone,
        motDePasse: 'Livreur@2026',
        prenom: 'Ibrahim',
        nom,
        role: 'LIVREUR',
        cityId,
        genre: 'HOMME',
        dateDeNaissance: '1994-02-03',
        typeTransport: 'MOTO',
      },
    }),
  );
  return { telephone, prenom: 'Ibrahim', nom, account: { telephone, motDePasse: 'Livreur@2026' } };
}

/** A `;`-separated CSV with its UTF-8 BOM, quoted fields included, as rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** The demo business, a client of its town new to this run, and an order of theirs delivered. */
export async function deliveredOrder(request: APIRequestContext) {
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
