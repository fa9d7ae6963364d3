import type { BrowserContext, Page } from '@playwright/test';

// A slow phone as `npm run bench:3g` emulates it, through Chrome's DevTools protocol, and the
// moments it measures on each page: usable (painted, with its styles), taken over by the app.

/** Chrome's own "slow 3G" is 400 kbps both ways with 400 ms of latency; the figures use it. */
export const NETWORK = {
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};
export const CPU_SLOWDOWN = 4;

/** Bytes on the wire (headers and compressed bodies) counted by Chrome itself, per page. */
export async function throttled(
  context: BrowserContext,
): Promise<{ page: Page; take: () => { bytes: number; requests: number } }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  return {
    page,
    take: () => {
      const taken = { bytes, requests };
      bytes = 0;
      requests = 0;
      return taken;
    },
  };
}

/** Milliseconds from the page's time origin (the navigation's start) until `selector` is on screen. */
export async function readyAt(page: Page, selector: string): Promise<number> {
  // This package is typed for Node, without the DOM: the page's document is described here.
  type Doc = {
    querySelector: (s: string) => { getBoundingClientRect: () => { height: number } } | null;
    querySelectorAll: (s: string) => ArrayLike<{ sheet: unknown }>;
  };
  // On screen means painted: the browser paints nothing before the style sheets have arrived.
  const handle = await page.waitForFunction(
    (sel: string) => {
      const doc = (globalThis as unknown as { document: Doc }).document;
      const styled = Array.from(doc.querySelectorAll('link[rel="stylesheet"]')).every(
        (l) => l.sheet !== null,
      );
      const el = doc.querySelector(sel);
      return styled && el && el.getBoundingClientRect().height > 0 ? performance.now() : null;
    },
    selector,
    { polling: 20, timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** A client reads a page before leaving it: its pictures finish instead of slowing the next one. */
export async function readPage(page: Page): Promise<void> {
  if (page.url() === 'about:blank') return;
  await page.waitForLoadState('load');
  await page.waitForTimeout(2000);
}

/** `reset` drops the bytes counted so far: each step counts its own page only. */
export async function visit(page: Page, url: string, selector: string, reset: () => void): Promise<number> {
  await readPage(page);
  reset();
  await page.goto(url, { waitUntil: 'commit' });
  return readyAt(page, selector);
}

/** A page drawn before the app: when the app took it over, its buttons live (informative). */
export async function appAt(page: Page): Promise<number> {
  type Doc = {
    documentElement: { hasAttribute: (a: string) => boolean };
    getElementById: (id: string) => unknown;
  };
  const handle = await page.waitForFunction(
    () => {
      const doc = (globalThis as unknown as { document: Doc }).document;
      return doc.documentElement.hasAttribute('data-prepaint-done') && !doc.getElementById('prepaint')
        ? performance.now()
        : null;
    },
    undefined,
    { polling: 20, timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}
