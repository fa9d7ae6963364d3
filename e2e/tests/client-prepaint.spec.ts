import { expect, test } from '@playwright/test';
import { appTookOver, holdCode } from '../support/app-page';
import { DEMO } from '../support/demo';
import { signIn } from '../support/sign-in';

const SHOTS = '../test-results/e2e/screens';

test.use({ serviceWorkers: 'block' });

test("a client's city list is on screen, and can be tapped, before the app's code arrives", async ({
  page,
}) => {
  await signIn(page, DEMO.client);
  const release = await holdCode(page);
  await page.goto('/city/Bassam', { waitUntil: 'commit' });

  const drawn = page.locator('#prepaint');
  const list = drawn.getByRole('region', { name: 'Entreprises' });
  await expect(drawn.getByRole('heading', { level: 1, name: 'Bassam' })).toBeVisible();
  await expect(list.getByRole('link').filter({ hasText: 'Chez Tantie Awa' })).toBeVisible();
  const count = await list.getByRole('link').count();
  // Other journeys add businesses to Bassam: the count says how many the list holds.
  await expect(drawn.getByText(`${count} entreprises`)).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/prepaint-city.png` });
  // A search typed before the app is there is not lost.
  await drawn.getByRole('searchbox').fill('tantie');

  // The app takes over with the same list, once: nothing doubled, nothing left behind.
  await release();
  await appTookOver(page);
  const search = page.getByRole('searchbox', { name: 'Rechercher une entreprise, un plat ou un produit' });
  await expect(search).toHaveValue('tantie');
  await expect(search).toBeFocused();
  await expect(page).toHaveURL(/[?&]q=tantie/);
  const cards = page.getByRole('region', { name: 'Entreprises' }).getByRole('link');
  await expect(cards).toHaveCount(1);
  await search.fill('');
  await expect(cards).toHaveCount(count);
  await expect(page.getByText('Chez Tantie Awa', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Toutes les entreprises/ })).toBeVisible();

  // A tap before the app is there is an ordinary link: it opens the menu.
  const hold = await holdCode(page);
  await page.goto('/city/Bassam', { waitUntil: 'commit' });
  await drawn.getByRole('link').filter({ hasText: 'Chez Tantie Awa' }).click();
  await hold();
  await expect(page).toHaveURL(/\/business\/\d+\?city=bassam$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chez Tantie Awa' })).toBeVisible();
});

test("a client's home greets them and lists the cities before the app's code arrives", async ({ page }) => {
  await signIn(page, DEMO.client);
  const release = await holdCode(page);
  await page.goto('/client-dashboard', { waitUntil: 'commit' });

  const drawn = page.locator('#prepaint');
  await expect(drawn.getByRole('heading', { level: 1, name: /^Bonjour, .+ !$/ })).toBeVisible();
  await expect(
    drawn.getByRole('region', { name: 'Villes desservies' }).getByRole('link').first(),
  ).toBeVisible();

  await release();
  await expect(drawn).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Villes desservies' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mon espace' })).toHaveCount(1);
});
