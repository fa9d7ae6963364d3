import { HEALTH_MSG } from '@comoe/shared/health-messages';

/** A short wait: a balancer polls every few seconds and must hear of a hung dependency at once. */
export const READINESS_TIMEOUT_MS = 1000;

/**
 * One thing this process needs in order to serve: `run` resolves when it answers, throws (or
 * hangs past the timeout) when it does not. The database, Redis and the migrations register
 * theirs; object storage adds its own the same way (`app.readiness.add(...)`).
 */
export interface ReadinessCheck {
  /** Its key in the answer: `database`, `redis`, `migrations`, `stockage`… */
  name: string;
  /** The French sentence answered when it fails (or `run` throws a ReadinessFailure saying more). */
  failure: string;
  run: () => Promise<void>;
}

export interface ReadinessAnswer {
  ready: boolean;
  /** Per check, `ok` or why not. */
  checks: Record<string, string>;
}

/** A failing check whose own message is meant for the answer (the migrations' list). */
export class ReadinessFailure extends Error {}

class TimedOut extends Error {}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`pas de réponse en ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The readiness checks of one app. Requests that arrive while a round runs share it: a flood of
 * probes (hundreds of balancers, a script) costs one database query, not one each.
 */
export class Readiness {
  readonly #checks = new Map<string, ReadinessCheck>();
  #stopping = false;
  /** Run once the first probe has been told `stopping`; emptied then. */
  #onHeard: Array<() => void> = [];
  #round: Promise<ReadinessAnswer> | null = null;

  constructor(
    private readonly onFailure: (name: string, err: unknown) => void,
    private readonly timeoutMs = READINESS_TIMEOUT_MS,
  ) {}

  add(check: ReadinessCheck): void {
    this.#checks.set(check.name, check);
  }

  /** From now on not ready: the process is shutting down and the balancer must stop sending. */
  stop(): void {
    this.#stopping = true;
  }

  get stopping(): boolean {
    return this.#stopping;
  }

  /**
   * `fn` runs once a probe has been answered `stopping`, after that answer has gone: a balancer
   * that polls knows by then, and sends nothing new here (its next request goes elsewhere).
   */
  whenStoppingHeard(fn: () => void): void {
    this.#onHeard.push(fn);
  }

  check(): Promise<ReadinessAnswer> {
    if (this.#stopping) {
      const heard = this.#onHeard;
      this.#onHeard = [];
      // After this turn: the 503 is written before the work the listeners start.
      if (heard.length > 0) setImmediate(() => heard.forEach((fn) => fn()));
      return Promise.resolve({ ready: false, checks: { arret: HEALTH_MSG.stopping } });
    }
    this.#round ??= this.#run().finally(() => {
      this.#round = null;
    });
    return this.#round;
  }

  async #run(): Promise<ReadinessAnswer> {
    const list = [...this.#checks.values()];
    const results = await Promise.all(
      list.map(async (c): Promise<string> => {
        try {
          await withTimeout(c.run(), this.timeoutMs);
          return 'ok';
        } catch (err) {
          this.onFailure(c.name, err);
          if (err instanceof ReadinessFailure) return err.message;
          return err instanceof TimedOut ? `${c.failure} ${HEALTH_MSG.timedOut(this.timeoutMs)}` : c.failure;
        }
      }),
    );
    const checks = Object.fromEntries(list.map((c, i) => [c.name, results[i]!]));
    return { ready: results.every((r) => r === 'ok'), checks };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What `GET /api/health/ready` asks (lib/readiness.ts). */
    readiness: Readiness;
  }
}
