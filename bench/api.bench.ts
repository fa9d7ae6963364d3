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
import { fmt, median, verdict, writeResults } from './lib/report.ts';

interface RouteBench {
  name: string;
  baseUrl: string;
  path: string;
  headers?: Record<string, string>;
  /** The route must reach at least this share of the bare process's requests per second. */
  budgetRatio: number;
}

/** Each read's p99 stays within this many times the bare process's p99 of the same round. */
const BUDGET_P99_FACTOR = 3;
const BUDGET_IDLE_RSS_MB = 100;
const BUDGET_LOAD_RSS_MB = 150;
const IDLE_SETTLE_MS = 2_000;

/** Orders are placed by fewer phones at once than lists are read. */
const CHECKOUT_CONNECTIONS = 20;
const CHECKOUT_PATH = '/api/commandes';
const BUDGET_ORDERS_PER_SEC = 500;
const BUDGET_CHECKOUT_P99_MS = 50;

function faults(f: LoadFigures): number {
  return f.non2xx + f.errors + f.timeouts;
}

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
  // As a phone's browser asks: every one of them accepts compressed answers.
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const catalog = (prefix: string, app: AppProcess, t: CatalogTargets): RouteBench[] => [
    {
      name: `${prefix}villes`,
      baseUrl: app.baseUrl,
      path: '/api/villes',
      headers: browser,
      budgetRatio: 0.6,
    },
    {
      name: `${prefix}entreprises`,
      baseUrl: app.baseUrl,
      path: `/api/entreprises/ville/${encodeURIComponent(t.ville)}`,
      headers: { ...browser, ...t.headers },
      budgetRatio: 0.5,
    },
    {
      name: `${prefix}menu`,
      baseUrl: app.baseUrl,
      path: `/api/produits/entreprise_prod_cate/${t.menuId}`,
      headers: { ...browser, ...t.headers },
      budgetRatio: 0.4,
    },
  ];
  const ROUTES = [
    ...catalog('', demo, demoTargets),
    ...(large && largeTargets ? catalog('gros ', large, largeTargets) : []),
  ];

  const cart = await demoCart(demo.baseUrl, demoDb.db);
  for (const r of ROUTES) {
    const res = await fetch(r.baseUrl + r.path, { headers: r.headers ?? {} });
    if (!res.ok) throw new Error(`${r.path} répond ${res.status} avant la charge.`);
  }
  await checkoutOnce(demo.baseUrl, cart, ledger);

  const describe = (t: CatalogTargets) =>
    `ville « ${t.ville} » : ${t.entreprises} entreprises ; menu ${t.menuId} : ${t.produits} produits`;
  console.log(`Démo : ${describe(demoTargets)}`);
  if (largeTargets) console.log(`Gros jeu : ${describe(largeTargets)}`);
  console.log(
    `${options.connections} connexions (commande : ${CHECKOUT_CONNECTIONS}), ${options.durationSec} s par route ` +
      `après ${options.warmupSec} s d'échauffement, ${options.rounds} tour(s)`,
  );
  console.log(
    pinned
      ? `Serveurs (plafond compris) sur le dernier cœur, charge sur les autres (taskset)\n`
      : `Serveurs et charge sur les mêmes cœurs (taskset indisponible ou un seul cœur)\n`,
  );

  const pathWidth = Math.max(CHECKOUT_PATH.length, ...ROUTES.map((r) => r.path.length));
  const nameWidth = Math.max(8, ...ROUTES.map((r) => r.name.length));
  const line = (name: string, path: string, f: Pick<LoadFigures, 'reqPerSec' | 'p99Ms'>, failed: number) => {
    const note = failed ? `  (${failed} requêtes en échec)` : '';
    return `${name.padEnd(nameWidth)} ${path.padEnd(pathWidth)} ${fmt(f.reqPerSec, 0).padStart(8)} req/s   p99 ${fmt(f.p99Ms, 0).padStart(4)} ms${note}`;
  };

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

  const budgets = ROUTES.map((route) => {
    const list = runs.get(route.name)!;
    const paired = pairedBare.get(route.name)!;
    const ratio = median(list.map((f, i) => f.reqPerSec / (paired[i]?.reqPerSec ?? Number.NaN)));
    const p99Factor = median(list.map((f, i) => f.p99Ms / Math.max(1, paired[i]?.p99Ms ?? Number.NaN)));
    // Failed requests are cheap: a route that errors does not earn its throughput.
    const clean = [...list, ...paired].every((f) => faults(f) === 0);
    return {
      name: route.name,
      path: route.path,
      reqPerSec: median(list.map((f) => f.reqPerSec)),
      p99Ms: median(list.map((f) => f.p99Ms)),
      budgetRatio: route.budgetRatio,
      ratio,
      p99Factor,
      clean,
      pass: clean && ratio >= route.budgetRatio && p99Factor <= BUDGET_P99_FACTOR,
      runs: list,
    };
  });
  const bareSummary = {
    reqPerSec: median(bareRuns.map((f) => f.reqPerSec)),
    p99Ms: median(bareRuns.map((f) => f.p99Ms)),
    runs: bareRuns,
  };

  await waitForQuiet(demoDb.db);
  const integrity = await checkOrders(demoDb.db, ledger, cart);
  const checkoutClean = checkoutRuns.every((f) => faults(f) === 0);
  const checkout = {
    path: CHECKOUT_PATH,
    connections: CHECKOUT_CONNECTIONS,
    body: cart.body,
    ordersPerSec: median(checkoutRuns.map((f) => f.okPerSec)),
    p99Ms: median(checkoutRuns.map((f) => f.p99Ms)),
    clean: checkoutClean,
    runs: checkoutRuns,
    integrity,
  };
  const checkoutBudgets = {
    ordersPerSec: {
      budget: BUDGET_ORDERS_PER_SEC,
      pass: checkoutClean && checkout.ordersPerSec >= BUDGET_ORDERS_PER_SEC,
    },
    p99Ms: {
      budget: BUDGET_CHECKOUT_P99_MS,
      pass: checkoutClean && checkout.p99Ms <= BUDGET_CHECKOUT_P99_MS,
    },
  };
  const memory = {
    idleRss,
    loadRss,
    idlePass: Object.values(idleRss).every((mb) => mb <= BUDGET_IDLE_RSS_MB),
    loadPass: Object.values(loadRss).every((mb) => mb <= BUDGET_LOAD_RSS_MB),
  };

  if (options.rounds > 1) {
    console.log('\nmédianes');
    console.log(line('bare', '(Fastify seul, autre processus)', bareSummary, 0));
    for (const s of budgets) console.log(line(s.name, s.path, s, s.clean ? 0 : 1));
    console.log(`checkout ${fmt(checkout.ordersPerSec, 0)} commandes/s   p99 ${fmt(checkout.p99Ms, 0)} ms`);
  }
  console.log('');
  for (const b of budgets) {
    const why = b.clean ? '' : ' (des requêtes ont échoué)';
    console.log(
      `budget: ${b.name} ${fmt(b.ratio * 100)} % of bare req/s ≥ ${fmt(b.budgetRatio * 100, 0)} %, ` +
        `p99 ${fmt(b.p99Factor)} × bare ≤ ${BUDGET_P99_FACTOR} × → ${verdict(b.pass)}${why}`,
    );
  }
  const mb = (o: Record<string, number>) =>
    Object.entries(o)
      .map(([k, v]) => `${k === 'demo' ? 'démo' : 'gros jeu'} ${fmt(v, 0)} MB`)
      .join(', ');
  console.log(`budget: RSS idle ${mb(idleRss)} ≤ ${BUDGET_IDLE_RSS_MB} MB → ${verdict(memory.idlePass)}`);
  console.log(
    `budget: RSS under load (peak) ${mb(loadRss)} ≤ ${BUDGET_LOAD_RSS_MB} MB → ${verdict(memory.loadPass)}`,
  );
  const why = checkoutClean ? '' : ' (des requêtes ont échoué)';
  console.log(
    `budget: checkout ${fmt(checkout.ordersPerSec, 0)} commandes/s ≥ ${BUDGET_ORDERS_PER_SEC} → ${verdict(checkoutBudgets.ordersPerSec.pass)}${why}`,
  );
  console.log(
    `budget: checkout p99 ${fmt(checkout.p99Ms, 0)} ms ≤ ${BUDGET_CHECKOUT_P99_MS} ms → ${verdict(checkoutBudgets.p99Ms.pass)}${why}`,
  );
  const i = integrity;
  console.log(
    `zero lost or duplicated orders → ${verdict(i.pass)} : ${fmt(i.orders, 0)} commandes en base ; ` +
      `${fmt(i.requestsSent, 0)} requêtes pour ${fmt(i.keysSent, 0)} clés distinctes (${fmt(i.retriesSent, 0)} renvois d'une clé, ` +
      `${fmt(i.replayedAnswers, 0)} réponses rejouées) ; ${fmt(i.answeredOk, 0)} clés répondues 2xx, ` +
      `${fmt(i.answeredErrorOnly, 0)} en erreur seulement, ${fmt(i.unanswered, 0)} coupées sans réponse à l'arrêt ` +
      `(${fmt(i.unansweredWithOrder, 0)} commandes passées quand même) ; une clé par commande, lignes et sous-totaux vérifiés`,
  );
  for (const p of i.problems) console.log(`  - ${p}`);

  const file = writeResults('api', {
    ...options,
    pinned,
    startMs: { demo: demo.startMs, ...(large ? { large: large.startMs } : {}) },
    // Without the bearer tokens.
    targets: Object.fromEntries(
      Object.entries({ demo: demoTargets, large: largeTargets }).map(([k, t]) => [
        k,
        t && { ville: t.ville, entreprises: t.entreprises, menuId: t.menuId, produits: t.produits },
      ]),
    ),
    bare: bareSummary,
    routes: budgets,
    memory,
    checkout: { ...checkout, budgets: checkoutBudgets },
  });
  console.log(`\nRésultats : ${file}`);
} finally {
  ledger.close();
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  await demoDb.close();
  rmSync(demoDir, { recursive: true, force: true });
}
