import { expect, type Page } from '@playwright/test';

/** The app's code; the small scripts that draw a page before it (prepaint-*.js) are not held. */
const APP_CODE = /\/assets\/(?!prepaint-)[^/]+\.js$/;

/** Holds the app's code back, as a 3G link does for seconds, until the returned call releases it. */
export async function holdCode(page: Page): Promise<() => Promise<void>> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_CODE, async (route) => {
    await released;
    // A request of a page left meanwhile is already over.
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await page.unroute(APP_CODE);
  };
}

/**
 * A client's home and city list, and an owner's orders, are drawn from their data before the
 * app's code arrives (apps/web/src/lib/prepaint, features/entreprises/prepaint): what the app itself does (live events, toasts, filters) starts once
 * it has taken the page over, which it marks on <html>.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('html[data-prepaint-done]')).toHaveCount(1);
  await expect(page.locator('#prepaint')).toHaveCount(0);
}
