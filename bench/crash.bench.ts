// `npm run bench:crash`: phones place orders with an Idempotency-Key and retry until they get an
// answer, while the server is killed with SIGKILL (kill -9) again and again and started again on
// the same data. Then the database must hold every order a phone was told about, exactly once,
// with its lines and its first transition. On SQLite, then on PostgreSQL (BENCH_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../apps/api/src/db/database.ts';
import { bearer, demoCart, type DemoCart } from './lib/checkout.ts';
import { newIdempotencyKey } from './lib/checkout-keys.ts';
import { checkAfterCrashes, type Acknowledged, type CrashCheck } from './lib/crash-check.ts';
import { CrashServer, freePort } from './lib/crash-server.ts';
import { numberFromEnv } from './lib/load.ts';
import { table, verdict, writeResults } from './lib/report.ts';

const KILLS = Math.round(numberFromEnv('BENCH_CRASH_KILLS', 10, 1, 50));
const PHONES = Math.round(numberFromEnv('BENCH_CRASH_PHONES', 20, 1, 200));
/** Time between a restart and the next kill, drawn in this range (ms). */
const KILL_EVERY_MS = [300, 1200] as const;
/** A phone waits this long before sending a request again after no answer (or a 5xx). */
const RETRY_MS = 100;
/** One answered key in this many is sent again, as a phone that missed the answer would. */
const RESEND_EVERY = 10;

interface Counts {
  requests: number;
  retries: number;
  resends: number;
  cut: number;
  serverErrors: number;
  refused: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One phone: a key at a time, sent until answered; 2xx answers go to `acked`. */
async function phone(
  baseUrl: string,
  cart: DemoCart,
  acked: Acknowledged,
  counts: Counts,
  stopping: () => boolean,
) {
  let placed = 0;
  while (!stopping()) {
    const key = newIdempotencyKey();
    const resend = ++placed % RESEND_EVERY === 0;
    for (let sent = 0; sent < (resend ? 2 : 1); sent++) {
      if (sent > 0) counts.resends += 1;
      for (let attempt = 0; ; attempt++) {
        counts.requests += 1;
        if (attempt > 0) counts.retries += 1;
        try {
          const res = await fetch(`${baseUrl}/api/commandes`, {
            method: 'POST',
            headers: {
              ...bearer(cart.clientToken),
              'content-type': 'application/json',
              'idempotency-key': key,
            },
            body: JSON.stringify(cart.body),
            signal: AbortSignal.timeout(15_000),
          });
          const text = await res.text();
          if (res.status === 201) {
            const ids = acked.byKey.get(key) ?? new Set<string>();
            ids.add((JSON.parse(text) as { id: string }).id);
            acked.byKey.set(key, ids);
            break;
          }
          if (res.status >= 500) counts.serverErrors += 1;
          else {
            counts.refused.push(`${res.status} ${text.slice(0, 100)}`);
            break;
          }
        } catch {
          counts.cut += 1;
        }
        await sleep(RETRY_MS);
      }
    }
  }
}

async function pgAdmin(url: string, statement: string): Promise<void> {
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  try {
    await sql.raw(statement).execute(admin);
  } finally {
    await admin.destroy();
  }
}

async function runOn(store: 'SQLite' | 'PostgreSQL', pgUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'comoe-crash-'));
  const schema = `bench_crash_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let databaseUrl: string | undefined;
  if (pgUrl) {
    await pgAdmin(pgUrl, `create schema ${schema}`);
    const u = new URL(pgUrl);
    u.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = u.toString();
  }
  const server = new CrashServer(
    { dataDir, databaseUrl, jwtSecret: randomBytes(48).toString('base64url') },
    await freePort(),
  );
  const db = createDatabase({ dataDir, databaseUrl: pgUrl, ...(pgUrl ? { pgSchema: schema } : {}) });
  const counts: Counts = { requests: 0, retries: 0, resends: 0, cut: 0, serverErrors: 0, refused: [] };
  const started = Date.now();
  try {
    await server.start();
    const cart = await demoCart(server.baseUrl, db.db);
    const acked: Acknowledged = { byKey: new Map(), lineCount: cart.body.items.length };
    let stop = false;
    const phones = Array.from({ length: PHONES }, () =>
      phone(server.baseUrl, cart, acked, counts, () => stop),
    );
    for (let i = 1; i <= KILLS; i++) {
      await sleep(KILL_EVERY_MS[0] + Math.random() * (KILL_EVERY_MS[1] - KILL_EVERY_MS[0]));
      await server.kill();
      process.stdout.write(`  ${store} : kill -9 n°${i}, ${acked.byKey.size} commandes confirmées\n`);
      await server.start();
    }
    await sleep(500);
    stop = true;
    // Each phone finishes the key it holds: every key ends answered.
    await Promise.all(phones);
    await server.stop();
    const check = await checkAfterCrashes(db.db, acked);
    return { store, seconds: (Date.now() - started) / 1000, counts, check };
  } finally {
    await server.kill();
    await db.close();
    if (pgUrl) await pgAdmin(pgUrl, `drop schema if exists ${schema} cascade`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pgUrl = process.env.BENCH_DATABASE_URL;
const runs: Array<{ store: string; seconds: number; counts: Counts; check: CrashCheck }> = [];
console.log(`bench:crash — ${PHONES} téléphones, ${KILLS} kill -9 du serveur par base\n`);
runs.push(await runOn('SQLite'));
if (pgUrl) runs.push(await runOn('PostgreSQL', pgUrl));
else console.log('\nPostgreSQL : ignoré (BENCH_DATABASE_URL non défini).');

console.log(
  `\n${table([
    [
      'base',
      'kills',
      'requêtes',
      'renvois',
      'coupées',
      '5xx',
      'confirmées',
      'en base',
      'perdues',
      'doubles',
      'sans lignes',
      'sans 1re transition',
      'non confirmées',
    ],
    ...runs.map((r) => [
      r.store,
      String(KILLS),
      String(r.counts.requests),
      String(r.counts.retries + r.counts.resends),
      String(r.counts.cut),
      String(r.counts.serverErrors),
      String(r.check.acknowledged),
      String(r.check.orders),
      String(r.check.missing),
      String(r.check.duplicated),
      String(r.check.withoutAllLines),
      String(r.check.withoutFirstTransition),
      String(r.check.unacknowledged),
    ]),
  ])}\n`,
);
for (const r of runs) {
  const problems = [...r.check.problems, ...r.counts.refused.slice(0, 5).map((x) => `refusée : ${x}`)];
  const pass = r.check.pass && r.counts.refused.length === 0;
  console.log(`${r.store} : chaque commande confirmée existe une fois, complète → ${verdict(pass)}`);
  for (const p of problems) console.log(`  - ${p}`);
}
const file = writeResults('crash', { kills: KILLS, phones: PHONES, runs });
console.log(`\nDétail : ${file}`);
