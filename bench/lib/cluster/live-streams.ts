// The 2,000 open `GET /api/events` of the bench, each followed as the web app follows it
// (apps/web/src/lib/live-stream.ts): the bearer header, the app's SSE parser, and after a drop a
// new request with `Last-Event-ID` after the app's own backoff, which starts from the server's
// `retry:`. Every event is kept with its arrival time, for the latency and the exactly-once check.
import http from 'node:http';
import { SseParser } from '../../../apps/web/src/lib/sse-parser.ts';
import type { Person } from './accounts.ts';
import type { Requests } from './requests.ts';

type Backoff = (failures: number, serverRetryMs: number | null) => number;
// The module's path is computed so that the typecheck of bench/ (Node, no DOM) does not follow it
// into the browser code around the function; the function itself only does arithmetic.
const webModule = '../../../apps/web/src/lib/live-stream.ts';
const { defaultBackoffMs } = (await import(webModule)) as { defaultBackoffMs: Backoff };

/** The web app's threshold: a connection that held this long resets the backoff. */
const STABLE_AFTER_MS = 30_000;
/** The web app's: a link quiet for longer (the server beats every 25 s) is dead. */
const IDLE_TIMEOUT_MS = 60_000;
/** The server's hint to a stream it evicts for a newer one of the same user (modules/events). */
const EVICTED_RETRY_MS = 30_000;

export interface Received {
  type: string;
  commandeId: string | null;
  statut: string | null;
  id: string | null;
  at: number;
}

export class LiveStream {
  readonly received: Received[] = [];
  connected = false;
  /** When the current connection answered 200; when the last one dropped. */
  connectedAt = 0;
  droppedAt = 0;
  connections = 0;
  /** Times the server closed this stream to make room for the user's newer ones (retry: 30000). */
  evicted = 0;
  #lastId: string | null = null;
  #retryMs: number | null = null;
  #failures = 0;
  #stopped = false;
  #req: http.ClientRequest | null = null;

  constructor(
    readonly person: Person,
    private readonly base: URL,
    private readonly requests: Requests,
    private readonly onChange: () => void,
  ) {}

  start(): void {
    this.#follow();
  }

  stop(): void {
    this.#stopped = true;
    this.#req?.destroy();
  }

  #follow(): void {
    // A reconnection already waiting when the bench stopped: it must not open a stream again.
    if (this.#stopped) return;
    const at = performance.now();
    const resuming = this.#lastId !== null;
    let openedAt = 0;
    let settled = false;
    const end = (status: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      if (openedAt === 0) {
        // The page reconnects by itself (its missed events are counted apart): not seen by the user.
        this.requests.log.push({
          what: 'flux',
          at,
          ms: performance.now() - at,
          status,
          error,
          ok: false,
          seen: false,
        });
        this.#failures += 1;
      } else {
        this.#failures = performance.now() - openedAt >= STABLE_AFTER_MS ? 0 : this.#failures + 1;
      }
      if (this.connected) {
        this.connected = false;
        this.droppedAt = performance.now();
        this.onChange();
      }
      if (this.#stopped) return;
      const delay = defaultBackoffMs(Math.max(this.#failures - 1, 0), this.#retryMs);
      setTimeout(() => this.#follow(), delay);
    };
    const req = http.request({
      host: this.base.hostname,
      port: this.base.port,
      path: '/api/events',
      agent: false,
      localAddress: this.person.address,
      headers: {
        host: this.base.host,
        accept: 'text/event-stream',
        authorization: `Bearer ${this.person.token}`,
        ...(resuming ? { 'last-event-id': this.#lastId! } : {}),
      },
    });
    this.#req = req;
    req.setTimeout(IDLE_TIMEOUT_MS, () => req.destroy(new Error('flux muet')));
    req.on('error', (err) => end(null, err.message));
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        res.on('end', () => end(res.statusCode ?? 0, null));
        res.on('error', () => end(res.statusCode ?? 0, null));
        return;
      }
      openedAt = performance.now();
      this.requests.log.push({
        what: 'flux',
        at,
        ms: openedAt - at,
        status: 200,
        error: null,
        ok: true,
        seen: false,
      });
      this.connections += 1;
      this.connected = true;
      this.connectedAt = openedAt;
      this.onChange();
      const parser = new SseParser();
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const now = performance.now();
        for (const m of parser.push(chunk)) {
          const data = JSON.parse(m.data) as { commandeId?: string; statut?: string };
          this.received.push({
            type: m.event,
            commandeId: data.commandeId ?? null,
            statut: data.statut ?? null,
            id: m.id,
            at: now,
          });
        }
        if (parser.retryMs === EVICTED_RETRY_MS && this.#retryMs !== EVICTED_RETRY_MS) this.evicted += 1;
        this.#retryMs = parser.retryMs ?? this.#retryMs;
        this.#lastId = parser.lastId ?? this.#lastId;
      });
      res.on('end', () => end(200, null));
      res.on('error', () => end(200, null));
      res.on('close', () => end(200, null));
    });
    req.end();
  }
}

/** All the streams, and when they were last all connected. */
export class LiveStreams {
  readonly streams: LiveStream[];
  #connected = 0;
  #waiters: Array<() => void> = [];

  constructor(people: Person[], base: URL, requests: Requests) {
    this.streams = people.map((p) => new LiveStream(p, base, requests, () => this.#count()));
  }

  get connected(): number {
    return this.#connected;
  }

  #count(): void {
    this.#connected = this.streams.reduce((n, s) => n + (s.connected ? 1 : 0), 0);
    if (this.#connected === this.streams.length) for (const w of this.#waiters.splice(0)) w();
  }

  /** Opens them `perTick` at a time, as a town's phones come online over a few seconds. */
  async open(perTick = 100, tickMs = 50): Promise<void> {
    for (let i = 0; i < this.streams.length; i += perTick) {
      for (const s of this.streams.slice(i, i + perTick)) s.start();
      await new Promise((r) => setTimeout(r, tickMs));
    }
    await this.allBack(60_000);
  }

  /** Resolves once every stream is connected; rejects past `timeoutMs`. */
  allBack(timeoutMs: number): Promise<void> {
    if (this.#connected === this.streams.length) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`${this.#connected}/${this.streams.length} flux connectés après ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.#waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Resolves once `count` streams have dropped since `at`, or after `timeoutMs`. */
  async dropsSince(at: number, count: number, timeoutMs: number): Promise<void> {
    const until = performance.now() + timeoutMs;
    while (this.streams.filter((s) => s.droppedAt >= at).length < count && performance.now() < until)
      await new Promise((r) => setTimeout(r, 10));
  }

  /** Resolves once no stream has received anything for `quietMs`, or after `maxMs`. */
  async quiet(quietMs: number, maxMs: number): Promise<void> {
    const until = performance.now() + maxMs;
    for (;;) {
      const last = Math.max(0, ...this.streams.map((s) => s.received.at(-1)?.at ?? 0));
      const now = performance.now();
      if (now - last >= quietMs || now > until) return;
      await new Promise((r) => setTimeout(r, Math.min(500, quietMs - (now - last))));
    }
  }

  stop(): void {
    for (const s of this.streams) s.stop();
  }
}
