import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSignIn, openSection } from '../support/admin';
import { apiSignIn, ok, type Auth } from '../support/api';
import { card, PROOF, SHOTS, tab } from '../support/courier';
import { verifiedCourier } from '../support/courier-documents';
import { DEMO, type DemoAccount } from '../support/demo';
import { laptopPerson, otherPerson } from '../support/desk';
import { OrderDrivers } from '../support/drive-order';
import { freshBassamClient } from '../support/fresh-client';
import { placeOrderAsClient } from '../support/place-order';
import { signIn } from '../support/sign-in';

// Issue 34 "Done when": every order has a way out. Couriers, clients and owners on their phones
// (this project's 360×740), the admin on a laptop beside them: a courier, a client and a business
// deactivated with orders under way, and a problem reported then the order brought back.
const WHERE = { latitude: 5.2, longitude: -3.74 };
test.use({ geolocation: WHERE, permissions: ['geolocation'] });

let admin: Auth;
let entreprise: { id: number; nom: string; villeId: number };
test.beforeEach(async ({ request }) => {
  admin = await apiSignIn(request, DEMO.admin);
  const owner = await apiSignIn(request, DEMO.business);
  entreprise = await ok(request.get('/api/entreprises/me', { headers: owner.headers }));
});

/** An order of a new client taken by `rider` and picked up: on its way (EN_LIVRAISON). */
async function onItsWay(request: APIRequestContext, rider: DemoAccount, client?: Auth) {
  const drivers = await OrderDrivers.signIn(request, rider);
  const buyer = client ?? (await freshBassamClient(request)).auth;
  const order = await placeOrderAsClient(request, buyer, entreprise.id);
  await drivers.accept(order.id);
  await drivers.takeMission(order.id);
  await drivers.ready(order.id);
  await drivers.pickUp(order.id, await drivers.businessCode(order.id));
  return order;
}

const DIRECTORIES = {
  Livreurs: { search: 'Rechercher un livreur', row: 'livreur-row' },
  Clients: { search: 'Rechercher un client', row: 'client-row' },
  Entreprises: { search: 'Rechercher une entreprise', row: 'entreprise-row' },
} as const;
const MOTIF = 'Motif (lu par la personne concernée)';

/**
 * The admin opens an account's deactivation from its directory row (found by `query`) and reads
 * the preview of its orders; it asks a reason before it goes.
 */
async function askDeactivation(
  desk: Page,
  where: { section: keyof typeof DIRECTORIES; query: string; name: string; preview: string[] },
) {
  const directory = DIRECTORIES[where.section];
  await openSection(desk, where.section);
  await desk.getByRole('searchbox', { name: directory.search }).fill(where.query);
  const row = desk.getByTestId(directory.row);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Désactiver ${where.name}` }).click();
  const dialog = desk.getByRole('alertdialog', { name: `Désactiver ${where.name} ?` });
  for (const line of where.preview) await expect(dialog).toContainText(line);
  await dialog.getByRole('button', { name: 'Désactiver' }).click();
  await expect(dialog.getByLabel(MOTIF)).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel(MOTIF).fill('Comportement signalé par plusieurs clients');
  return { dialog, row };
}

const deskOrder = async (desk: Page, id: string) => {
  await desk.goto(`/admin/commandes?commande=${id}`);
  const sheet = desk.getByTestId('desk-order');
  await expect(sheet).toBeVisible();
  return sheet;
};

const orderOf = (request: APIRequestContext, id: string) =>
  ok<{ statut: string; livreur: { id: number } | null }>(
    request.get(`/api/admin/commandes/${id}`, { headers: admin.headers }),
  );

test('a courier deactivated mid-delivery: the admin hands the order to another courier, who sees it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const first = await verifiedCourier(request, entreprise.villeId, 'Moussa', 'Traoré');
  const second = await verifiedCourier(request, entreprise.villeId, 'Koffi', 'Adjé');
  const order = await onItsWay(request, first);
  await ok(
    request.put('/api/livreurs/disponibilite', {
      headers: second.headers,
      data: { disponible: true, ...WHERE },
    }),
  );
  await signIn(page, second);
  await page.goto('/delivery-dashboard?tab=en-cours');
  await expect(tab(page, 'Missions en cours')).toHaveAttribute('aria-selected', 'true');

  const desk = await laptopPerson(browser, testInfo);
  await adminSignIn(desk);
  const { dialog, row } = await askDeactivation(desk, {
    section: 'Livreurs',
    query: first.telephone,
    name: 'Moussa Traoré',
    preview: [
      '1 déjà récupérée sera à confier à un autre livreur ou à clôturer',
      "l'administrateur peut la confier à un autre livreur",
    ],
  });
  await desk.screenshot({ path: `${SHOTS}/way-out-deactivate-courier-laptop.png` });
  await dialog.getByRole('button', { name: 'Désactiver' }).click();
  await expect(row.getByTestId('account-statut')).toHaveText('Inactif');
  expect((await request.post('/api/auth/login', { data: first })).status()).toBe(403);

  const sheet = await deskOrder(desk, order.id);
  await sheet.getByRole('button', { name: 'Confier à un autre livreur' }).click();
  const transfer = desk.getByRole('dialog', { name: 'Confier à un autre livreur ?' });
  await transfer.getByRole('button', { name: /Koffi Adjé/ }).click();
  await transfer.getByLabel('Motif (lu par les personnes concernées)').fill('Livreur désactivé en route');
  await desk.screenshot({ path: `${SHOTS}/way-out-transfer-laptop.png` });
  await transfer.getByRole('button', { name: 'Confier à un autre livreur' }).click();
  await expect(transfer).toHaveCount(0);
  await expect(sheet).toContainText('Livreur : Koffi Adjé');
  expect(await orderOf(request, order.id)).toMatchObject({
    statut: 'EN_LIVRAISON',
    livreur: { id: second.id },
  });

  const mission = card(page, order.id);
  await expect(mission).toBeVisible();
  await expect(mission.getByTestId('mission-status')).toHaveText('Récupérée');
  // Told live, with the reason he finds it there.
  await expect(page.getByText('Comoé Express vous a confié cette mission')).toBeVisible();
  await mission.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/way-out-transferred-courier-360.png` });
  await desk.context().close();
});

