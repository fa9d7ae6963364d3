// `npm run bench:3g`: what a client on a slow 3G phone waits for: time to usable and bytes for the
// landing page, the client home, a city's business list and a business menu opened from that list,
// cold (empty cache) then warm (the same browser coming back), on the real server and build; beside
// them, a restaurant owner's phone opening its dashboard's orders cold (issue 21), and a courier's
// opening the missions waiting in his city (issue 22).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { fmt, median, table, verdict, writeResults } from './lib/report.ts';
import { startServer } from './lib/server.ts';
import { DEMO_BUSINESS, demoSession, sessionScript } from './lib/demo-session.ts';
import { BASSAM, offerMissions, placeOrders } from './lib/dashboard-orders.ts';
import { CPU_SLOWDOWN, NETWORK, appAt, readPage, readyAt, throttled, visit } from './lib/slow-phone.ts';

/** A shared machine's load shows through the 4× slowdown: each figure is the median of the rounds. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CITY = 'Bassam';
const BUSINESS = 'Chez Tantie Awa';

const BUDGET = {
  landingMs: 2500,
  clientHomeMs: 4000,
  cityMs: 4000,
  cityBytes: 200_000,
  menuFromCityMs: 1500,
  warmMs: 1500,
  businessOrdersMs: 4000,
  courierMissionsMs: 4000,
};

/** What a user can act on: the first thing of each page worth tapping. */
const READY = {
  landing: '#contenu a[href="/login"]',
  clientHome: 'section[aria-label="Villes desservies"] li a',
  city: 'section[aria-label="Entreprises"] li a',
  menu: '#contenu section[aria-labelledby] li',
  businessOrders: '[data-testid="order-row"]',
  courierMissions: '[data-testid="mission-card"]',
};

/** `appMs`: where the page is drawn before the app (lib/prepaint), when the app took it over. */
type Step = { name: string; ms: number; bytes: number; requests: number; appMs?: number };

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_DIST = join(ROOT, 'apps/web/dist');
const webDist = resolve(process.env.WEB_DIST ?? DEFAULT_DIST);
if (!existsSync(join(webDist, 'index.html'))) {
  if (webDist !== DEFAULT_DIST) throw new Error(`Aucun index.html dans ${webDist}.`);
  console.log("Construction de l'application web…");
  execSync('npm run build -w @comoe/web', { cwd: ROOT, stdio: 'inherit' });
}

/** From a tap on the business's card to its menu on screen, in the same page. */
async function menuFromCity(page: Page, reset: () => void): Promise<number> {
  await readPage(page);
  reset();
  const card = page.locator(READY.city).filter({ hasText: BUSINESS }).first();
  await card.scrollIntoViewIfNeeded();
  const start = await page.evaluate(() => performance.now());
  await card.click();
  return (await readyAt(page, READY.menu)) - start;
}

type Fresh = () => Promise<BrowserContext>;

/** Cold: every page in a browser that never saw the site. Warm: the same browser, each page again. */
async function measure(fresh: Fresh, baseUrl: string): Promise<{ cold: Step[]; warm: Step[] }> {
  const cold: Step[] = [];
  const run = async (context: BrowserContext, steps: Step[], label: string) => {
    const { page, take } = await throttled(context);
    // Bytes up to "usable"; for a page drawn before the app, its take-over time is added after.
    const step = (name: string, ms: number): Step => {
      const counted: Step = { name: `${name} (${label})`, ms, ...take() };
      steps.push(counted);
      return counted;
    };
    return { page, step, reset: () => void take() };
  };

  const anonymous = await fresh();
  {
    const { page, step, reset } = await run(anonymous, cold, 'froid');
    step('accueil /', await visit(page, `${baseUrl}/`, READY.landing, reset));
  }
  await anonymous.close();

  const home = await fresh();
  await home.addInitScript({ content: SESSION });
  {
    const { page, step, reset } = await run(home, cold, 'froid');
    const drawn = step(
      'accueil client',
      await visit(page, `${baseUrl}/client-dashboard`, READY.clientHome, reset),
    );
    drawn.appMs = await appAt(page);
  }
  await home.close();

  const client = await fresh();
  await client.addInitScript({ content: SESSION });
  {
    const { page, step, reset } = await run(client, cold, 'froid');
    step(`liste de ${CITY}`, await visit(page, `${baseUrl}/city/${CITY}`, READY.city, reset));
    step('menu depuis la ville', await menuFromCity(page, reset));
    await page.close();
  }
  // The same browser comes back: HTTP cache warm, a new page each time as after closing the tab.
  const warm: Step[] = [];
  {
    const { page, step, reset } = await run(client, warm, 'chaud');
    step('accueil /', await visit(page, `${baseUrl}/`, READY.landing, reset));
    step('accueil client', await visit(page, `${baseUrl}/client-dashboard`, READY.clientHome, reset));
    step(`liste de ${CITY}`, await visit(page, `${baseUrl}/city/${CITY}`, READY.city, reset));
    step('menu depuis la ville', await menuFromCity(page, reset));
  }
  await client.close();

  const business = await fresh();
  await business.addInitScript({ content: BUSINESS_SESSION });
  {
    const { page, step, reset } = await run(business, cold, 'froid');
    const url = `${baseUrl}/business-dashboard?tab=orders`;
    const drawn = step('commandes de l’entreprise', await visit(page, url, READY.businessOrders, reset));
    drawn.appMs = await appAt(page);
  }
  await business.close();

  const courier = await fresh();
  await courier.addInitScript({ content: COURIER_SESSION });
  await courier.grantPermissions(['geolocation']);
  await courier.setGeolocation(BASSAM);
  {
    const { page, step, reset } = await run(courier, cold, 'froid');
    const drawn = step(
      'missions du livreur',
      await visit(page, `${baseUrl}/delivery-dashboard`, READY.courierMissions, reset),
    );
    drawn.appMs = await appAt(page);
  }
  await courier.close();
  return { cold, warm };
}

