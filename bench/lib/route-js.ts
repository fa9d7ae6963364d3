import { constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import type { ScriptFile } from './landing-js.ts';

type Account = { telephone: string; motDePasse: string };

/**
 * Every JavaScript file a signed-in user's first visit to `path` downloads until `ready` shows
 * and 3 s more pass (a page with a live stream never lets the network go idle). The session is
 * put in storage as the login page would; service workers are blocked, as in landing-js.ts.
 */
export async function signedInRouteScripts(
  baseUrl: string,
  path: string,
  account: Account,
  ready: string,
): Promise<ScriptFile[]> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`Connexion de ${account.telephone} refusée : ${res.status}.`);
  const login = (await res.json()) as { id: number; telephone: string; role: string; token: string };
  const user = {
    id: login.id,
    telephone: login.telephone,
    role: login.role.replace(/^ROLE_/, ''),
    token: login.token,
  };

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    // As a string: this package is typed for Node, without the DOM.
    const session = JSON.stringify(user);
    await context.addInitScript({
      content: `localStorage.setItem('user', ${JSON.stringify(session)}); localStorage.setItem('token', ${JSON.stringify(user.token)});`,
    });
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (r) => {
      const type = r.headers()['content-type'] ?? '';
      const isScript = r.request().resourceType() === 'script' || type.includes('javascript');
      if (isScript && r.ok() && !bodies.has(r.url())) bodies.set(r.url(), r.body());
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await page.waitForSelector(ready, { timeout: 30_000 });
    await page.waitForTimeout(3_000);

    const files: ScriptFile[] = [];
    for (const [url, body] of bodies) {
      const bytes = await body;
      files.push({
        url,
        rawBytes: bytes.length,
        gzipBytes: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length,
      });
    }
    return files;
  } finally {
    await browser.close();
  }
}
