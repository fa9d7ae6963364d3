// The cluster bench's figures against issue 23's budgets, printed as the other benches print
// them, and written to bench/results/cluster.json.
import type { CrashCheck } from '../crash-check.ts';
import { fmt, percentile, table, verdict, writeResults } from '../report.ts';
import type { EventCheck, Phase } from './event-check.ts';
import type { OrderFlow } from './order-flow.ts';
import type { PhotoCheck } from './photo-check.ts';
import type { Sent } from './requests.ts';

const BUDGET = {
  latencyP99Ms: 250,
  failedDuringKill: 0.001,
  failedDuringRolling: 0,
  backAfterKillMs: 5_000,
};

export interface ClusterFigures {
  streams: number;
  phases: Phase[];
  events: EventCheck;
  orders: CrashCheck;
  flow: OrderFlow;
  sent: Sent[];
  photo: PhotoCheck;
  rss: Array<{ name: string; before: number; with: number; streams: number }>;
  backMs: number;
  dropped: number;
  drains: number[];
  /** Processor time over the steady phase, in cores (1 = one core busy all along). */
  cpuShare: Record<string, number>;
  caddyErrors: Map<string, number>;
  connectedAtEnd: number;
  heldAtEnd: number[];
  evicted: number;
}

function failures(sent: Sent[], phase: Phase) {
  // By when each ended: a request cut by the kill belongs to the kill, even if sent just before.
  const within = sent.filter((s) => s.at + s.ms >= phase.from && s.at + s.ms < phase.to);
  const failed = within.filter((s) => !s.ok);
  const why = new Map<string, number>();
  for (const f of failed) {
    const k = `${f.what} ${f.status ?? f.error ?? '?'}`;
    why.set(k, (why.get(k) ?? 0) + 1);
  }
  const times = within.filter((s) => s.ok && s.what !== 'flux').map((s) => s.ms);
  return {
    total: within.length,
    failed: failed.length,
    why: [...why].map(([k, n]) => `${n}× ${k}`),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  };
}

