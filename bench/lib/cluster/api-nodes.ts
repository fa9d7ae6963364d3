// The three API processes behind Caddy, each on a port of its own that it keeps across restarts
// (Caddy's list of upstreams is fixed), with a data folder of its own as on separate machines,
// and its metrics on a loopback port the bench reads open streams from.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, rssMb, startApp, type AppProcess } from '../app-process.ts';
import { BENCH_HOST } from '../server.ts';

export class ApiNode {
  #process: AppProcess | null = null;
  #stopping = false;
  /** Stopped for good (the bench's cleanup): no start after this one. */
  #closed = false;
  #starting: Promise<AppProcess> | null = null;
  /** Exits the bench did not ask for, with what the process said last. */
  readonly crashes: string[] = [];

  private constructor(
    readonly name: string,
    readonly port: number,
    private readonly metricsPort: number,
    private readonly env: Record<string, string>,
  ) {}

  static async create(name: string, dir: string, env: Record<string, string>): Promise<ApiNode> {
    const dataDir = join(dir, name);
    mkdirSync(dataDir, { recursive: true });
    return new ApiNode(name, await freePort(), await freePort(), { ...env, DATA_DIR: dataDir });
  }

  get upstream(): string {
    return `${BENCH_HOST}:${this.port}`;
  }

  get pid(): number {
    if (!this.#process) throw new Error(`${this.name} n'est pas démarré.`);
    return this.#process.pid;
  }

  /** Started as `npm start` starts it, ready once its readiness probe answers 200. */
  async start(timeoutMs = 120_000): Promise<number> {
    if (this.#closed) throw new Error(`${this.name} est arrêté pour de bon.`);
    this.#starting = startApp({
      env: { ...this.env, METRICS_PORT: String(this.metricsPort) },
      port: this.port,
      readyPath: '/api/health/ready',
      timeoutMs,
    });
    this.#process = await this.#starting;
    this.#stopping = false;
    const started = this.#process;
    void started.exited.then(() => {
      if (!this.#stopping) this.crashes.push(started.stderr().slice(-1500));
    });
    return this.#process.startMs;
  }

  /** kill -9: no drain, the streams it held drop. */
  async kill(): Promise<void> {
    this.#stopping = true;
    this.#process?.signal('SIGKILL');
    await this.#process?.exited;
  }

  /** SIGTERM, then the time until it has drained and exited. */
  async terminate(): Promise<number> {
    const started = performance.now();
    this.#stopping = true;
    this.#process?.signal('SIGTERM');
    await this.#process?.exited;
    return performance.now() - started;
  }

  rssMb(): number {
    return rssMb(this.pid);
  }

  /** Live streams this process holds now (its `comoe_live_streams_open` gauge). */
  async openStreams(): Promise<number> {
    const res = await fetch(`http://${BENCH_HOST}:${this.metricsPort}/metrics`);
    const text = await res.text();
    const line = /^comoe_live_streams_open(?:\{[^}]*\})? (\d+(?:\.\d+)?)$/m.exec(text);
    if (!line) throw new Error(`${this.name} : pas de comoe_live_streams_open dans ses métriques.`);
    return Number(line[1]);
  }

  async stop(): Promise<void> {
    this.#closed = true;
    this.#stopping = true;
    // A start under way (a restart of the bench's sequence) ends too.
    const starting = await this.#starting?.catch(() => null);
    await starting?.stop();
    await this.#process?.stop();
  }
}
