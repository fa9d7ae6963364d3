import type * as PromClient from 'prom-client';
import type { EventBus } from './events/bus.ts';
import { parseEventId } from './events/event-ids.ts';
import { lazyModule } from './lazy-module.ts';
import { RequestHistogram } from './request-histogram.ts';

// Loaded only when METRICS_PORT is set: a process nobody scrapes does not carry it.
const promClient = lazyModule<typeof PromClient>('prom-client');

/** Seconds. Most answers take a few ms; the tail (exports, uploads) goes to seconds. */
const REQUEST_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds from a publish on one process to its arrival on another (the event latency budget is 250 ms). */
const BUS_LAG_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * One app's metrics, in a registry of its own (not prom-client's global one): tests build
 * several apps in one process, and each counts only what it did. Modules reach them through
 * `app.metrics`, null when METRICS_PORT is not set.
 */
export class AppMetrics {
  readonly registry: PromClient.Registry;
  readonly #requests: RequestHistogram;
  readonly #published: PromClient.Counter<'type'>;
  readonly #delivered: PromClient.Counter<'type'>;
  readonly #busLag: PromClient.Histogram;
  readonly #transitions: PromClient.Counter<'from' | 'to'>;
  readonly #sweeps: PromClient.Counter<'result'>;
  readonly #loginLocks: PromClient.Counter;
  readonly #codeLocks: PromClient.Counter<'code'>;
  #openStreams: () => number = () => 0;

  constructor() {
    const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = promClient();
    const registers = [(this.registry = new Registry())];
    // Process metrics, the event-loop lag (nodejs_eventloop_lag_seconds) among them.
    collectDefaultMetrics({ register: this.registry });
    this.#requests = new RequestHistogram(REQUEST_BUCKETS);
    this.registry.registerMetric(this.#requests as unknown as PromClient.Metric);
    const streams = (): number => this.#openStreams();
    new Gauge({
      name: 'comoe_live_streams_open',
      help: 'Flux en direct (GET /api/events) ouverts sur ce processus',
      registers,
      collect() {
        this.set(streams());
      },
    });
    this.#published = new Counter({
      name: 'comoe_events_published_total',
      help: 'Événements en direct publiés par ce processus, par type',
      labelNames: ['type'],
      registers,
    });
    this.#delivered = new Counter({
      name: 'comoe_events_delivered_total',
      help: 'Événements en direct écrits sur les flux de ce processus, par type',
      labelNames: ['type'],
      registers,
    });
    this.#busLag = new Histogram({
      name: 'comoe_bus_lag_seconds',
      help: 'Délai entre la publication sur Redis et la réception par ce processus',
      buckets: BUS_LAG_BUCKETS,
      registers,
    });
    this.#transitions = new Counter({
      name: 'comoe_order_transitions_total',
      help: 'Changements de statut des commandes faits par ce processus',
      labelNames: ['from', 'to'],
      registers,
    });
    this.#sweeps = new Counter({
      name: 'comoe_sweeper_runs_total',
      help: 'Passages du balayage des commandes sans réponse, par résultat (ok, error)',
      labelNames: ['result'],
      registers,
    });
    this.#loginLocks = new Counter({
      name: 'comoe_login_locks_total',
      help: 'Essais de mot de passe refusés (429) pendant le délai d’un compte',
      registers,
    });
    this.#codeLocks = new Counter({
      name: 'comoe_code_locks_total',
      help: 'Codes de remise bloqués après trop d’erreurs, par code (entreprise, client)',
      labelNames: ['code'],
      registers,
    });
  }

  /** One answer; `route` is the route's pattern (`/api/commandes/:id`), undefined when none matched. */
  /** One answer; `route` is the route's pattern (`/api/commandes/:id`), undefined when none matched. */
  observeRequest(method: string, route: string | undefined, status: number, ms: number): void {
    this.#requests.observe(method, route, status, ms / 1000);
  }

  /** Read at each scrape: the streams cost nothing while they open and close. */
  countOpenStreams(read: () => number): void {
    this.#openStreams = read;
  }

  eventDelivered(type: string): void {
    this.#delivered.inc({ type });
  }

  orderMoved(from: string, to: string): void {
    this.#transitions.inc({ from, to });
  }

  sweepRan(result: 'ok' | 'error'): void {
    this.#sweeps.inc({ result });
  }

  loginLocked(): void {
    this.#loginLocks.inc();
  }

  codeLocked(code: 'client' | 'entreprise'): void {
    this.#codeLocks.inc({ code });
  }

  /**
   * Counts the live events this process publishes; on Redis, also times each one from its id,
   * which Redis stamps with its own clock when the event enters the log. The in-process bus has
   * no lag worth the measure.
   */
  watchBus(bus: EventBus, viaRedis: boolean): void {
    const publish = bus.publish.bind(bus);
    bus.publish = (message) => {
      if ('audience' in message) this.#published.inc({ type: message.data.type });
      return publish(message);
    };
    if (!viaRedis) return;
    bus.subscribe((_event, id) => {
      const stamped = parseEventId(id);
      if (stamped) this.#busLag.observe(Math.max(0, Date.now() - stamped[0]) / 1000);
    });
  }
}
