// `npm run bench:cluster` (issue 23 §3): Caddy with deploy/Caddyfile in front of three API
// processes on one PostgreSQL database, Redis and an S3 server; 2,000 open live streams and a
// steady flow of orders; then kill -9 of one process, and a rolling restart. Prints event
// latency, failed requests, events missed, orders lost or doubled, RSS per 1,000 streams and the
// time streams take to come back, each against its budget. CLUSTER_RUNS=5 runs the whole scenario
// five times, from scratch each time, and prints each budget's figure in every run and the worst.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { createDatabase } from '../apps/api/src/db/database.ts';
import { pngBytes } from '../apps/api/test/helpers/factories.ts';
import { checkAfterCrashes } from './lib/crash-check.ts';
import { createPeople, split } from './lib/cluster/accounts.ts';
import { ApiNode } from './lib/cluster/api-nodes.ts';
import { startCaddy } from './lib/cluster/caddy.ts';
import { Cleanup } from './lib/cluster/cleanup.ts';
import { cpuSeconds, machineCpuSeconds } from './lib/cluster/cpu.ts';
import { checkEvents, type Phase } from './lib/cluster/event-check.ts';
import { startSharedServices } from './lib/cluster/infra.ts';
import { LiveStreams } from './lib/cluster/live-streams.ts';
import { OrderFlow } from './lib/cluster/order-flow.ts';
import { checkSharedPhoto } from './lib/cluster/photo-check.ts';
import { Requests } from './lib/cluster/requests.ts';
import { printReport, printRuns, type BudgetFigure } from './lib/cluster/summary.ts';
import { numberFromEnv } from './lib/load.ts';

const STREAMS = Math.round(numberFromEnv('CLUSTER_STREAMS', 2000, 10, 10_000));
const ORDERS_PER_SEC = numberFromEnv('CLUSTER_ORDERS_PER_SEC', 4, 0.5, 50);
const STEADY_MS = numberFromEnv('CLUSTER_STEADY_S', 30, 5, 300) * 1000;
/** How long the killed process stays down before it is started again. */
const DOWN_MS = 5_000;
const PAUSE_MS = 10_000;
const NODES = 3;
const RUNS = Math.round(numberFromEnv('CLUSTER_RUNS', 1, 1, 20));
/** deploy/Caddyfile's health_interval. */
const CADDY_HEALTH_INTERVAL_MS = 2_000;

/** Other work on a shared machine weighs on every figure: said with them. */
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (msg: string) => console.log(`[${(performance.now() / 1000).toFixed(1).padStart(6)} s] ${msg}`);