test('a client deactivated before pickup: the preview says her order is cancelled, and it is', async ({
  request,
  browser,
}, testInfo) => {
  const drivers = await OrderDrivers.signIn(request);
  const { account, auth } = await freshBassamClient(request);
  const order = await placeOrderAsClient(request, auth, entreprise.id);
  await drivers.accept(order.id);

  const desk = await laptopPerson(browser, testInfo);
  await adminSignIn(desk);
  const { dialog, row } = await askDeactivation(desk, {
    section: 'Clients',
    query: account.telephone,
    name: 'Adjoua Yao',
    preview: ['1 sera annulée', 'pas encore récupérée : sera annulée'],
  });
  await desk.screenshot({ path: `${SHOTS}/way-out-deactivate-client-laptop.png` });
  await dialog.getByRole('button', { name: 'Désactiver' }).click();
  await expect(row.getByTestId('account-statut')).toHaveText('Inactif');

  const sheet = await deskOrder(desk, order.id);
  await expect(sheet.getByTestId('business-status')).toHaveText('Annulée');
  // The order's reason is the account's end; the admin's words about the person stay hers.
  await expect(sheet.getByTestId('order-history')).toContainText('Motif : Compte client désactivé');
  expect((await orderOf(request, order.id)).statut).toBe('ANNULEE');
  await desk.context().close();
});

