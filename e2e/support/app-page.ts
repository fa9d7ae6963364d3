import { expect, type Page } from '@playwright/test';

/**
 * A client's home and city list are drawn from their data before the app's code arrives
 * (apps/web/src/lib/prepaint): what the app itself does (live events, toasts, filters) starts once
 * it has taken the page over, which it marks on <html>.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('html[data-prepaint-done]')).toHaveCount(1);
  await expect(page.locator('#prepaint')).toHaveCount(0);
}
