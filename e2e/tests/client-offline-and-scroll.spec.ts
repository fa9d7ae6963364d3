import { expect, test, type Page } from '@playwright/test';
import { appTookOver } from '../support/app-page';
import { DEMO } from '../support/demo';
import { signIn } from '../support/sign-in';

const SHOTS = '../test-results/e2e/screens';
const OFFLINE_TEXT = 'Hors connexion — les informations affichées peuvent dater.';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const businessCards = (page: Page) => page.getByRole('region', { name: 'Entreprises' }).getByRole('link');

async function openCity(page: Page) {
  await page.goto('/city/Bassam');
  await expect(page.getByRole('heading', { level: 1, name: 'Bassam' })).toBeVisible();
  await expect(businessCards(page).first()).toBeVisible();
  await appTookOver(page);
}

test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a page opens at the top, and back returns to where the list was left', async ({ page }) => {
    await signIn(page, DEMO.client);
    await openCity(page);

    const last = businessCards(page).last();
    await last.scrollIntoViewIfNeeded();
    const listPosition = await scrollY(page);
    expect(listPosition).toBeGreaterThan(300);

    await last.click();
    await expect(page).toHaveURL(/\/business\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    await page.screenshot({ path: `${SHOTS}/scroll-business-top.png` });

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Bassam' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(listPosition - 5);
    expect(await scrollY(page)).toBeLessThan(listPosition + 5);
  });

  test("a page whose code cannot be downloaded says so in French and offers 'Réessayer'", async ({
    page,
  }) => {
    // As after a new deployment, or a connection lost between two pages: the menu's code is gone.
    await page.route(/\/assets\/business-page-route-[^/]+\.js$/, (route) => route.abort('failed'));
    await signIn(page, DEMO.client);
    await openCity(page);

    await businessCards(page).filter({ hasText: 'Chez Tantie Awa' }).click();
    await expect(page.getByRole('heading', { name: "Oups ! Impossible d'afficher la page" })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/chunk-failure.png` });

    await page.unroute(/\/assets\/business-page-route-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chez Tantie Awa' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Oups ! Impossible d'afficher la page" })).toHaveCount(0);
  });
});

test('pages already visited stay readable offline, under a banner saying they may be dated', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.client);
  await openCity(page);
  // The worker installs after the first load and takes the code this page already loaded.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const cache = await caches.open('comoe-chunks');
      if ((await cache.keys()).some((request) => request.url.includes('city-route'))) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('Le code de la page de ville n’a pas été mis en cache.');
  });
  await businessCards(page).filter({ hasText: 'Chez Tantie Awa' }).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const firstDish = await page.getByRole('heading', { level: 3 }).first().textContent();
  await page.goBack();
  await expect(businessCards(page).first()).toBeVisible();
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);

  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();

  // Reopened offline: the worker serves the app, the stored answers fill the list and the menu.
  await page.reload();
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Bassam' })).toBeVisible();
  await expect(businessCards(page).filter({ hasText: 'Chez Tantie Awa' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-city.png` });

  await businessCards(page).filter({ hasText: 'Chez Tantie Awa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chez Tantie Awa' })).toBeVisible();
  if (firstDish) await expect(page.getByRole('heading', { level: 3, name: firstDish })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-menu.png` });

  // A menu never opened on this phone: it says why, instead of a placeholder forever.
  await page.goBack();
  await businessCards(page).filter({ hasNotText: 'Chez Tantie Awa' }).last().click();
  await expect(page.getByRole('heading', { name: 'Menu indisponible hors connexion' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-menu-unknown.png` });

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});