let SESSION = '';
let BUSINESS_SESSION = '';
let COURIER_SESSION = '';

const server = await startServer({ webDist });
try {
  COURIER_SESSION = await offerMissions(server.baseUrl, await placeOrders(server));
  SESSION = sessionScript(await demoSession(server.baseUrl));
  BUSINESS_SESSION = sessionScript(await demoSession(server.baseUrl, DEMO_BUSINESS));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let cold: Step[];
  let warm: Step[];
  try {
    const fresh: Fresh = () =>
      browser.newContext({
        // The HTTP cache alone: what the worker adds offline is the E2E tests' business.
        serviceWorkers: 'block',
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        locale: 'fr-FR',
      });
    const rounds: Array<{ cold: Step[]; warm: Step[] }> = [];
    for (let i = 1; i <= ROUNDS; i++) {
      rounds.push(await measure(fresh, server.baseUrl));
      console.log(`tour ${i}/${ROUNDS} fait`);
    }
    const middle = (pick: (r: { cold: Step[]; warm: Step[] }) => Step[]) =>
      pick(rounds[0]!).map((first, i) => ({
        name: first.name,
        ms: median(rounds.map((r) => pick(r)[i]!.ms)),
        bytes: median(rounds.map((r) => pick(r)[i]!.bytes)),
        requests: median(rounds.map((r) => pick(r)[i]!.requests)),
        ...(first.appMs === undefined ? {} : { appMs: median(rounds.map((r) => pick(r)[i]!.appMs ?? 0)) }),
      }));
    cold = middle((r) => r.cold);
    warm = middle((r) => r.warm);
  } finally {
    await browser.close();
  }

  const budgets: Array<{ label: string; value: number; max: number; unit: 'ms' | 'KB' }> = [
    { label: 'accueil / froid', value: cold[0]!.ms, max: BUDGET.landingMs, unit: 'ms' },
    { label: 'accueil client froid', value: cold[1]!.ms, max: BUDGET.clientHomeMs, unit: 'ms' },
    { label: `liste de ${CITY} froid`, value: cold[2]!.ms, max: BUDGET.cityMs, unit: 'ms' },
    {
      label: `octets pour voir la liste de ${CITY} (froid)`,
      value: cold[2]!.bytes / 1000,
      max: BUDGET.cityBytes / 1000,
      unit: 'KB',
    },
    { label: 'menu depuis la ville froid', value: cold[3]!.ms, max: BUDGET.menuFromCityMs, unit: 'ms' },
    {
      label: 'commandes de l’entreprise froid',
      value: cold[4]!.ms,
      max: BUDGET.businessOrdersMs,
      unit: 'ms',
    },
    { label: 'missions du livreur froid', value: cold[5]!.ms, max: BUDGET.courierMissionsMs, unit: 'ms' },
    ...warm.map((s) => ({ label: s.name, value: s.ms, max: BUDGET.warmMs, unit: 'ms' as const })),
  ];

  console.log(
    `Réseau ${NETWORK.latency} ms, ${(NETWORK.downloadThroughput * 8) / 1000} kbps ; processeur ralenti ${CPU_SLOWDOWN}× ; médiane de ${ROUNDS} tours\n`,
  );
  console.log(
    table([
      ['étape', 'utilisable ms', 'application ms', 'KB', 'requêtes'],
      ...[...cold, ...warm].map((s) => [
        s.name,
        fmt(s.ms, 0),
        s.appMs === undefined ? '' : fmt(s.appMs, 0),
        fmt(s.bytes / 1000),
        String(s.requests),
      ]),
    ]),
  );
  console.log('');
  for (const b of budgets) {
    const digits = b.unit === 'ms' ? 0 : 1;
    console.log(
      `budget: ${b.label} ${fmt(b.value, digits)} ${b.unit} ≤ ${fmt(b.max, digits)} ${b.unit} → ${verdict(b.value <= b.max)}`,
    );
  }
  const file = writeResults('3g', {
    network: NETWORK,
    cpuSlowdown: CPU_SLOWDOWN,
    cold,
    warm,
    budgets: budgets.map((b) => ({ ...b, pass: b.value <= b.max })),
  });
  console.log(`\nRésultats : ${file}`);
} finally {
  await server.close();
}
