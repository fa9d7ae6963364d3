// Requests through Caddy as each person's phone sends them: from that person's own loopback
// address, on a kept-alive connection of its own, each answer or failure written down with when
// it was sent, so that failures can be counted by phase of the bench afterwards.
import http from 'node:http';
import type { Person } from './accounts.ts';

export interface Sent {
  what: string;
  /** performance.now() when it left. */
  at: number;
  ms: number;
  status: number | null;
  error: string | null;
  /** An answer the phone expects and handles (2xx, or a 4xx it knows what to do with). */
  ok: boolean;
  /**
   * A failure the user would see: not one the app deals with by itself (a move cut by the network
   * or answered 502/503, sent again once with its key; a live stream, which reconnects).
   */
  seen: boolean;
}

/** What the web app sends again once, with the same Idempotency-Key (apps/web/src/lib/api-client.ts). */
export const isCut = (status: number | null) => status === null || status === 502 || status === 503;

export interface Answer {
  status: number;
  body: string;
}

const AGENT_SOCKET_TIMEOUT_MS = 15_000;

export class Requests {
  readonly log: Sent[] = [];
  readonly #agents = new Map<string, http.Agent>();
  #closed = false;

  constructor(private readonly base: URL) {}

  #agent(address: string): http.Agent {
    let agent = this.#agents.get(address);
    if (!agent) {
      agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: address });
      this.#agents.set(address, agent);
    }
    return agent;
  }

  /** One request; connection errors resolve as a null status (after being written down). */
  send(
    who: Person,
    what: string,
    method: string,
    path: string,
    opts: {
      body?: Buffer | string;
      headers?: Record<string, string>;
      expected?: number[];
      /** The app will send this one again if it is cut: a cut is then not seen by the user. */
      resentIfCut?: boolean;
    } = {},
  ): Promise<Answer | null> {
    if (this.#closed) return Promise.resolve(null);
    const at = performance.now();
    const done = (status: number | null, error: string | null) => {
      const ok =
        status !== null && ((status >= 200 && status < 300) || (opts.expected ?? []).includes(status));
      const seen = !ok && !(opts.resentIfCut === true && isCut(status));
      this.log.push({ what, at, ms: performance.now() - at, status, error, ok, seen });
    };
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          method,
          path,
          agent: this.#agent(who.address),
          timeout: AGENT_SOCKET_TIMEOUT_MS,
          headers: {
            host: this.base.host,
            authorization: `Bearer ${who.token}`,
            ...(opts.body !== undefined ? { 'content-length': String(Buffer.byteLength(opts.body)) } : {}),
            ...opts.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            done(res.statusCode ?? 0, null);
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
          });
          res.on('error', (err) => {
            done(null, err.message);
            resolve(null);
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('délai dépassé')));
      req.on('error', (err) => {
        done(null, err.message);
        resolve(null);
      });
      req.end(opts.body);
    });
  }

  close(): void {
    this.#closed = true;
    for (const agent of this.#agents.values()) agent.destroy();
  }
}
