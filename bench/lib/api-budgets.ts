// What `npm run bench:api` measured, against its budgets: medians of the rounds, the verdicts,
// and the lines it prints.
import type { RouteBench } from './api-routes.ts';
import type { DemoCart, OrdersCheck } from './checkout.ts';
import type { LoadFigures } from './load.ts';
import { fmt, median, verdict } from './report.ts';

/** Each read's p99 stays within this many times the bare process's p99 of the same round. */
export const BUDGET_P99_FACTOR = 3;
export const BUDGET_IDLE_RSS_MB = 100;
export const BUDGET_LOAD_RSS_MB = 150;

/** Orders are placed by fewer phones at once than lists are read. */
export const CHECKOUT_CONNECTIONS = 20;
export const CHECKOUT_PATH = '/api/commandes';
export const BUDGET_ORDERS_PER_SEC = 500;
export const BUDGET_CHECKOUT_P99_MS = 50;

export function faults(f: LoadFigures): number {
  return f.non2xx + f.errors + f.timeouts;
}

type Figures = Pick<LoadFigures, 'reqPerSec' | 'p99Ms'>;

/** One result line, its columns as wide as the longest route name and path. */
export function lineFormatter(routes: readonly RouteBench[]) {
  const pathWidth = Math.max(CHECKOUT_PATH.length, ...routes.map((r) => r.path.length));
  const nameWidth = Math.max(8, ...routes.map((r) => r.name.length));
  return (name: string, path: string, f: Figures, failed: number) => {
    const note = failed ? `  (${failed} requêtes en échec)` : '';
    return `${name.padEnd(nameWidth)} ${path.padEnd(pathWidth)} ${fmt(f.reqPerSec, 0).padStart(8)} req/s   p99 ${fmt(f.p99Ms, 0).padStart(4)} ms${note}`;
  };
}

export type RouteBudget = ReturnType<typeof routeBudgets>[number];

export function routeBudgets(
  routes: readonly RouteBench[],
  runs: ReadonlyMap<string, LoadFigures[]>,
  pairedBare: ReadonlyMap<string, LoadFigures[]>,
) {
  return routes.map((route) => {
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
}

export function bareSummary(bareRuns: LoadFigures[]) {
  return {
    reqPerSec: median(bareRuns.map((f) => f.reqPerSec)),
    p99Ms: median(bareRuns.map((f) => f.p99Ms)),
    runs: bareRuns,
  };
}

export function checkoutSummary(checkoutRuns: LoadFigures[], cart: DemoCart, integrity: OrdersCheck) {
  const clean = checkoutRuns.every((f) => faults(f) === 0);
  const checkout = {
    path: CHECKOUT_PATH,
    connections: CHECKOUT_CONNECTIONS,
    body: cart.body,
    ordersPerSec: median(checkoutRuns.map((f) => f.okPerSec)),
    p99Ms: median(checkoutRuns.map((f) => f.p99Ms)),
    clean,
    runs: checkoutRuns,
    integrity,
  };
  const budgets = {
    ordersPerSec: {
      budget: BUDGET_ORDERS_PER_SEC,
      pass: clean && checkout.ordersPerSec >= BUDGET_ORDERS_PER_SEC,
    },
    p99Ms: {
      budget: BUDGET_CHECKOUT_P99_MS,
      pass: clean && checkout.p99Ms <= BUDGET_CHECKOUT_P99_MS,
    },
  };
  return { checkout, budgets };
}

export function memoryBudgets(idleRss: Record<string, number>, loadRss: Record<string, number>) {
  return {
    idleRss,
    loadRss,
    idlePass: Object.values(idleRss).every((mb) => mb <= BUDGET_IDLE_RSS_MB),
    loadPass: Object.values(loadRss).every((mb) => mb <= BUDGET_LOAD_RSS_MB),
  };
}

export interface ApiSummary {
  rounds: number;
  line: ReturnType<typeof lineFormatter>;
  bare: ReturnType<typeof bareSummary>;
  routes: RouteBudget[];
  checkout: ReturnType<typeof checkoutSummary>;
  memory: ReturnType<typeof memoryBudgets>;
}

/** The medians (when there were several rounds), then one verdict a budget. */
export function printBudgets({ rounds, line, bare, routes, checkout: c, memory }: ApiSummary): void {
  const { checkout, budgets: checkoutBudgets } = c;
  if (rounds > 1) {
    console.log('\nmédianes');
    console.log(line('bare', '(Fastify seul, autre processus)', bare, 0));
    for (const s of routes) console.log(line(s.name, s.path, s, s.clean ? 0 : 1));
    console.log(`checkout ${fmt(checkout.ordersPerSec, 0)} commandes/s   p99 ${fmt(checkout.p99Ms, 0)} ms`);
  }
  console.log('');
  for (const b of routes) {
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
  console.log(
    `budget: RSS idle ${mb(memory.idleRss)} ≤ ${BUDGET_IDLE_RSS_MB} MB → ${verdict(memory.idlePass)}`,
  );
  console.log(
    `budget: RSS under load (peak) ${mb(memory.loadRss)} ≤ ${BUDGET_LOAD_RSS_MB} MB → ${verdict(memory.loadPass)}`,
  );
  const why = checkout.clean ? '' : ' (des requêtes ont échoué)';
  console.log(
    `budget: checkout ${fmt(checkout.ordersPerSec, 0)} commandes/s ≥ ${BUDGET_ORDERS_PER_SEC} → ${verdict(checkoutBudgets.ordersPerSec.pass)}${why}`,
  );
  console.log(
    `budget: checkout p99 ${fmt(checkout.p99Ms, 0)} ms ≤ ${BUDGET_CHECKOUT_P99_MS} ms → ${verdict(checkoutBudgets.p99Ms.pass)}${why}`,
  );
  const i = checkout.integrity;
  console.log(
    `zero lost or duplicated orders → ${verdict(i.pass)} : ${fmt(i.orders, 0)} commandes en base ; ` +
      `${fmt(i.requestsSent, 0)} requêtes pour ${fmt(i.keysSent, 0)} clés distinctes (${fmt(i.retriesSent, 0)} renvois d'une clé, ` +
      `${fmt(i.replayedAnswers, 0)} réponses rejouées) ; ${fmt(i.answeredOk, 0)} clés répondues 2xx, ` +
      `${fmt(i.answeredErrorOnly, 0)} en erreur seulement, ${fmt(i.unanswered, 0)} coupées sans réponse à l'arrêt ` +
      `(${fmt(i.unansweredWithOrder, 0)} commandes passées quand même) ; une clé par commande, lignes et sous-totaux vérifiés`,
  );
  for (const p of i.problems) console.log(`  - ${p}`);
}
