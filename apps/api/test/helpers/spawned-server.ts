import { createServer } from 'node:net';
import { Agent, get } from 'node:http';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The tests that run the built server in a process of its own (first start, shutdown, built server). */
export const repoRoot = join(import.meta.dirname, '../../../..');

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Node's flags as `npm start` passes them (package.json), without the script itself. */
export function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.trim().split(/\s+/).slice(1, -1);
}

/** The API built into a folder of the test's own, so parallel files never share one. */
export function buildApiInto(outdir: string): void {
  const build = `import { buildApi } from ${JSON.stringify(join(repoRoot, 'scripts/build-api.mjs'))}; await buildApi({ outdir: process.argv[1] });`;
  execFileSync(process.execPath, ['--input-type=module', '-e', build, outdir], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
}

/** A built server running on its own, what it printed, and how it ended. */
export interface SpawnedServer {
  child: ChildProcess;
  port: number;
  base: string;
  out: () => string;
  err: () => string;
  exit: Promise<number | null>;
}

/**
 * `server.mjs` of `outdir` as `npm start` runs it (its node flags), in the embedded mode whatever
 * the shell exports (no PostgreSQL, no Redis), on a free port and `dataDir`.
 */
export async function spawnBuiltServer(
  outdir: string,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<SpawnedServer> {
  const port = await freePort();
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn(process.execPath, [...startFlags(), join(outdir, 'server.mjs')], {
    cwd: repoRoot,
    env: {
      ...env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web'),
      LOG_LEVEL: 'info',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, base: `http://127.0.0.1:${port}`, out: () => out, err: () => err, exit };
}

/** Resolves once `GET /api/health` answers; throws with what the server printed if it stops first. */
export async function untilHealthy(s: SpawnedServer): Promise<void> {
  for (let tries = 0; ; tries++) {
    if (s.child.exitCode !== null)
      throw new Error(`le serveur s'est arrêté (${s.child.exitCode}) :\n${s.err()}`);
    if (tries > 1_200) throw new Error(`${s.base} ne répond pas :\n${s.out()}`);
    const ok = await fetch(`${s.base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Status and `Connection` header of a GET on a kept-alive connection, as a balancer asks. */
export function keptAliveGet(url: string): Promise<{ status: number; connection: string | undefined }> {
  const agent = new Agent({ keepAlive: true });
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    }).on('error', reject);
  }).finally(() => agent.destroy());
}
