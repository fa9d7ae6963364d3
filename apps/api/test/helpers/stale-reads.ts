import type { FastifyInstance } from 'fastify';
import { sql, type KyselyPlugin, type QueryId, type RootOperationNode } from 'kysely';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { createDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import type { AccountNotice, Listeners, StreamNotice } from '../../src/lib/events/bus.ts';
import { store, type TestApp } from './app.ts';

/**
 * What two API processes may read of each other's changes, made to happen on purpose instead of
 * under load: a process that has read something and not yet acted on it, a process whose session
 * cache has not heard of an account's change yet.
 */

/** The bus settings for two processes: one Redis channel of their own when REDIS_URL is set. */
export function busOverrides(): Partial<Config> {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) return {};
  return { redisUrl, redisChannel: `comoe:test:stale:${Date.now()}:${Math.random().toString(36).slice(2)}` };
}

/**
 * Keeps the account notices this process hears (its session cache's invalidations) until
 * `release`: the moment between another process's commit and this one's hearing of it, held open.
 * Other notices and live events pass.
 */
export function holdAccountNotices(app: FastifyInstance) {
  // The bus's own fan-out, reached past `protected`: the cache's listener must not be told yet.
  const listeners = (app.events as unknown as { listeners: Listeners }).listeners;
  const emit = listeners.emitNotice.bind(listeners);
  const held: AccountNotice[] = [];
  const waiters: Array<() => void> = [];
  listeners.emitNotice = (notice: StreamNotice | AccountNotice, onError: (err: unknown) => void) => {
    if ('stream' in notice) return emit(notice, onError);
    held.push(notice);
    waiters.splice(0).forEach((w) => w());
  };
  return {
    /** Resolves once this process has heard (and held) that this account changed. */
    async heard(userId: number): Promise<void> {
      while (!held.some((n) => n.account.userId === userId)) {
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    release(): void {
      listeners.emitNotice = emit;
      for (const n of held.splice(0)) emit(n, (err) => console.error(err));
    },
  };
}

/** Does this query read a courier's availability (the mission rules' and the desk's reads)? */
export function readsAvailability(node: RootOperationNode): boolean {
  if (node.kind !== 'SelectQueryNode') return false;
  const text = JSON.stringify(node);
  return text.includes('"livreurs"') && text.includes('"disponible"');
}

/** The `n`th query that `matches`, counted from now (the 2nd: the read made again inside the move). */
export function nthRead(n: number, matches: (node: RootOperationNode) => boolean) {
  let seen = 0;
  return (node: RootOperationNode) => matches(node) && ++seen === n;
}

/**
 * PostgreSQL: resolves once a transaction of this schema waits for a courier's row held by
 * another (`lockCourier`).
 */
export async function waitingOnCourierRow(t: TestApp): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_locks l
      join pg_class c on c.oid = l.relation
      join pg_namespace s on s.oid = c.relnamespace
      where l.locktype = 'tuple' and c.relname = 'livreurs' and s.nspname = current_schema()`.execute(
      t.database.db,
    );
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Stops the first query that `matches`, once its rows are read and before the code that asked
 * gets them, until `resume`: what that code decides next rests on a read that may be old by then.
 */
function pauseAfterRead(matches: (node: RootOperationNode) => boolean) {
  const marked = new WeakSet<QueryId>();
  let armed = true;
  let reached!: () => void;
  let resume!: () => void;
  const paused = new Promise<void>((r) => (reached = r));
  const resumed = new Promise<void>((r) => (resume = r));
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      if (armed && matches(node)) marked.add(queryId);
      return node;
    },
    async transformResult({ result, queryId }) {
      if (armed && marked.has(queryId)) {
        armed = false;
        reached();
        await resumed;
      }
      return result;
    },
  };
  return { plugin, paused, resume };
}

/**
 * A second API process on its own connection to the test's database, whose first read that
 * `matches` waits for `resume` (the first process, and the test, go on meanwhile). Its own
 * connection: the paused one holds it, as a real process would hold its own.
 */
export async function pausedSibling(
  t: TestApp,
  matches: (node: RootOperationNode) => boolean,
  overrides: Partial<Config> = {},
) {
  const gate = pauseAfterRead(matches);
  const schema =
    store === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db)).rows[0]!
          .schema
      : undefined;
  const own = createDatabase({
    dataDir: t.config.dataDir,
    databaseUrl: t.config.databaseUrl,
    ...(schema ? { pgSchema: schema } : {}),
  });
  const database: DatabaseHandle = { ...own, db: own.db.withPlugin(gate.plugin) };
  const app = await buildApp({ config: { ...t.config, ...overrides }, database, logger: false });
  await app.ready();
  return {
    app,
    /** Resolves once the sibling has read, and waits. */
    paused: gate.paused,
    resume: gate.resume,
    close: async () => {
      gate.resume();
      await app.close();
      await own.close();
    },
  };
}