export function printReport(f: ClusterFigures): void {
  const line = (what: string, pass: boolean) => console.log(`budget: ${what} → ${verdict(pass)}`);
  const steady = f.events.latencies.get('steady') ?? [];
  const all = [...f.events.latencies.values()].flat();
  const p50 = percentile(steady, 50);
  const p99 = percentile(steady, 99);

  console.log(
    '\nLatence des événements (du premier envoi du geste à son arrivée sur chaque flux concerné) :',
  );
  console.log(
    table([
      ['phase', 'événements', 'p50', 'p99', 'max'],
      ...f.phases.map((p) => {
        const l = f.events.latencies.get(p.name) ?? [];
        return [
          p.name,
          String(l.length),
          `${fmt(percentile(l, 50), 0)} ms`,
          `${fmt(percentile(l, 99), 0)} ms`,
          `${fmt(percentile(l, 100), 0)} ms`,
        ];
      }),
    ]),
  );

  const first = f.phases[0]!;
  const durations = new Map<string, number[]>();
  for (const s of f.sent)
    if (s.at >= first.from && s.at < first.to && s.ok)
      durations.set(s.what, [...(durations.get(s.what) ?? []), s.ms]);
  console.log(
    `  ${first.name}, par type : ${[...f.events.firstPhaseByType]
      .map(([type, l]) => `${type} p50 ${fmt(percentile(l, 50), 0)} / p99 ${fmt(percentile(l, 99), 0)} ms`)
      .join(' ; ')}`,
  );
  console.log(
    `  ${first.name}, durée des requêtes (p50 / p99) : ${[...durations]
      .map(([what, l]) => `${what} ${fmt(percentile(l, 50), 0)} / ${fmt(percentile(l, 99), 0)} ms`)
      .join(' ; ')}`,
  );

  console.log('\nRequêtes (gestes et connexions des flux) par phase :');
  const byPhase = f.phases.map((p) => ({ p, ...failures(f.sent, p) }));
  console.log(
    table([
      ['phase', 'durée', 'requêtes', 'échouées', 'part', 'gestes p50 / p99'],
      ...byPhase.map((b) => [
        b.p.name,
        `${fmt((b.p.to - b.p.from) / 1000, 1)} s`,
        String(b.total),
        String(b.failed),
        `${fmt((100 * b.failed) / Math.max(1, b.total), 3)} %`,
        `${fmt(b.p50, 0)} / ${fmt(b.p99, 0)} ms`,
      ]),
    ]),
  );
  for (const b of byPhase)
    if (b.why.length > 0) console.log(`  ${b.p.name} : ${b.why.slice(0, 6).join(', ')}`);
  if (f.caddyErrors.size > 0)
    console.log(
      `  erreurs de Caddy : ${[...f.caddyErrors]
        .map(([what, n]) => `${n}× ${what}`)
        .slice(0, 6)
        .join(' ; ')}`,
    );

  console.log('\nMémoire (VmRSS) :');
  console.log(
    table([
      ['processus', 'sans flux', 'avec flux', 'flux tenus', 'par 1 000 flux'],
      ...f.rss.map((r) => [
        r.name,
        `${fmt(r.before, 0)} MB`,
        `${fmt(r.with, 0)} MB`,
        String(r.streams),
        `${fmt(((r.with - r.before) / Math.max(1, r.streams)) * 1000, 1)} MB`,
      ]),
    ]),
  );
  const heldAll = f.rss.reduce((n, r) => n + r.streams, 0);
  const grown = f.rss.reduce((n, r) => n + r.with - r.before, 0);
  const perThousand = (grown / Math.max(1, heldAll)) * 1000;

  console.log(
    `\nProcesseur pendant le régime établi, en cœurs (postgres : les connexions à la base du bench ; machine : tout ce qui tourne, autres travaux compris, sur 2) : ${Object.entries(
      f.cpuShare,
    )
      .map(([k, v]) => `${k} ${fmt(v, 2)}`)
      .join(', ')}`,
  );
  console.log(
    `Commandes : ${f.flow.placed} passées, ${f.flow.delivered} livrées, ${f.flow.stuck.length} bloquées` +
      `${f.flow.stuck.length > 0 ? ` (${f.flow.stuck.slice(0, 3).join(' ; ')})` : ''}`,
  );
  console.log(
    `Événements suivis : ${f.events.expected} attendus, ${f.events.received} reçus, ${f.events.missing} manquants, ` +
      `${f.events.duplicated} en double, ${f.events.unexpected} inattendus`,
  );
  for (const e of f.events.examples) console.log(`  - ${e}`);
  console.log(
    `Flux connectés à la fin : ${f.connectedAtEnd}/${f.streams} (par processus : ${f.heldAtEnd.join(', ')}) ; fermés par le serveur pour un flux plus récent du même compte : ${f.evicted}`,
  );
  console.log(`Arrêts sur SIGTERM (drain compris) : ${f.drains.map((d) => `${fmt(d, 0)} ms`).join(', ')}\n`);

  const kill = byPhase.find((b) => b.p.name === 'kill')!;
  const rolling = byPhase.find((b) => b.p.name === 'rolling')!;
  const killShare = kill.failed / Math.max(1, kill.total);
  const orderProblems = f.orders.missing + f.orders.duplicated;
  line(`event latency p50 ${fmt(p50, 0)} ms (information), with ${f.streams} streams`, true);
  line(
    `event latency p99 ${fmt(p99, 0)} ms ≤ ${BUDGET.latencyP99Ms} ms with ${f.streams} streams (steady, ${steady.length} events)`,
    p99 <= BUDGET.latencyP99Ms,
  );
  line(
    `failed requests during the kill ${fmt(100 * killShare, 3)} % (${kill.failed}/${kill.total}) ≤ ${fmt(100 * BUDGET.failedDuringKill, 1)} %`,
    killShare <= BUDGET.failedDuringKill,
  );
  line(
    `failed requests during the rolling restart ${rolling.failed}/${rolling.total} = ${BUDGET.failedDuringRolling}`,
    rolling.failed <= BUDGET.failedDuringRolling,
  );
  line(
    `events missed or doubled after reconnects ${f.events.missing + f.events.duplicated} = 0 (${f.events.expected} expected)`,
    f.events.missing + f.events.duplicated === 0,
  );
  line(
    `orders lost or doubled ${orderProblems} = 0 (${f.orders.acknowledged} confirmed, ${f.orders.orders} in the database)`,
    f.orders.pass,
  );
  for (const p of f.orders.problems) console.log(`  - ${p}`);
  line(`RSS per 1,000 streams ${fmt(perThousand, 1)} MB (information)`, true);
  line(
    `streams back after kill -9 ${fmt(f.backMs / 1000, 2)} s ≤ ${BUDGET.backAfterKillMs / 1000} s (${f.dropped} streams dropped)`,
    f.backMs <= BUDGET.backAfterKillMs,
  );
  line(
    `picture uploaded through Caddy then read through Caddy ${f.photo.ok}/${f.photo.fetches} × 200 (${JSON.stringify(f.photo.statuses)})`,
    f.photo.fetches > 0 && f.photo.ok === f.photo.fetches,
  );

  const file = writeResults('cluster', {
    streams: f.streams,
    latency: { p50, p99, steadyEvents: steady.length, allP99: percentile(all, 99) },
    requests: byPhase.map((b) => ({ phase: b.p.name, total: b.total, failed: b.failed, why: b.why })),
    events: { ...f.events, latencies: undefined, firstPhaseByType: undefined },
    orders: f.orders,
    flow: { placed: f.flow.placed, delivered: f.flow.delivered, stuck: f.flow.stuck },
    rss: f.rss,
    rssPerThousandMb: perThousand,
    backAfterKillMs: f.backMs,
    dropped: f.dropped,
    drainsMs: f.drains,
    cpuShare: f.cpuShare,
    caddyErrors: Object.fromEntries(f.caddyErrors),
    photo: f.photo,
  });
  console.log(`\nRésultats : ${file}`);
}
