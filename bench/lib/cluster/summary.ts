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
  const seen = failed.filter((s) => s.seen);
  const why = new Map<string, number>();
  for (const f of failed) {
    const k = `${f.what} ${f.status ?? f.error ?? '?'}`;
    why.set(k, (why.get(k) ?? 0) + 1);
  }
  const times = within.filter((s) => s.ok && s.what !== 'flux').map((s) => s.ms);
  return {
    total: within.length,
    failed: failed.length,
    seen: seen.length,
    why: [...why].map(([k, n]) => `${n}× ${k}`),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  };
}

/** One budget's figure in one run: `value` orders the runs (higher is worse). */
export interface BudgetFigure {
  budget: string;
  value: number;
  shown: string;
  pass: boolean;
}

/** Prints the run's figures and answers its budgets' (CLUSTER_RUNS compares them). */
export function printReport(f: ClusterFigures): BudgetFigure[] {
  const figures: BudgetFigure[] = [];
  const line = (what: string, pass: boolean, budget?: { name: string; value: number; shown: string }) => {
    console.log(`budget: ${what} → ${verdict(pass)}`);
    if (budget) figures.push({ budget: budget.name, value: budget.value, shown: budget.shown, pass });
  };
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

  console.log(
    "\nRequêtes (gestes et connexions des flux) par phase ; « vues » : ce que l'utilisateur voit échouer après le renvoi de l'appli (un geste coupé ou 502/503 renvoyé une fois avec sa clé ; un flux se reconnecte seul) :",
  );
  const byPhase = f.phases.map((p) => ({ p, ...failures(f.sent, p) }));
  console.log(
    table([
      [
        'phase',
        'durée',
        'requêtes',
        'échouées (réseau)',
        'vues (utilisateur)',
        'part vue',
        'gestes p50 / p99',
      ],
      ...byPhase.map((b) => [
        b.p.name,
        `${fmt((b.p.to - b.p.from) / 1000, 1)} s`,
        String(b.total),
        String(b.failed),
        String(b.seen),
        `${fmt((100 * b.seen) / Math.max(1, b.total), 3)} %`,
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
  const killShare = kill.seen / Math.max(1, kill.total);
  const killWire = kill.failed / Math.max(1, kill.total);
  const orderProblems = f.orders.missing + f.orders.duplicated;
  line(`event latency p50 ${fmt(p50, 0)} ms (information), with ${f.streams} streams`, true);
  line(
    `event latency p99 ${fmt(p99, 0)} ms ≤ ${BUDGET.latencyP99Ms} ms with ${f.streams} streams (steady, ${steady.length} events)`,
    p99 <= BUDGET.latencyP99Ms,
    { name: 'event latency p99 (≤ 250 ms)', value: p99, shown: `${fmt(p99, 0)} ms` },
  );
  line(
    `failed requests during the kill, as the user sees them ${fmt(100 * killShare, 3)} % (${kill.seen}/${kill.total}; on the wire ${fmt(100 * killWire, 3)} %, ${kill.failed}) ≤ ${fmt(100 * BUDGET.failedDuringKill, 1)} %`,
    killShare <= BUDGET.failedDuringKill,
    {
      name: 'failed during the kill, seen (≤ 0.1 %)',
      value: killShare,
      shown: `${fmt(100 * killShare, 3)} % (réseau ${fmt(100 * killWire, 3)} %)`,
    },
  );
  line(
    `failed requests during the rolling restart, as the user sees them ${rolling.seen}/${rolling.total} (on the wire ${rolling.failed}) = ${BUDGET.failedDuringRolling}`,
    rolling.seen <= BUDGET.failedDuringRolling,
    {
      name: 'failed during the rolling restart, seen (= 0)',
      value: rolling.seen,
      shown: `${rolling.seen} (réseau ${rolling.failed}) / ${rolling.total}`,
    },
  );
  const eventProblems = f.events.missing + f.events.duplicated;
  line(
    `events missed or doubled after reconnects ${eventProblems} = 0 (${f.events.expected} expected)`,
    eventProblems === 0,
    { name: 'events missed or doubled (= 0)', value: eventProblems, shown: String(eventProblems) },
  );
  line(
    `orders lost or doubled ${orderProblems} = 0 (${f.orders.acknowledged} confirmed, ${f.orders.orders} in the database)`,
    f.orders.pass,
    { name: 'orders lost or doubled (= 0)', value: orderProblems, shown: String(orderProblems) },
  );
  for (const p of f.orders.problems) console.log(`  - ${p}`);
  line(`RSS per 1,000 streams ${fmt(perThousand, 1)} MB (information)`, true);
  line(
    `streams back after kill -9 ${fmt(f.backMs / 1000, 2)} s ≤ ${BUDGET.backAfterKillMs / 1000} s (${f.dropped} streams dropped)`,
    f.backMs <= BUDGET.backAfterKillMs,
    { name: 'streams back after kill -9 (≤ 5 s)', value: f.backMs, shown: `${fmt(f.backMs / 1000, 2)} s` },
  );
  const slowest = Math.max(...f.drains);
  line(`slowest stop on SIGTERM ${fmt(slowest, 0)} ms (information, drain included)`, true, {
    name: 'slowest stop on SIGTERM (information)',
    value: slowest,
    shown: `${fmt(slowest, 0)} ms`,
  });
  line(
    `picture uploaded through Caddy then read through Caddy ${f.photo.ok}/${f.photo.fetches} × 200 (${JSON.stringify(f.photo.statuses)})`,
    f.photo.fetches > 0 && f.photo.ok === f.photo.fetches,
  );

  const file = writeResults('cluster', {
    streams: f.streams,
    latency: { p50, p99, steadyEvents: steady.length, allP99: percentile(all, 99) },
    requests: byPhase.map((b) => ({
      phase: b.p.name,
      total: b.total,
      failed: b.failed,
      seenByUser: b.seen,
      why: b.why,
    })),
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
  return figures;
}

/** CLUSTER_RUNS > 1: each budget's figure in every run, and the worst of them. */
export function printRuns(runs: BudgetFigure[][]): void {
  console.log(`\n${runs.length} exécutions : chaque budget, run par run, et le pire`);
  const names = [...new Set(runs.flat().map((f) => f.budget))];
  console.log(
    table([
      ['budget', ...runs.map((_, i) => `run ${i + 1}`), 'pire'],
      ...names.map((name) => {
        const per = runs.map((r) => r.find((f) => f.budget === name));
        const worst = per.reduce<BudgetFigure | undefined>(
          (w, f) => (f && (!w || f.value > w.value) ? f : w),
          undefined,
        );
        return [name, ...per.map((f) => f?.shown ?? '—'), worst?.shown ?? '—'];
      }),
    ]),
  );
  for (const name of names) {
    const per = runs.map((r) => r.find((f) => f.budget === name));
    const pass = per.every((f) => f?.pass === true);
    console.log(`budget (${runs.length} runs): ${name} → ${verdict(pass)}`);
  }
}
