// `npm run bench:api`: requests per second of API routes against a bare route on the same
// server and in the same run, so that the ratio does not depend on the machine; then the
// checkout under load, and what it left in the database.
import {
  bearer,
  checkOrders,
  checkoutLoad,
  checkoutOnce,
  CheckoutLedger,
  demoCart,
  waitForQuiet,
} from './lib/checkout.ts';
import { loadOptionsFromEnv, measure, type LoadFigures, type LoadRequest } from './lib/load.ts';
import { fmt, median, verdict, writeResults } from './lib/report.ts';
import { startServer } from './lib/server.ts';

interface RouteBench {
  name: string;
  path: string;
  /** Sent with every request (e.g. a bearer token). */
  headers?: Record<string, string>;
  /** The route must reach at least this share of the bare route's requests per second. */
  budgetRatio: number;
}

/** The ceiling: the app's global hooks (helmet, rate limit…) and a constant reply, nothing else. */
const BARE = { name: 'bare', path: '/bench/bare' } as const;

/** Orders are placed by fewer phones at once than lists are read. */
const CHECKOUT_CONNECTIONS = 20;
const CHECKOUT_PATH = '/api/commandes';
const BUDGET_ORDERS_PER_SEC = 500;
const BUDGET_CHECKOUT_P99_MS = 50;

function faults(f: LoadFigures): number {
  return f.non2xx + f.errors + f.timeouts;
}

const options = loadOptionsFromEnv();
const server = await startServer({
  // Bench-only route: it never exists in the product.
  beforeListen: (app) => {
    app.get(BARE.path, () => ({ ok: true }));
  },
});
const ledger = new CheckoutLedger();

try {
  const cart = await demoCart(server.baseUrl, server.database.db);
  const ROUTES: RouteBench[] = [
    { name: 'villes', path: '/api/villes', budgetRatio: 0.6 },
    {
      name: 'menu',
      path: `/api/produits/entreprise_prod_cate/${cart.entrepriseId}`,
      headers: bearer(cart.clientToken),
      budgetRatio: 0.4,
    },
  ];
  const TARGETS: Array<{ name: string; path: string; headers?: Record<string, string> }> = [BARE, ...ROUTES];
  const pathWidth = Math.max(CHECKOUT_PATH.length, ...TARGETS.map((t) => t.path.length));
  const line = (name: string, path: string, f: Pick<LoadFigures, 'reqPerSec' | 'p99Ms'>, failed: number) => {
    const note = failed ? `  (${failed} requêtes en échec)` : '';
    return `${name.padEnd(8)} ${path.padEnd(pathWidth)} ${fmt(f.reqPerSec, 0).padStart(8)} req/s   p99 ${fmt(f.p99Ms, 0).padStart(4)} ms${note}`;
  };

  for (const { path, headers } of TARGETS) {
    const res = await fetch(server.baseUrl + path, { headers: headers ?? {} });
    if (!res.ok) throw new Error(`${path} répond ${res.status} avant la charge.`);
  }
  await checkoutOnce(server.baseUrl, cart, ledger);
  console.log(
    `${options.connections} connexions (commande : ${CHECKOUT_CONNECTIONS}), ${options.durationSec} s par route ` +
      `après ${options.warmupSec} s d'échauffement, ${options.rounds} tour(s)\n`,
  );

  // Rounds alternate the routes, so that a busy machine weighs on all of them alike.
  const runs = new Map<string, LoadFigures[]>(TARGETS.map(({ name }) => [name, []]));
  const checkoutRuns: LoadFigures[] = [];
  const checkoutOptions = { ...options, connections: CHECKOUT_CONNECTIONS };
  const checkoutRequest: LoadRequest = checkoutLoad(cart);
  for (let round = 1; round <= options.rounds; round++) {
    if (options.rounds > 1) console.log(`tour ${round}`);
    for (const { name, path, headers } of TARGETS) {
      const f = await measure(server.baseUrl + path, options, headers ? { headers } : {});
      runs.get(name)!.push(f);
      console.log(line(name, path, f, faults(f)));
    }
    const f = await measure(server.baseUrl + CHECKOUT_PATH, checkoutOptions, checkoutRequest);
    checkoutRuns.push(f);
    console.log(`${line('checkout', CHECKOUT_PATH, f, faults(f))}   ${fmt(f.okPerSec, 0)} commandes/s`);
  }

  const summary = TARGETS.map(({ name, path }) => {
    const list = runs.get(name)!;
    const figures = {
      reqPerSec: median(list.map((f) => f.reqPerSec)),
      p99Ms: median(list.map((f) => f.p99Ms)),
      failed: list.reduce((n, f) => n + faults(f), 0),
    };
    return { name, path, ...figures, runs: list };
  });
  const bare = runs.get(BARE.name)!;
  const budgets = ROUTES.map((route) => {
    const list = runs.get(route.name)!;
    const ratio = median(list.map((f, i) => f.reqPerSec / (bare[i]?.reqPerSec ?? Number.NaN)));
    // Failed requests are cheap: a route that errors does not earn its throughput.
    const clean = [...list, ...bare].every((f) => faults(f) === 0);
    return {
      name: route.name,
      budgetRatio: route.budgetRatio,
      ratio,
      clean,
      pass: clean && ratio >= route.budgetRatio,
    };
  });

  await waitForQuiet(server.database.db);
  const integrity = await checkOrders(server.database.db, ledger, cart);
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

  if (options.rounds > 1) {
    console.log('\nmédianes');
    for (const s of summary) console.log(line(s.name, s.path, s, s.failed));
    console.log(`checkout ${fmt(checkout.ordersPerSec, 0)} commandes/s   p99 ${fmt(checkout.p99Ms, 0)} ms`);
  }
  console.log('');
  for (const b of budgets) {
    console.log(`${b.name}/${BARE.name} req/s: ${fmt(b.ratio * 100)} %`);
    const why = b.clean ? '' : ' (des requêtes ont échoué)';
    console.log(
      `budget: ${b.name} ≥ ${fmt(b.budgetRatio * 100, 0)} % of ${BARE.name} → ${verdict(b.pass)}${why}`,
    );
  }
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
    routes: summary,
    budgets,
    checkout: { ...checkout, budgets: checkoutBudgets },
  });
  console.log(`\nRésultats : ${file}`);
} finally {
  ledger.close();
  await server.close();
}
