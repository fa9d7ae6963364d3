import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/demo';
import { signIn } from '../support/sign-in';

/** The serious and critical problems axe finds on the page as it stands, in a readable form. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the landing page has no serious accessibility problem', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a client's pages have no serious accessibility problem", async ({ page }) => {
  await signIn(page, DEMO.client);
  await expect(page).toHaveURL(/\/client-dashboard$/);

  await page.goto('/city/bassam');
  await expect(page.getByRole('link', { name: /Chez Tantie Awa/ })).toBeVisible();
  expect(await seriousViolations(page), 'city').toEqual([]);

  await page.getByRole('link', { name: /Chez Tantie Awa/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chez Tantie Awa' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await seriousViolations(page), 'business').toEqual([]);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page), 'cart').toEqual([]);

  await page.goto('/orders_client');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page), 'orders').toEqual([]);

  await page.goto('/profile_client');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('Prénom')).toBeVisible();
  expect(await seriousViolations(page), 'profile').toEqual([]);
});

test('on a laptop too, the landing, city and business pages have no serious accessibility problem', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page), 'landing').toEqual([]);

  await signIn(page, DEMO.client);
  await page.goto('/city/bassam');
  await expect(page.getByRole('link', { name: /Chez Tantie Awa/ })).toBeVisible();
  expect(await seriousViolations(page), 'city').toEqual([]);
  await page.getByRole('link', { name: /Chez Tantie Awa/ }).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await seriousViolations(page), 'business').toEqual([]);
});
