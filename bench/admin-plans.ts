// `npx tsx bench/admin-plans.ts [data folder]`: the SQLite plan and time of every query the
// admin's reports and tables run, on a data folder of `bench:lists` (the large data set).
import { join, resolve } from 'node:path';
import { CamelCasePlugin, Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import type { DB } from '../apps/api/src/db/schema.ts';
import { openSqlite } from '../apps/api/src/db/sqlite-driver.ts';
import { SqliteResultTypesPlugin } from '../apps/api/src/db/result-types.plugin.ts';
import * as directory from '../apps/api/src/modules/admin/admin-directory.repository.ts';
import * as payouts from '../apps/api/src/modules/admin/admin-payouts.repository.ts';
import * as reports from '../apps/api/src/modules/admin/admin-reports.repository.ts';

const dir = resolve(process.argv[2] ?? process.env.BENCH_LARGE_DIR ?? '/tmp/comoe-bench-large');
const { db: sqlite, raw } = openSqlite(join(dir, 'comoe.sqlite'));
let last: CompiledQuery | null = null;
const db = new Kysely<DB>({
  dialect: new SqliteDialect({ database: sqlite }),
  plugins: [new CamelCasePlugin(), new SqliteResultTypesPlugin()],
  log: (event) => {
    if (event.level === 'query') last = event.query;
  },
});

const bind = (p: readonly unknown[]) =>
  p.map((v) => (v instanceof Date ? v.toISOString() : typeof v === 'boolean' ? Number(v) : v));

const day = (d: Date) => d.toISOString().slice(0, 10);
const today = new Date();
const range = { from: day(new Date(today.getTime() - 29 * 86_400_000)), to: day(today) };
const page = (n: number) => ({ limit: 20, offset: n * 20 });

async function show(name: string, run: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await run();
  const ms = performance.now() - started;
  const q = last!;
  const plan = raw.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...bind(q.parameters)) as Array<{
    detail: string;
  }>;
  console.log(`\n${name} — ${ms.toFixed(1)} ms\n  ${plan.map((p) => p.detail).join('\n  ')}`);
}

console.log(`${dir}, du ${range.from} au ${range.to}`);
// Once unmeasured: the first read of a cold file measures the disk, not the query.
for (const run of [() => reports.financeRows(db, range, page(10)), () => reports.totalsPerDay(db, range)])
  await run();
await show('totaux par jour (tableau de bord)', () => reports.totalsPerDay(db, range));
await show('10 dernières commandes', () => reports.recentOrders(db, range, 10));
await show('comptes par rôle', () => reports.accountsByRole(db));
await show('totaux de la période (finances)', () => reports.rangeTotals(db, range));
await show('finances page 0', () => reports.financeRows(db, range, page(0)));
await show('finances page 10', () => reports.financeRows(db, range, page(10)));
await show('CSV, morceau suivant', () =>
  reports.financeRowsAfter(db, range, { createdAt: today, id: 'ffffffff' }, 500),
);
await show('paiements à verser', () =>
  payouts.listAdminOrders(db, { ...range, statutPaiement: 'EN_ATTENTE' }, page(0)),
);
await show('paiements à verser, total', () =>
  payouts.countAdminOrders(db, { ...range, statutPaiement: 'EN_ATTENTE' }),
);
await show('entreprises triées par gains', () =>
  directory.listEntreprises(db, {}, { key: 'gainsTotaux', desc: true }, page(10)),
);
await show('entreprises, total', () => directory.countEntreprises(db, { statut: 'ACTIF' }));
await show('livreurs triés par courses', () =>
  directory.listLivreurs(db, {}, { key: 'coursesTotal', desc: true }, page(10)),
);
await show('livreurs cherchés', () =>
  directory.listLivreurs(db, { q: 'bench 1' }, { key: 'nom', desc: false }, page(0)),
);
await show('livreurs, total', () => directory.countLivreurs(db, { q: 'bench 1' }));
await db.destroy();