async function runOnce(): Promise<BudgetFigure[]> {
  try {
    const counts = split(STREAMS);
    console.log(
      `bench:cluster — Caddy + ${NODES} processus, ${STREAMS} flux (${counts.clients} clients, ${counts.businesses} entreprises, ` +
        `${counts.couriers} livreurs, ${counts.cities} villes), ${ORDERS_PER_SEC} commandes/s\n`,
    );
    log(`charge moyenne de la machine avant le bench : ${loadAverage()}`);
    const shared = await startSharedServices(cleanup);
    const jwtSecret = randomBytes(48).toString('base64url');
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: shared.databaseUrl,
      REDIS_URL: shared.redisUrl,
      REDIS_CHANNEL: shared.redisChannel,
      JWT_SECRET: jwtSecret,
      // Three processes start on one empty database: none seeds (deploy/comoe.env.example).
      SEED_DEMO: 'false',
      TRUST_PROXY: 'loopback',
      // As deploy/comoe.env.example: a stopping process serves until Caddy's health check hears it.
      SHUTDOWN_DRAIN_MS: '3000',
      ...shared.s3Env,
    };
    const nodes = await Promise.all(
      Array.from({ length: NODES }, (_, i) => ApiNode.create(`api-${i + 1}`, shared.dir, env)),
    );
    for (const n of nodes) cleanup.add(n.name, () => n.stop());
    // The first builds what is missing and migrates; the others start on a migrated database.
    log(`${nodes[0]!.name} : ${(await nodes[0]!.start(600_000)).toFixed(0)} ms`);
    const starts = await Promise.all(nodes.slice(1).map((n) => n.start()));
    log(
      `${nodes
        .slice(1)
        .map((n, i) => `${n.name} : ${starts[i]!.toFixed(0)} ms`)
        .join(', ')}`,
    );
    const caddy = await startCaddy(
      nodes.map((n) => n.upstream),
      shared.dir,
    );
    cleanup.add('Caddy', () => caddy.stop());
    log(`Caddy : ${caddy.url} → ${nodes.map((n) => n.upstream).join(' ')}`);

    const database = createDatabase({ dataDir: shared.dir, databaseUrl: shared.databaseUrl });
    cleanup.add('connexions du bench à la base', () => database.close());
    const cities = await createPeople(database.db, jwtSecret, STREAMS);
    const people = cities.flatMap((c) => [...c.clients, ...c.businesses, ...c.couriers]);
    log(`${people.length} comptes créés`);

    const base = new URL(caddy.url);
    const requests = new Requests(base);
    cleanup.add('connexions des téléphones', () => requests.close());
    const png = await pngBytes();
    const photo = await checkSharedPhoto(requests, cities[0]!.businesses[0]!, png);
    log(`photo : ${photo.ok}/${photo.fetches} lectures 200 (${photo.url ?? 'envoi refusé'})`);

    const rssBefore = nodes.map((n) => n.rssMb());
    const live = new LiveStreams(people, base, requests);
    cleanup.add('flux', () => live.stop());
    const opening = performance.now();
    await live.open();
    log(`${live.connected} flux ouverts en ${((performance.now() - opening) / 1000).toFixed(1)} s`);
    await sleep(2_000);
    const rssWith = nodes.map((n) => n.rssMb());
    const held = await Promise.all(nodes.map((n) => n.openStreams()));

    // Steady: the flow alone, with the processor time each piece takes.
    const flow = new OrderFlow(requests, cities, png);
    const pids = {
      bench: process.pid,
      caddy: caddy.pid,
      ...Object.fromEntries(nodes.map((n) => [n.name, n.pid])),
    };
    const cpu0 = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, cpuSeconds(pid)]));
    const postgres = await shared.backendPids();
    const postgres0 = postgres.reduce((n, pid) => n + cpuSeconds(pid), 0);
    const machine0 = machineCpuSeconds();
    const loadStart = performance.now();
    flow.run(ORDERS_PER_SEC);
    await sleep(STEADY_MS);
    const cpuShare = Object.fromEntries(
      Object.entries(pids).map(([k, pid]) => [k, (cpuSeconds(pid) - cpu0[k]!) / (STEADY_MS / 1000)]),
    );
    cpuShare.postgres =
      (postgres.reduce((n, pid) => n + cpuSeconds(pid), 0) - postgres0) / (STEADY_MS / 1000);
    const machine = machineCpuSeconds();
    cpuShare.machine = (machine.busy - machine0.busy) / (STEADY_MS / 1000);
    log(`régime établi : ${flow.placed} commandes passées, ${flow.delivered} livrées`);

    // kill -9 of one process, load running; started again after a while.
    const victim = nodes[1]!;
    const before = live.connected;
    const victimHeld = await victim.openStreams();
    const killAt = performance.now();
    await victim.kill();
    log(`kill -9 de ${victim.name} (${victimHeld} flux) ; ${before}/${STREAMS} flux connectés juste avant`);
    // Its streams end once Caddy has seen the upstream go: only then can they be waited back.
    await live.dropsSince(killAt, victimHeld, 5_000);
    const restart = sleep(DOWN_MS).then(() => victim.start());
    await live.allBack(60_000);
    const backAt = performance.now();
    const dropped = live.streams.filter((s) => s.droppedAt >= killAt).length;
    log(`${dropped} flux coupés, tous revenus en ${((backAt - killAt) / 1000).toFixed(2)} s`);
    log(`${victim.name} redémarré en ${(await restart).toFixed(0)} ms`);
    await sleep(PAUSE_MS);

    // Rolling restart: each process drains and exits on SIGTERM, then starts again, one at a time.
    const rollStart = performance.now();
    const drains: number[] = [];
    for (const n of nodes) {
      drains.push(await n.terminate());
      const ms = await n.start();
      log(`${n.name} : arrêté en ${drains.at(-1)!.toFixed(0)} ms, prêt en ${ms.toFixed(0)} ms`);
      // Ready is not yet back in Caddy's rotation: its next health check (every 2 s) puts it back.
      await sleep(CADDY_HEALTH_INTERVAL_MS + 500);
    }
    await live.allBack(60_000);
    const rollEnd = performance.now();
    await sleep(PAUSE_MS / 2);
    await flow.stop();
    // The last moves' events are on their way: done once no stream has heard anything for a while.
    await live.quiet(3_000, 60_000);
    const end = performance.now();
    log(`charge moyenne de la machine : ${loadAverage()}`);
    const connectedAtEnd = live.connected;
    const heldAtEnd = await Promise.all(nodes.map((n) => n.openStreams()));
    live.stop();
    for (const n of nodes) for (const c of n.crashes) log(`${n.name} s'est arrêté de lui-même :\n${c}`);
    log(`fin : ${flow.placed} commandes passées, ${flow.delivered} livrées, ${flow.stuck.length} bloquées`);

    const phases: Phase[] = [
      { name: 'steady', from: loadStart, to: killAt },
      { name: 'kill', from: killAt, to: backAt },
      { name: 'between', from: backAt, to: rollStart },
      { name: 'rolling', from: rollStart, to: rollEnd },
      { name: 'after', from: rollEnd, to: end },
    ];
    return printReport({
      streams: STREAMS,
      phases,
      events: await checkEvents(database.db, live.streams, flow.movedAt, phases),
      orders: await checkAfterCrashes(database.db, flow.acked),
      flow,
      sent: requests.log,
      photo,
      rss: nodes.map((n, i) => ({
        name: n.name,
        before: rssBefore[i]!,
        with: rssWith[i]!,
        streams: held[i]!,
      })),
      backMs: backAt - killAt,
      dropped,
      drains,
      cpuShare,
      caddyErrors: caddy.errors,
      connectedAtEnd,
      heldAtEnd,
      evicted: live.streams.reduce((n, s) => n + s.evicted, 0),
    });
  } finally {
    await cleanup.run();
  }
}

const cleanup = new Cleanup();
cleanup.onSignals();
const runs: BudgetFigure[][] = [];
for (let run = 1; run <= RUNS; run++) {
  if (RUNS > 1) console.log(`\n=== bench:cluster : exécution ${run}/${RUNS} ===\n`);
  runs.push(await runOnce());
}
if (RUNS > 1) printRuns(runs);
