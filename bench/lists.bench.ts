// `npm run bench:lists`: how fast the order lists answer on a year of orders (the large
// synthetic data set: 1,000 businesses, 10,000 clients, 1,000,000 orders), each request timed
// on its own at a fixed concurrency, for a fixed number of requests. The courier's mission
// lists are measured in a city of their own with 1,000 open missions (lib/courier-missions.ts).
import { resolve } from 'node:path';
import { LARGE_DEFAULT } from '../apps/api/src/db/seed/large.ts';
import { COURIER_BENCH, ensureCourierMissions } from './lib/courier-missions.ts';
import { adminLists } from './lib/admin-lists.ts';
import { productSearchList } from './lib/product-search.ts';
import { ensureBenchCouriers } from './lib/admin-couriers.ts';
import { ensureBenchJournal } from './lib/admin-desk.ts';
import { ensureLargeDataset } from './lib/large-data.ts';
import { numberFromEnv } from './lib/load.ts';
import { fmt, percentile, table, verdict, writeResults } from './lib/report.ts';
import { startServer } from './lib/server.ts';
import { timedRequests, type TimedRequest, type TimedResult } from './lib/timed-requests.ts';

const CONCURRENCY = 4;
const REQUESTS_PER_LIST = 400;
/** Not measured: statement cache, JIT and the pages the lists read. */
const WARMUP_PER_LIST = 40;
const BUDGET_P95_MS = 50;
const REQUEST_TIMEOUT_MS = 10_000;
const LIST_DEADLINE_MS = 120_000;

const dir = resolve(process.env.BENCH_LARGE_DIR || '/tmp/comoe-bench-large');
const orders = Math.round(
  numberFromEnv('BENCH_LARGE_ORDERS', LARGE_DEFAULT.orders, 1_000, LARGE_DEFAULT.orders),
);
const size = { ...LARGE_DEFAULT, orders };

/** Fixed seed: the same users and businesses on every run, so that runs compare. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

interface ListBench {
  name: string;
  /** The path as the app's clients call it, for one user. */
  describe: string;
  requests: TimedRequest[];
  /** p95 budget when not BUDGET_P95_MS (the admin's month-long money reports). */
  budgetP95Ms?: number;
}

console.log(`Données : ${dir} (${fmt(orders, 0)} commandes)`);
const started = performance.now();
const data = await ensureLargeDataset(dir, size, (msg) =>
  console.log(`  ${fmt((performance.now() - started) / 1000, 0).padStart(4)} s  ${msg}`),
);
console.log(
  data.reused
    ? `Données reprises (construites le ${data.builtAt} en ${data.buildSeconds} s).\n`
    : `Données construites en ${data.buildSeconds} s.\n`,
);

