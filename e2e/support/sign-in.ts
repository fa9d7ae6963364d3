import { expect, type Page } from '@playwright/test';
import type { DemoAccount } from './demo';

/** Signs in through the real login screen, as a user would. */
export async function signIn(page: Page, account: DemoAccount): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, account);
}

/** Fills and sends the login form already on screen. */
export async function fillSignIn(page: Page, account: DemoAccount): Promise<void> {
  await page.getByLabel('Numéro de téléphone').fill(account.telephone);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.motDePasse);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}
