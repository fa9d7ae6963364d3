import { expect, test } from '@playwright/test';
import { adminSignIn, openSection } from '../support/admin';
import { apiSignIn, ok } from '../support/api';
import { DEMO, freshPhone } from '../support/demo';

// The admin's clients (issue 20 §3): found whatever the case, the accents and the spaces of a
// phone; sorted by a column (kept in the address); deactivated and reactivated after a confirmation.
test('a client is found, sorted, deactivated and reactivated @laptop', async ({
  page,
  request,
}, testInfo) => {
  const demo = await apiSignIn(request, DEMO.business);
  const { villeId } = await ok<{ villeId: number }>(
    request.get('/api/entreprises/me', { headers: demo.headers }),
  );
  const telephone = freshPhone();
  const nom = `Cliente${telephone.slice(-4)}`;
  const account = { telephone, motDePasse: 'Client@2026' };
  await ok(
    request.post('/api/auth/register', {
      data: {
        ...account,
        prenom: 'Éléonore',
        nom,
        role: 'CLIENT',
        cityId: villeId,
        genre: 'FEMME',
        dateDeNaissance: '1996-05-04',
      },
    }),
  );

  await adminSignIn(page);
  await openSection(page, 'Clients');
  const search = page.getByRole('searchbox', { name: 'Rechercher un client' });
  const row = page.getByTestId('client-row');
  await search.fill(`ELEONORE ${nom.toLowerCase()}`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Éléonore ${nom}`);
  await search.fill(telephone.replace(/(\d{2})(?=\d)/g, '$1 '));
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(nom);
  await expect(row).toContainText('Jamais');

  if (testInfo.project.name === 'laptop') {
    const spent = page.getByRole('columnheader', { name: /Dépensé/ });
    await spent.getByRole('button').click();
    await expect(spent).toHaveAttribute('aria-sort', 'descending');
  } else {
    await page.getByLabel('Trier par').selectOption('depenseTotale,desc');
  }
  await expect(page).toHaveURL(/sort=depenseTotale%2Cdesc/);
  await page.reload();
  await expect(page.getByLabel('Trier par')).toHaveValue('depenseTotale,desc');

  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(telephone);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Désactiver Éléonore ${nom}` }).click();
  // Issue 34: a deactivation says why, and the client reads it.
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Aucune commande en cours.');
  await confirm.getByRole('button', { name: 'Désactiver' }).click();
  await expect(confirm.getByLabel('Motif (lu par la personne concernée)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await confirm
    .getByLabel('Motif (lu par la personne concernée)')
    .fill('Commandes passées puis refusées à la porte');
  await confirm.getByRole('button', { name: 'Désactiver' }).click();
  await expect(row.getByTestId('account-statut')).toHaveText('Inactif');
  expect((await request.post('/api/auth/login', { data: account })).status()).toBe(403);
  await row.getByRole('button', { name: `Réactiver Éléonore ${nom}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Réactiver' }).click();
  await expect(row.getByTestId('account-statut')).toHaveText('Actif');
  expect((await request.post('/api/auth/login', { data: account })).status()).toBe(200);
});