const lists: ListBench[] = [];
/** How many orders the business of the report lists has (set once the server is up). */
let busiestOrders = 0;
const server = await startServer({
  dataDir: dir,
  keep: true,
  seed: false,
  // The generated accounts have placeholder hashes and cannot log in: the app signs their tokens.
  beforeListen: async (app) => {
    await ensureBenchCouriers(app.db, (msg) => console.log(`  ${msg}`));
    await ensureBenchJournal(app.db, (msg) => console.log(`  ${msg}`));
    const random = rng(2026);
    const clients = await app.db
      .selectFrom('utilisateurs')
      .select('id')
      .where('role', '=', 'CLIENT')
      .where('telephone', 'like', '08%')
      .orderBy('id')
      .execute();
    const entreprises = await app.db
      .selectFrom('entreprises as e')
      .innerJoin('utilisateurs as u', 'u.id', 'e.utilisateurId')
      .select(['e.id', 'u.id as ownerId'])
      .where('e.nom', 'like', 'Entreprise bench %')
      .orderBy('e.id')
      .execute();
    if (clients.length === 0 || entreprises.length === 0)
      throw new Error(`${dir} ne contient pas les données générées.`);

    const { couriers } = await ensureCourierMissions(app.db, (msg) => console.log(`  ${msg}`));

    const tokens = new Map<number, Promise<string>>();
    const token = (id: number, role: 'CLIENT' | 'ENTREPRISE' | 'LIVREUR') => {
      if (!tokens.has(id)) tokens.set(id, app.signToken({ id, role, tokenVersion: 0 }));
      return tokens.get(id)!;
    };
    const auth = async (id: number, role: 'CLIENT' | 'ENTREPRISE' | 'LIVREUR') => ({
      authorization: `Bearer ${await token(id, role)}`,
    });
    const count = WARMUP_PER_LIST + REQUESTS_PER_LIST;
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const today = new Date();
    const from = day(new Date(today.getTime() - 30 * 86_400_000));

    const clientRequests = await Promise.all(
      Array.from({ length: count }, async () => ({
        path: '/api/commandes/client',
        headers: await auth(pick(clients).id, 'CLIENT'),
      })),
    );
    const business = (query: string) =>
      Promise.all(
        Array.from({ length: count }, async () => {
          const e = pick(entreprises);
          return {
            path: `/api/entreprises/${e.id}/orders?${query}`,
            headers: await auth(e.ownerId, 'ENTREPRISE'),
          };
        }),
      );
    // The dashboard's reports, for the business with the most orders (the heaviest figures).
    const busiest = await app.db
      .selectFrom('commandes as c')
      .innerJoin('entreprises as e', 'e.id', 'c.entrepriseId')
      .select((eb) => ['e.id', 'e.utilisateurId as ownerId', eb.fn.countAll<number>().as('n')])
      .where('e.nom', 'like', 'Entreprise bench %')
      .groupBy(['e.id', 'e.utilisateurId'])
      .orderBy('n', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    busiestOrders = Number(busiest.n);
    const report = async (path: string) => {
      const headers = await auth(busiest.ownerId, 'ENTREPRISE');
      return Array.from({ length: count }, () => ({
        path: `/api/entreprises/${busiest.id}/${path}`,
        headers,
      }));
    };
    const last30 = `from=${day(new Date(today.getTime() - 29 * 86_400_000))}&to=${day(today)}`;

    const courier = (path: string) =>
      Promise.all(
        Array.from({ length: count }, async () => ({
          path: `/api/livreurs/${path}`,
          headers: await auth(pick(couriers), 'LIVREUR'),
        })),
      );
    lists.push(
      { name: 'client', describe: 'GET /api/commandes/client', requests: clientRequests },
      {
        name: 'entreprise',
        describe: 'GET /api/entreprises/{id}/orders?page=0&size=20',
        requests: await business('page=0&size=20'),
      },
      {
        name: 'livrées 30 j',
        describe: `… &statut=LIVREE&from=${from}&to=${day(today)}`,
        requests: await business(`page=0&size=20&statut=LIVREE&from=${from}&to=${day(today)}`),
      },
      {
        name: 'page 10',
        describe: 'GET /api/entreprises/{id}/orders?page=10&size=20',
        requests: await business('page=10&size=20'),
      },
      {
        name: 'stats 30 j',
        describe: `GET /api/entreprises/{la plus active}/stats?${last30}`,
        requests: await report(`stats?${last30}`),
      },
      {
        name: 'paiements',
        describe: `GET /api/entreprises/{la plus active}/paiements?${last30}&page=0&size=20`,
        requests: await report(`paiements?${last30}&page=0&size=20`),
      },
      {
        name: 'missions dispo',
        describe: `GET /api/livreurs/missions-disponibles (${COURIER_BENCH.openMissions} ouvertes, les 100 plus proches)`,
        requests: await courier('missions-disponibles'),
      },
      {
        name: 'missions en cours',
        describe: 'GET /api/livreurs/mes-missions',
        requests: await courier('mes-missions'),
      },
      {
        name: 'historique livreur',
        describe: `GET /api/livreurs/historique (${COURIER_BENCH.deliveredPerCourier} livrées, 100 au plus)`,
        requests: await courier('historique'),
      },
      await productSearchList(app, count, () => token(pick(clients).id, 'CLIENT')),
      ...(await adminLists(app, count, random)),
    );
  },
});

try {
  console.log(
    `${CONCURRENCY} requêtes à la fois, ${REQUESTS_PER_LIST} par liste après ${WARMUP_PER_LIST} d'échauffement, ` +
      `utilisateurs et entreprises tirés au hasard (graine fixe) ; stats et paiements : l'entreprise la plus active ` +
      `(${fmt(busiestOrders, 0)} commandes)\n`,
  );
  // BENCH_LISTS="recherche,client": only the lists whose name holds one of these words.
  const only = (process.env.BENCH_LISTS ?? '')
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
  const results = [];
  for (const list of lists.filter((l) => only.length === 0 || only.some((w) => l.name.includes(w)))) {
    const run = (requests: TimedRequest[]) =>
      timedRequests({
        baseUrl: server.baseUrl,
        requests,
        concurrency: CONCURRENCY,
        timeoutMs: REQUEST_TIMEOUT_MS,
        deadlineMs: LIST_DEADLINE_MS,
      });
    await run(list.requests.slice(0, WARMUP_PER_LIST));
    const timed: TimedResult[] = await run(list.requests.slice(WARMUP_PER_LIST));
    const ok = timed.filter((t) => t.status === 200);
    const ms = timed.filter((t) => Number.isFinite(t.ms)).map((t) => t.ms);
    const failures = timed.length - ok.length;
    const p95 = percentile(ms, 95);
    const budget = list.budgetP95Ms ?? BUDGET_P95_MS;
    const statuses: Record<string, number> = {};
    for (const t of timed) statuses[String(t.status)] = (statuses[String(t.status)] ?? 0) + 1;
    results.push({
      name: list.name,
      path: list.describe,
      requests: timed.length,
      failures,
      statuses,
      p50Ms: percentile(ms, 50),
      p95Ms: p95,
      p99Ms: percentile(ms, 99),
      maxMs: Math.max(...ms),
      avgBytes: ok.reduce((n, t) => n + t.bytes, 0) / Math.max(1, ok.length),
      firstError: timed.find((t) => t.error)?.error,
      budgetP95Ms: budget,
      pass: failures === 0 && p95 <= budget,
    });
  }

  console.log(
    table([
      ['liste', 'requête', 'p50', 'p95', 'p99', 'max', 'octets', 'échecs'],
      ...results.map((r) => [
        r.name,
        r.path,
        `${fmt(r.p50Ms)} ms`,
        `${fmt(r.p95Ms)} ms`,
        `${fmt(r.p99Ms)} ms`,
        `${fmt(r.maxMs)} ms`,
        fmt(r.avgBytes, 0),
        String(r.failures),
      ]),
    ]),
  );
  console.log('');
  for (const r of results) {
    const why = r.failures
      ? ` (${r.failures} réponses autres que 200 : ${JSON.stringify(r.statuses)}${r.firstError ? `, ${r.firstError}` : ''})`
      : '';
    console.log(`budget: ${r.name} p95 ${fmt(r.p95Ms)} ms ≤ ${r.budgetP95Ms} ms → ${verdict(r.pass)}${why}`);
  }

  const file = writeResults('lists', {
    dataDir: dir,
    size,
    concurrency: CONCURRENCY,
    busiestBusinessOrders: busiestOrders,
    requestsPerList: REQUESTS_PER_LIST,
    warmupPerList: WARMUP_PER_LIST,
    lists: results,
  });
  console.log(`\nRésultats : ${file}`);
} finally {
  await server.close();
}
