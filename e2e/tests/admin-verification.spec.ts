import { expect, test, type Page } from '@playwright/test';
import { adminSignIn, openSection, waitForToasts } from '../support/admin';
import { CNI_PHOTO, LICENCE_PHOTO } from '../support/courier-documents';
import { freshPhone } from '../support/demo';
import { otherPerson } from '../support/desk';
import { signIn } from '../support/sign-in';

// Issue 20 §2: a courier rides only once an admin has seen his papers. He signs up with his ID
// card and licence, reads where his verification stands, answers a refusal with a new photo; the
// admin works the queue with the documents side by side. On a 360×740 phone and a 1280×800 laptop.
const SHOTS = '../test-results/e2e/screens';
const PASSWORD = 'Livreur@2026';

async function signUpCourier(page: Page, telephone: string, nom: string) {
  await page.goto('/register?type=delivery');
  await page.getByLabel('Prénom').fill('Awa');
  await page.getByLabel('Nom', { exact: true }).fill(nom);
  await page.getByLabel('Numéro de téléphone').fill(telephone);
  await page.getByLabel('Genre').selectOption({ index: 2 });
  await page.getByLabel('Date de naissance').fill('1996-08-21');
  await page.getByLabel('Moyen de transport').selectOption({ index: 1 });
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await page.getByLabel('Ville').selectOption({ label: 'Bassam' });
  // Both papers are required: the form says so before anything is sent.
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(
    page.getByText('Ajoutez la photo de votre CNI (recto) : un administrateur la vérifiera.'),
  ).toBeVisible();
  await page.getByLabel('Photo de la CNI (recto)').setInputFiles({
    name: 'cni.png',
    mimeType: 'image/png',
    buffer: CNI_PHOTO,
  });
  await page.getByLabel('Photo du permis de conduire').setInputFiles({
    name: 'permis.png',
    mimeType: 'image/png',
    buffer: LICENCE_PHOTO,
  });
  await expect(page.getByRole('img', { name: 'Aperçu : Photo du permis de conduire' })).toBeVisible();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
}

test('a courier signs up with his papers; the admin refuses, he answers, the admin verifies; he rides @laptop', async ({
  page,
  browser,
}, testInfo) => {
  const telephone = freshPhone();
  const nom = `Papiers${telephone.slice(-4)}`;
  const name = `Awa ${nom}`;

  const courier = await otherPerson(browser, testInfo);
  await signUpCourier(courier, telephone, nom);
  await signIn(courier, { telephone, motDePasse: PASSWORD });
  await courier.goto('/delivery-dashboard');
  const status = courier.getByTestId('verification-pending');
  await expect(status).toContainText('Votre compte livreur est en cours de vérification.');
  await expect(courier.getByTestId('verification-state')).toHaveText('En attente de vérification');
  await expect(courier.getByRole('switch', { name: 'Disponible pour des missions' })).toHaveCount(0);
  await courier.screenshot({ path: `${SHOTS}/verification-pending-${testInfo.project.name}.png` });

  // The admin's queue: the papers side by side, full size on a click.
  await adminSignIn(page);
  await openSection(page, 'Vérifications');
  await expect(page).toHaveURL(/\/admin\/livreurs\/verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vérification des livreurs' })).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card.getByRole('img', { name: `CNI de ${name}` })).toBeVisible();
  await expect(card.getByRole('img', { name: `Permis de ${name}` })).toBeVisible();
  await expect(card.getByText('Non envoyé')).toBeVisible(); // no profile photo
  await page.screenshot({ path: `${SHOTS}/verification-queue-${testInfo.project.name}.png`, fullPage: true });
  await card.getByRole('button', { name: `Agrandir : CNI de ${name}` }).click();
  const big = page.getByRole('dialog', { name: `CNI de ${name}` });
  await expect(big.getByRole('img', { name: `CNI de ${name}` })).toBeVisible();
  await big.getByRole('button', { name: 'Fermer' }).click();
  await expect(big).toHaveCount(0);

  // Refused, with the reason he reads.
  await card.getByRole('button', { name: 'Refuser' }).click();
  const refusal = page.getByRole('dialog', { name: `Refuser les documents de ${name}` });
  await refusal.getByRole('textbox').fill('La photo de la CNI est floue : reprenez-la en pleine lumière.');
  await refusal.getByRole('button', { name: 'Refuser' }).click();
  await expect(refusal).toHaveCount(0);
  await expect(card).toHaveCount(0);
  await waitForToasts(page);

  await courier.reload();
  await expect(courier.getByTestId('verification-state')).toHaveText('Documents refusés');
  await expect(courier.getByTestId('verification-motif')).toHaveText(
    'Motif : La photo de la CNI est floue : reprenez-la en pleine lumière.',
  );
  await courier.screenshot({
    path: `${SHOTS}/verification-refused-${testInfo.project.name}.png`,
    fullPage: true,
  });
  // He answers with a new photo of his ID card.
  await courier.getByLabel('Importer une image').first().setInputFiles({
    name: 'cni-nette.png',
    mimeType: 'image/png',
    buffer: CNI_PHOTO,
  });
  const send = courier.getByRole('button', { name: 'Envoyer la CNI' });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(courier.getByTestId('verification-state')).toHaveText('En attente de vérification');
  await expect(courier.getByTestId('verification-motif')).toHaveCount(0);

  // Back in the admin's queue without a reload (his upload is announced live), then verified
  // after a confirmation.
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Vérifier' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Vérifier ${name} ?` });
  await confirm.getByRole('button', { name: 'Vérifier' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card).toHaveCount(0);

  await courier.reload();
  const availability = courier.getByRole('switch', { name: 'Disponible pour des missions' });
  await expect(availability).toBeVisible();
  await expect(courier.getByTestId('verification-pending')).toHaveCount(0);
  await availability.click();
  await expect(availability).toHaveAttribute('aria-checked', 'true');
  await courier.context().close();
});
