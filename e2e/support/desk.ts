import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';

export const deskRef = (id: string) => `#${id.slice(0, 6).toUpperCase()}`;

/** Opens an order of the desk: its row's reference on a laptop, its card on a phone. */
export async function openDeskOrder(page: Page, id: string): Promise<void> {
  const ref = deskRef(id);
  const wide = (page.viewportSize()?.width ?? 1280) >= 1024;
  const target = wide
    ? page.getByTestId('desk-row').getByRole('button', { name: ref })
    : page.getByTestId('desk-card').filter({ hasText: ref });
  await expect(target).toBeVisible();
  await target.click();
  await expect(page.getByTestId('desk-order')).toContainText(`Commande ${ref}`);
}

/** A second person's browser, the size of this project's screen. */
export async function otherPerson(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId });
  return context.newPage();
}

/** An admin's laptop beside the phones of a journey, whatever this project's screen (issue 34). */
export async function laptopPerson(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale,
    timezoneId,
  });
  return context.newPage();
}
