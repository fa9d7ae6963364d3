// The API as `npm start` runs it, in a process of its own: the bench measures the same server
// a user starts (built JavaScript, the node flags of the start script), its start-up time and
// its memory as `ps` sees it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { BENCH_HOST } from './server.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** `npm start` as package.json words it (`node <flags> scripts/start.mjs`), run without npm. */
export function startCommand(): string[] {
  const pkg = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.trim().split(/\s+/);
  if (words[0] !== 'node') throw new Error(`Script start inattendu : ${pkg.scripts.start}`);
  return [process.execPath, ...words.slice(1)];
}

/** `npm start` itself, as the README says to run it: npm, its shell, then the start script. */
export function npmStartCommand(): string[] {
  return [process.platform === 'win32' ? 'npm.cmd' : 'npm', 'start'];
}

/** `pid` and the first child of each, down to the last (npm → shell → node: the server). */
function processChain(pid: number): number[] {
  let children: string[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    // Ended, or no /proc: the process itself.
  }
  return children.length ? [pid, ...processChain(Number(children[0]))] : [pid];
}
const deepestChild = (pid: number): number => processChain(pid).at(-1)!;

/** CPU time (user + system, every thread) a process has used so far, in ms; 0 if unreadable. */
function cpuMs(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, BENCH_HOST, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in MB (VmRSS of /proc, what `ps -o rss` prints). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** The highest resident memory seen while sampling (every 100 ms until stopped). */
export function rssSampler(pid: number): { stop: () => number } {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // The process ended: the peak stays what it was.
    }
  }, 100);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

export interface AppProcess {
  baseUrl: string;
  /** The server's process (under npm and its shell when started through `npm start`). */
  pid: number;
  /** From spawn to the first 200 of `readyPath`. */
  startMs: number;
  /**
   * CPU time used by then (10 ms ticks): the server's, and that of every process on the way (npm,
   * its shell). Unlike `startMs`, it hardly moves when other work shares the machine.
   */
  startCpu: { serverMs: number; totalMs: number };
  stop: () => Promise<void>;
  /** Sends a signal without waiting (kill -9, or a SIGTERM whose drain is timed by the caller). */
  signal: (sig: NodeJS.Signals) => void;
  /** Resolves when the process has ended, whichever way. */
  exited: Promise<void>;
  /** The last few kilobytes it wrote to stderr. */
  stderr: () => string;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the server with `env` (DATA_DIR…) on a free port and waits for the first 200 of
 * `readyPath`, asked every 10 ms. Fails if the process ends first or after `timeoutMs`.
 */
export async function startApp(opts: {
  env: Record<string, string>;
  readyPath?: string;
  timeoutMs?: number;
  command?: string[];
  /** A given port, for a process started again where a balancer expects it; a free one otherwise. */
  port?: number;
}): Promise<AppProcess> {
  const port = opts.port ?? (await freePort());
  const [cmd, ...args] = opts.command ?? startCommand();
  // The embedded mode, whatever the shell exports.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const started = performance.now();
  const child = spawn(cmd!, args, {
    cwd: ROOT,
    env: { ...env, HOST: BENCH_HOST, PORT: String(port), LOG_LEVEL: 'warn', ...opts.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const baseUrl = `http://${BENCH_HOST}:${port}`;
  const url = baseUrl + (opts.readyPath ?? '/api/villes');
  const deadline = started + (opts.timeoutMs ?? 120_000);
  // The server itself is signalled: npm would pass the signal on, a shell between them might not.
  const signal = (sig: NodeJS.Signals) => {
    const pid = deepestChild(child.pid!);
    if (pid === child.pid) child.kill(sig);
    else process.kill(pid, sig);
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) signal('SIGTERM');
    await exited(child);
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté (${child.exitCode}) :\n${stderr}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`Pas de réponse 200 de ${url} à temps :\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const startMs = performance.now() - started;
  const chain = processChain(child.pid!);
  const startCpu = {
    serverMs: cpuMs(chain.at(-1)!),
    totalMs: chain.reduce((sum, pid) => sum + cpuMs(pid), 0),
  };
  return {
    baseUrl,
    pid: chain.at(-1)!,
    startMs,
    startCpu,
    stop,
    signal,
    exited: exited(child),
    stderr: () => stderr,
  };
}

/** The ceiling: bare Fastify in its own process (lib/bare-server.mjs). */
export async function startBare(): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./bare-server.mjs', import.meta.url))], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`Le serveur nu s'est arrêté (${code}).`)));
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  });
  return {
    url: `http://${BENCH_HOST}:${port}/`,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
