import { constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export interface ScriptFile {
  url: string;
  rawBytes: number;
  /** Gzipped here at level 9, so the figure does not depend on the server's compression. */
  gzipBytes: number;
}

/**
 * Every JavaScript file a first visit to `url` downloads before the network goes idle: entry,
 * modulepreloads and lazy chunks alike, in the order they arrived. A phone-sized viewport, as
 * the landing page is mostly seen on phones; service workers blocked, since their precache
 * is not code the page runs.
 */
export async function landingScripts(url: string): Promise<ScriptFile[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      const isScript = res.request().resourceType() === 'script' || type.includes('javascript');
      if (isScript && res.ok() && !bodies.has(res.url())) bodies.set(res.url(), res.body());
    });
    const res = await page.goto(url, { waitUntil: 'networkidle' });
    if (!res?.ok()) throw new Error(`${url} répond ${res?.status() ?? 'rien'}.`);

    const files: ScriptFile[] = [];
    for (const [scriptUrl, body] of bodies) {
      const bytes = await body;
      const gzipBytes = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
      files.push({ url: scriptUrl, rawBytes: bytes.length, gzipBytes });
    }
    return files;
  } finally {
    await browser.close();
  }
}
