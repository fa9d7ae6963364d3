// Debian's Caddy with deploy/Caddyfile as it is, set only through its environment placeholders:
// plain HTTP on a loopback port, the three processes as upstreams, its state, access log and
// admin endpoint kept out of the system's places.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, freePort } from '../app-process.ts';
import { BENCH_HOST } from '../server.ts';

const CADDY = process.env.CLUSTER_CADDY ?? '/usr/bin/caddy';
/** Another Caddyfile to try a change of deploy/ against the same load (default: deploy/'s). */
const STOP_GRACE_MS = 3_000;
const CADDYFILE = process.env.CLUSTER_CADDYFILE ?? join(ROOT, 'deploy/Caddyfile');

export interface Caddy {
  url: string;
  pid: number;
  /** The proxy's errors so far (Caddy logs one per failed upstream attempt), counted by message. */
  errors: Map<string, number>;
  stop: () => Promise<void>;
}

export async function startCaddy(upstreams: string[], dir: string): Promise<Caddy> {
  const port = await freePort();
  const home = join(dir, 'caddy');
  mkdirSync(home, { recursive: true });
  const url = `http://${BENCH_HOST}:${port}`;
  const child = spawn(CADDY, ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    cwd: home,
    env: {
      ...process.env,
      COMOE_SITE: url,
      COMOE_UPSTREAMS: upstreams.join(' '),
      COMOE_ACCESS_LOG: join(home, 'access.log'),
      COMOE_CADDY_ADMIN: 'off',
      XDG_DATA_HOME: join(home, 'data'),
      XDG_CONFIG_HOME: join(home, 'config'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let partial = '';
  const errors = new Map<string, number>();
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const l of lines) {
      if (!l.includes('"level":"error"')) continue;
      try {
        const e = JSON.parse(l) as { msg?: string; error?: string };
        // Addresses and ports vary from one line to the next; the kind of failure does not.
        const what = `${e.msg ?? ''}: ${e.error ?? ''}`.replace(/[\d.]+:\d+/g, '…');
        errors.set(what, (errors.get(what) ?? 0) + 1);
      } catch {
        // Not a JSON line.
      }
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    // Caddy's grace period is endless by default: a connection left open would hold it forever.
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(force);
  };
  // Ready once it answers through to a healthy upstream.
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Caddy s'est arrêté (${child.exitCode}) :\n${stderr}`);
    try {
      const res = await fetch(`${url}/api/health/ready`);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Caddy ne répond pas 200 sur ${url}/api/health/ready :\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, pid: child.pid!, errors, stop };
}
