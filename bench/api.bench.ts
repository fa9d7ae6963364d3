// `npm run bench:api`: requests per second of the catalog reads against bare Fastify in a process
// of its own, measured in the same rounds so that the ratio does not depend on the machine; the
// server as `npm start` runs it (built, its own process), on the demo data and on the large data
// set; its memory idle and under load; then the checkout under load, and what it left in the
// database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDatabase } from '../apps/api/src/db/database.ts';
import { LARGE_DEFAULT } from '../apps/api/src/db/seed/large.ts';
import {
  bareSummary,
  CHECKOUT_CONNECTIONS,
  CHECKOUT_PATH,
  checkoutSummary,
  faults,
  lineFormatter,
  memoryBudgets,
  printBudgets,
  routeBudgets,
} from './lib/api-budgets.ts';
import { browser, catalogRoutes, describeTargets, targetsWithoutTokens } from './lib/api-routes.ts';
import { rssMb, rssSampler, startApp, startBare, type AppProcess } from './lib/app-process.ts';
import { catalogTargets, type CatalogTargets } from './lib/catalog-targets.ts';
import { pinApart } from './lib/cpu-pinning.ts';
import {
  checkOrders,
  checkoutLoad,
  checkoutOnce,
  CheckoutLedger,
  demoCart,
  waitForQuiet,
} from './lib/checkout.ts';
import { ensureLargeDataset } from './lib/large-data.ts';
import { loadOptionsFromEnv, measure, type LoadFigures, type LoadRequest } from './lib/load.ts';
import { fmt, writeResults } from './lib/report.ts';

const IDLE_SETTLE_MS = 2_000;

const options = loadOptionsFromEnv();
const withLarge = process.env.BENCH_LARGE !== '0';
const largeDir = resolve(process.env.BENCH_LARGE_DIR || '/tmp/comoe-bench-large');
const jwtSecret = randomBytes(32).toString('hex');
const serverEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  JWT_SECRET: jwtSecret,
  // The load generator would otherwise measure 429 answers.
  RATE_LIMIT_PER_MINUTE: '1000000000',
};

if (withLarge) {
  const started = performance.now();
  const data = await ensureLargeDataset(largeDir, LARGE_DEFAULT, (msg) =>
    console.log(`  ${fmt((performance.now() - started) / 1000, 0).padStart(4)} s  ${msg}`),
  );
  console.log(
    `Gros jeu de données : ${largeDir} (${data.reused ? 'repris' : `construit en ${data.buildSeconds} s`})`,
  );
}

const demoDir = mkdtempSync(join(tmpdir(), 'comoe-bench-'));
const stops: Array<() => Promise<void>> = [];
const ledger = new CheckoutLedger();
const demoDb = createDatabase({ dataDir: demoDir });