test('a business deactivated: its waiting order is cancelled, the one picked up is still delivered', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const owner = await apiSignIn(request, DEMO.business);
  const rider = await verifiedCourier(request, entreprise.villeId, 'Seydou', 'Bamba');
  const { auth: client } = await freshBassamClient(request);
  const waiting = await placeOrderAsClient(request, client, entreprise.id);
  const picked = await onItsWay(request, rider, client);
  try {
    await signIn(page, rider);
    await page.goto('/delivery-dashboard?tab=en-cours');
    const mission = card(page, picked.id);
    await expect(mission.getByTestId('mission-status')).toHaveText('Récupérée');

    const desk = await laptopPerson(browser, testInfo);
    await adminSignIn(desk);
    const { dialog, row } = await askDeactivation(desk, {
      section: 'Entreprises',
      query: entreprise.nom,
      name: entreprise.nom,
      preview: ['pas encore récupérée : sera annulée', 'déjà en route : suit son cours jusqu’à la livraison'],
    });
    await desk.screenshot({ path: `${SHOTS}/way-out-deactivate-business-laptop.png` });
    await dialog.getByRole('button', { name: 'Désactiver' }).click();
    await expect(row.getByTestId('account-statut')).toHaveText('Inactif');
    expect((await orderOf(request, waiting.id)).statut).toBe('ANNULEE');
    expect((await orderOf(request, picked.id)).statut).toBe('EN_LIVRAISON');
    await desk.context().close();

    // The courier's mission is still there; he delivers it with the client's code and a photo.
    await page.reload();
    await expect(mission.getByTestId('mission-status')).toHaveText('Récupérée');
    await mission.getByRole('button', { name: 'Marquer comme livré' }).click();
    const handover = page.getByRole('dialog', { name: 'Code de vérification' });
    await handover.getByRole('textbox', { name: 'Code de vérification' }).fill(picked.codeClient);
    await handover.getByLabel('Prendre une photo').setInputFiles({
      name: 'preuve.png',
      mimeType: 'image/png',
      buffer: PROOF,
    });
    await handover.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByText('Commande livrée', { exact: true })).toBeVisible();
    await expect(mission).toHaveCount(0);
    expect((await orderOf(request, picked.id)).statut).toBe('LIVREE');
  } finally {
    // The demo business serves the other journeys of this run.
    await ok(
      request.put(`/api/admin/utilisateurs/${owner.id}/statut`, {
        headers: admin.headers,
        data: { statut: 'ACTIF' },
      }),
    );
  }
});

test('a client absent: the courier waits, the admin closes the order as brought back, the client reads why', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const rider = await verifiedCourier(request, entreprise.villeId, 'Awa', 'Diallo');
  const { account, auth } = await freshBassamClient(request);
  const order = await onItsWay(request, rider, auth);

  await signIn(page, rider);
  await page.goto('/delivery-dashboard?tab=en-cours');
  const mission = card(page, order.id);
  await mission.getByRole('button', { name: 'Signaler un problème' }).click();
  const report = page.getByRole('dialog', { name: 'Signaler un problème' });
  await report.getByText('Client absent').click();
  await report.getByRole('button', { name: 'Signaler' }).click();
  await expect(report).toBeHidden();
  const steps = mission.getByTestId('return-steps');
  await expect(steps).toContainText('Attendez et appelez le client');
  await expect(steps).toContainText('Dans 10 minutes, vous pourrez rapporter la commande à l’entreprise.');
  await expect(steps.getByRole('button', { name: 'Rapporter à l’entreprise' })).toBeDisabled();
  await expect(steps.getByRole('link', { name: /^Appeler Adjoua Yao/ })).toHaveAttribute('href', /^tel:07/);
  // The steps stay inside the card's padding on a 360 px phone, like its other buttons.
  const [cardBox, stepsBox] = await Promise.all([mission.boundingBox(), steps.boundingBox()]);
  expect(stepsBox!.x + stepsBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width - 15);
  // Its last button clear of the bottom tabs, for the screenshot.
  await steps.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SHOTS}/way-out-wait-courier-360.png` });

  const desk = await laptopPerson(browser, testInfo);
  await adminSignIn(desk);
  const sheet = await deskOrder(desk, order.id);
  await expect(sheet).toContainText('Client absent');
  await sheet.getByRole('button', { name: 'Clôturer' }).click();
  const close = desk.getByRole('dialog', { name: 'Clôturer la commande ?' });
  await close.getByLabel('Rapportée à l’entreprise').check();
  await close
    .getByLabel('Motif (lu par les personnes concernées)')
    .fill('Client injoignable après 10 minutes');
  await desk.screenshot({ path: `${SHOTS}/way-out-close-laptop.png` });
  await close.getByRole('button', { name: 'Clôturer' }).click();
  await expect(close).toHaveCount(0);
  await expect(sheet.getByTestId('business-status')).toHaveText('Annulée');
  await desk.context().close();
  await expect(mission).toHaveCount(0);

  const client = await otherPerson(browser, testInfo);
  await signIn(client, account);
  await client.goto('/orders_client');
  await client.getByRole('tab', { name: /Terminées/ }).click();
  const ended = client.locator(`[data-order-id="${order.id}"]`);
  await expect(ended.getByTestId('order-end-reason')).toHaveText('Rapportée à l’entreprise');
  await ended.getByRole('button').first().click();
  await expect(ended.getByTestId('order-end-motif')).toHaveText(
    'Motif : Client injoignable après 10 minutes',
  );
  await client.screenshot({ path: `${SHOTS}/way-out-returned-client-360.png` });
  await client.context().close();
});
