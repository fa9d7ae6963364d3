import { expect, test } from '@playwright/test';

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/nulle-part');
  await expect(page.getByRole('heading', { name: 'Oups ! Page introuvable' })).toBeVisible();
});

test('a visitor sends a message through the contact form', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Nom').fill('Koffi Yao');
  await page.getByLabel('Email').fill('koffi@example.ci');
  await page.getByLabel('Sujet').fill('Livraison à Assinie');
  await page.getByLabel('Message').fill('Livrez-vous le dimanche à Assinie-Mafia ?');
  await page.getByRole('button', { name: /Envoyer/ }).click();
  await expect(page.getByText('Message envoyé')).toBeVisible();
});

test('the contact form refuses an invalid email without sending', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Nom').fill('Koffi Yao');
  await page.getByLabel('Email').fill('pas-un-email');
  await page.getByLabel('Sujet').fill('Question');
  await page.getByLabel('Message').fill('Bonjour, une question sur les frais.');
  await page.getByRole('button', { name: /Envoyer/ }).click();
  await expect(page.getByText('Message envoyé')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('the landing page leads a visitor to sign up as a client', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: '../test-results/e2e/landing-360.png', fullPage: false });
});