try {
  const bare = await startBare();
  stops.push(bare.stop);
  // The first start builds what is missing (web, API), as `npm start` does, and seeds the demo
  // data; the server measured is the one started again on its data, as it runs day to day.
  const first = await startApp({ env: { ...serverEnv, DATA_DIR: demoDir }, timeoutMs: 600_000 });
  await first.stop();
  const demo = await startApp({ env: { ...serverEnv, DATA_DIR: demoDir } });
  stops.push(demo.stop);
  let large: AppProcess | null = null;
  if (withLarge) {
    // A kept data set must read the same on every run: no automatic cancellations.
    large = await startApp({
      env: { ...serverEnv, DATA_DIR: largeDir, SEED_DEMO: 'false', SWEEP_INTERVAL_MS: '0' },
    });
    stops.push(large.stop);
  }
  const pinned = pinApart([bare.pid, demo.pid, ...(large ? [large.pid] : [])]);
  await new Promise((r) => setTimeout(r, IDLE_SETTLE_MS));
  const idleRss = { demo: rssMb(demo.pid), ...(large ? { large: rssMb(large.pid) } : {}) };

  const demoTargets = await catalogTargets(demoDb.db, jwtSecret, { telephoneLike: '0700000001' });
  let largeTargets: CatalogTargets | null = null;
  if (large) {
    const largeDb = createDatabase({ dataDir: largeDir });
    try {
      largeTargets = await catalogTargets(largeDb.db, jwtSecret, { telephoneLike: '08%' });
    } finally {
      await largeDb.close();
    }
  }
  const ROUTES = [
    ...catalogRoutes('', demo, demoTargets),
    ...(large && largeTargets ? catalogRoutes('gros ', large, largeTargets) : []),
  ];

  const cart = await demoCart(demo.baseUrl, demoDb.db);
  for (const r of ROUTES) {
    const res = await fetch(r.baseUrl + r.path, { headers: r.headers ?? {} });
    if (!res.ok) throw new Error(`${r.path} répond ${res.status} avant la charge.`);
  }
  await checkoutOnce(demo.baseUrl, cart, ledger);

  console.log(`Démo : ${describeTargets(demoTargets)}`);
  if (largeTargets) console.log(`Gros jeu : ${describeTargets(largeTargets)}`);
  console.log(
    `${options.connections} connexions (commande : ${CHECKOUT_CONNECTIONS}), ${options.durationSec} s par route ` +
      `après ${options.warmupSec} s d'échauffement, ${options.rounds} tour(s)`,
  );
  console.log(
    pinned
      ? `Serveurs (plafond compris) sur le dernier cœur, charge sur les autres (taskset)\n`
      : `Serveurs et charge sur les mêmes cœurs (taskset indisponible ou un seul cœur)\n`,
  );

  const line = lineFormatter(ROUTES);

  // Each read is measured right after its own ceiling run, so that a machine whose speed drifts
  // (a shared 2-core VM's does, by a third within a minute) weighs on both sides of each ratio;
  // rounds alternate the routes. Orders come last: the demo server's sweeper then works through
  // the thousands of orders they leave unanswered, which would weigh on the reads after them.
  const bareRuns: LoadFigures[] = [];
  const pairedBare = new Map<string, LoadFigures[]>(ROUTES.map(({ name }) => [name, []]));
  const runs = new Map<string, LoadFigures[]>(ROUTES.map(({ name }) => [name, []]));
  const checkoutRuns: LoadFigures[] = [];
  const checkoutOptions = { ...options, connections: CHECKOUT_CONNECTIONS };
  const checkoutRequest: LoadRequest = checkoutLoad(cart);
  const demoMemory = rssSampler(demo.pid);
  const largeMemory = large ? rssSampler(large.pid) : null;
  for (let round = 1; round <= options.rounds; round++) {
    if (options.rounds > 1) console.log(`tour ${round}`);
    for (const r of ROUTES) {
      const b = await measure(bare.url, options, { headers: browser });
      bareRuns.push(b);
      pairedBare.get(r.name)!.push(b);
      console.log(line('bare', '(Fastify seul, autre processus)', b, faults(b)));
      const f = await measure(r.baseUrl + r.path, options, r.headers ? { headers: r.headers } : {});
      runs.get(r.name)!.push(f);
      console.log(line(r.name, r.path, f, faults(f)));
    }
  }
  for (let round = 1; round <= options.rounds; round++) {
    const f = await measure(demo.baseUrl + CHECKOUT_PATH, checkoutOptions, checkoutRequest);
    checkoutRuns.push(f);
    console.log(`${line('checkout', CHECKOUT_PATH, f, faults(f))}   ${fmt(f.okPerSec, 0)} commandes/s`);
  }
  const loadRss = { demo: demoMemory.stop(), ...(largeMemory ? { large: largeMemory.stop() } : {}) };

  const budgets = routeBudgets(ROUTES, runs, pairedBare);
  const bareMedians = bareSummary(bareRuns);

  await waitForQuiet(demoDb.db);
  const integrity = await checkOrders(demoDb.db, ledger, cart);
  const checkout = checkoutSummary(checkoutRuns, cart, integrity);
  const memory = memoryBudgets(idleRss, loadRss);
  printBudgets({ rounds: options.rounds, line, bare: bareMedians, routes: budgets, checkout, memory });

  const file = writeResults('api', {
    ...options,
    pinned,
    startMs: { demo: demo.startMs, ...(large ? { large: large.startMs } : {}) },
    // Without the bearer tokens.
    targets: targetsWithoutTokens({ demo: demoTargets, large: largeTargets }),
    bare: bareMedians,
    routes: budgets,
    memory,
    checkout: { ...checkout.checkout, budgets: checkout.budgets },
  });
  console.log(`\nRésultats : ${file}`);
} finally {
  ledger.close();
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  await demoDb.close();
  rmSync(demoDir, { recursive: true, force: true });
}
