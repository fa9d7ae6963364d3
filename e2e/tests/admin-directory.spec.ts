import { expect, test } from '@playwright/test';
import {
  adminSignIn,
  deliveredOrder,
  openSection,
  registerBusiness,
  registerCourier,
  waitForToasts,
} from '../support/admin';
import { apiSignIn, ok, type Auth } from '../support/api';
import { sendCourierDocuments } from '../support/courier-documents';
import { DEMO, freshPhone } from '../support/demo';

// The admin's directory, cities and payouts. The directory's tables are cards on a phone: the
// journeys through them (`@laptop`) run on a 360×740 phone and a 1280×800 laptop; cities and
// payouts are laid out alike at both sizes and run on the phone.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const short = (id: string) => id.slice(0, 6).toUpperCase();
const suffix = () => freshPhone().slice(-5);

let admin: Auth;
test.beforeEach(async ({ request }) => {
  admin = await apiSignIn(request, DEMO.admin);
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
  // Its position is asked: a new city is never placed at the default by an oversight.
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('Indiquez la latitude.')).toBeVisible();
  await form.getByLabel('Latitude').fill('5,1953');
  await form.getByLabel('Longitude').fill('-5.0342');
  await form.getByLabel('Photo').setInputFiles({ name: 'ville.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Aperçu de la nouvelle photo' })).toBeVisible();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toHaveCount(0);

  const tile = page.getByTestId('ville').filter({ hasText: nom });
  await expect(tile).toContainText('Frais de base : 750 FCFA');
  await expect(tile.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  // Without a business yet, it is shown to the admin only.
  await expect(tile).toContainText('Cachée aux clients : aucune entreprise ouverte');
  const villes = await ok<
    { nom: string; photoUrl: string | null; latitude: number; nombreEntreprises: number }[]
  >(request.get('/api/villes'));
  expect(villes.find((v) => v.nom === nom)).toMatchObject({
    photoUrl: expect.stringMatching(/^\/uploads\//),
    latitude: 5.1953,
    nombreEntreprises: 0,
  });

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

test('an admin is created, edited, then deleted; one cannot delete oneself @laptop', async ({
  page,
  request,
}) => {
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

test("a business is deactivated (its owner's next call is a 401) and reactivated @laptop", async ({
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
  // The confirmation lists the open orders it would settle: none for a business just opened.
  await expect(confirm).toContainText('Aucune commande en cours.');
  // Issue 34: the owner reads why; no reason, no deactivation.
  await confirm.getByLabel('Motif (lu par la personne concernée)').fill('Entreprise fermée définitivement');
  await confirm.getByRole('button', { name: 'Désactiver' }).click();
  await expect(row.getByTestId('account-statut')).toHaveText('Inactif');
  expect((await request.get('/api/entreprises/me', { headers: owner.auth.headers })).status()).toBe(401);
  expect((await request.post('/api/auth/login', { data: owner.account })).status()).toBe(403);

  await row.getByRole('button', { name: `Réactiver ${owner.nom}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Réactiver' }).click();
  await expect(row.getByTestId('account-statut')).toHaveText('Actif');
  expect((await request.post('/api/auth/login', { data: owner.account })).status()).toBe(200);
});

test('a courier is verified @laptop', async ({ page, request }) => {
  const demo = await apiSignIn(request, DEMO.business);
  const { villeId } = await ok<{ villeId: number }>(
    request.get('/api/entreprises/me', { headers: demo.headers }),
  );
  const courier = await registerCourier(request, villeId);
  // Nobody is verified without his papers (issue 20 §2).
  await sendCourierDocuments(request, await apiSignIn(request, courier.account));
  await adminSignIn(page);
  await openSection(page, 'Livreurs');
  await page.getByRole('searchbox', { name: 'Rechercher un livreur' }).fill(courier.telephone);
  const row = page.getByTestId('livreur-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('livreur-verifie')).toHaveText('Non');
  await row.getByRole('button', { name: `Vérifier ${courier.prenom} ${courier.nom}` }).click();
  // Issue 34: verifying asks first; withdrawing it asks why, and the courier reads it.
  await page
    .getByRole('alertdialog', { name: `Vérifier ${courier.prenom} ${courier.nom} ?` })
    .getByRole('button', { name: 'Vérifier' })
    .click();
  await expect(row.getByTestId('livreur-verifie')).toHaveText('Oui');
  const listed = await ok<{ content: { isVerified: boolean }[] }>(
    request.get(`/api/admin/livreurs?q=${courier.telephone}`, { headers: admin.headers }),
  );
  expect(listed.content[0]?.isVerified).toBe(true);

  await row
    .getByRole('button', { name: `Retirer la vérification de ${courier.prenom} ${courier.nom}` })
    .click();
  const withdraw = page.getByRole('alertdialog', {
    name: `Retirer la vérification de ${courier.prenom} ${courier.nom} ?`,
  });
  await withdraw.getByRole('button', { name: 'Retirer la vérification' }).click();
  await expect(withdraw.getByLabel('Motif (lu par la personne concernée)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await withdraw.getByLabel('Motif (lu par la personne concernée)').fill('Permis expiré');
  await withdraw.getByRole('button', { name: 'Retirer la vérification' }).click();
  await expect(row.getByTestId('livreur-verifie')).toHaveText('Non');
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
