// The server of the crash bench: the real `apps/api/src/server.ts` in a process of its own, so
// that it can be killed with SIGKILL (kill -9) in the middle of requests and started again on
// the same data folder (and the same PostgreSQL schema).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { BENCH_HOST } from './server.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = fileURLToPath(new URL('../../apps/api/src/server.ts', import.meta.url));
/** A start that takes longer than this failed. */
const START_TIMEOUT_MS = 60_000;

export interface CrashServerOptions {
  dataDir: string;
  /** With `options=-c search_path=…` for a schema of its own; SQLite in `dataDir` when absent. */
  databaseUrl?: string;
  jwtSecret: string;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, BENCH_HOST);
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('Aucun port libre.');
  return address.port;
}

/** Starts, kills and restarts the server on one port. */
export class CrashServer {
  #child: ChildProcess | null = null;
  readonly baseUrl: string;

  constructor(
    private readonly opts: CrashServerOptions,
    private readonly port: number,
  ) {
    this.baseUrl = `http://${BENCH_HOST}:${port}`;
  }

  async start(): Promise<void> {
    // Production mode as `npm start` runs it; the bench's own shell variables do not leak in.
    const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      cwd: ROOT,
      env: {
        ...env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        HOST: BENCH_HOST,
        PORT: String(this.port),
        DATA_DIR: this.opts.dataDir,
        JWT_SECRET: this.opts.jwtSecret,
        RATE_LIMIT_PER_MINUTE: '1000000000',
        // The bench counts the orders it placed: no automatic cancellation meanwhile.
        SWEEP_INTERVAL_MS: '0',
        ...(this.opts.databaseUrl ? { DATABASE_URL: this.opts.databaseUrl } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.#child = child;
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`Le serveur s'est arrêté au démarrage (code ${child.exitCode}).`);
      try {
        const res = await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(1000) });
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('Le serveur ne répond pas après 60 s.');
  }

  /** kill -9: no shutdown hook runs, requests in flight are cut wherever they are. */
  async kill(): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
    this.#child = null;
  }

  /** The clean stop (SIGTERM), at the end. */
  async stop(): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
    this.#child = null;
  }
}
