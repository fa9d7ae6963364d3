// `npm run bench:start`: how long `npm start` takes to its first answer, on a first start
// (migrations and demo data) and on existing data, and what the idle server weighs. `npm start`
// is run itself (npm, its shell, the start script); the start script without npm is timed too,
// to tell npm's share from ours.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { npmStartCommand, rssMb, startApp, startCommand } from './lib/app-process.ts';
import { numberFromEnv } from './lib/load.ts';
import { fmt, median, verdict, writeResults } from './lib/report.ts';

/** Issue 32 §5: the whole `npm start` on existing data, and the idle server after a restart. */
const BUDGET_EXISTING_MS = 600;
const BUDGET_FIRST_MS = 3_000;
const BUDGET_IDLE_RSS_MB = 90;
/** After a first start, the demo data written by a process of its own (issue 23 §5). */
const BUDGET_FIRST_IDLE_RSS_MB = 100;
/** Idle: the start-up's garbage collected, no request since the first. */
const IDLE_SETTLE_MS = 2_000;

const runs = Math.round(numberFromEnv('BENCH_START_RUNS', 5, 1, 20));
const command = npmStartCommand();
const withoutNpm = startCommand();
const env = (dataDir: string) => ({ DATA_DIR: dataDir });

console.log(
  `${command.join(' ')} (${withoutNpm.slice(1).join(' ')} sans npm), ${runs} fois : premier démarrage, puis sur ses données\n`,
);

// Not measured: builds what is missing or stale (web, API), as the first `npm start` would.
{
  const dir = mkdtempSync(join(tmpdir(), 'comoe-bench-start-'));
  try {
    const app = await startApp({ env: env(dir), timeoutMs: 600_000, command });
    await app.stop();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const first: number[] = [];
const existing: number[] = [];
/** The same start without npm (node and the start script). */
const existingNoNpm: number[] = [];
/** CPU time to the first 200 on existing data: npm start's processes together, and the server's. */
const existingCpu: number[] = [];
const existingServerCpu: number[] = [];
const idleRss: number[] = [];
/** Idle after a first start: the demo data is written by a process of its own (issue 23 §5). */
const firstIdleRss: number[] = [];
for (let i = 1; i <= runs; i++) {
  const dir = mkdtempSync(join(tmpdir(), 'comoe-bench-start-'));
  try {
    const fresh = await startApp({ env: env(dir), command });
    await new Promise((r) => setTimeout(r, IDLE_SETTLE_MS));
    firstIdleRss.push(rssMb(fresh.pid));
    await fresh.stop();
    first.push(fresh.startMs);
    const again = await startApp({ env: env(dir), command });
    existing.push(again.startMs);
    existingCpu.push(again.startCpu.totalMs);
    existingServerCpu.push(again.startCpu.serverMs);
    await new Promise((r) => setTimeout(r, IDLE_SETTLE_MS));
    idleRss.push(rssMb(again.pid));
    await again.stop();
    const bare = await startApp({ env: env(dir), command: withoutNpm });
    existingNoNpm.push(bare.startMs);
    await bare.stop();
    console.log(
      `${String(i).padStart(2)}  premier ${fmt(fresh.startMs, 0).padStart(5)} ms   ` +
        `données existantes ${fmt(again.startMs, 0).padStart(5)} ms (sans npm ${fmt(bare.startMs, 0)} ms ; ` +
        `CPU ${fmt(again.startCpu.totalMs, 0)} ms dont serveur ${fmt(again.startCpu.serverMs, 0)} ms)   ` +
        `RSS au repos ${fmt(idleRss.at(-1)!, 1)} Mo ` +
        `(après un premier démarrage ${fmt(firstIdleRss.at(-1)!, 0)} Mo)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const figures = {
  firstMs: median(first),
  existingMs: median(existing),
  existingNoNpmMs: median(existingNoNpm),
  existingCpuMs: median(existingCpu),
  existingServerCpuMs: median(existingServerCpu),
  idleRssMb: median(idleRss),
  firstIdleRssMb: median(firstIdleRss),
};
const budgets = {
  existing: { budget: BUDGET_EXISTING_MS, pass: figures.existingMs < BUDGET_EXISTING_MS },
  first: { budget: BUDGET_FIRST_MS, pass: figures.firstMs <= BUDGET_FIRST_MS },
  idleRss: { budget: BUDGET_IDLE_RSS_MB, pass: figures.idleRssMb <= BUDGET_IDLE_RSS_MB },
  firstIdleRss: {
    budget: BUDGET_FIRST_IDLE_RSS_MB,
    pass: figures.firstIdleRssMb <= BUDGET_FIRST_IDLE_RSS_MB,
  },
};
console.log('');
console.log(
  `budget: npm start to first 200, existing data ${fmt(figures.existingMs, 0)} ms < ${BUDGET_EXISTING_MS} ms → ${verdict(budgets.existing.pass)}` +
    ` (without npm ${fmt(figures.existingNoNpmMs, 0)} ms; CPU ${fmt(figures.existingCpuMs, 0)} ms, server ${fmt(figures.existingServerCpuMs, 0)} ms)`,
);
console.log(
  `budget: npm start to first 200, first start (migrations, demo data) ${fmt(figures.firstMs, 0)} ms ≤ ${BUDGET_FIRST_MS} ms → ${verdict(budgets.first.pass)}`,
);
console.log(
  `budget: RSS idle after a restart ${fmt(figures.idleRssMb, 1)} MB ≤ ${BUDGET_IDLE_RSS_MB} MB → ${verdict(budgets.idleRss.pass)}`,
);
console.log(
  `budget: RSS idle after a first start (demo data seeded by its own process) ${fmt(figures.firstIdleRssMb, 0)} MB ≤ ${BUDGET_FIRST_IDLE_RSS_MB} MB → ${verdict(budgets.firstIdleRss.pass)}`,
);
const file = writeResults('start', {
  command,
  withoutNpm: withoutNpm.slice(1),
  loadavg: readFileSync('/proc/loadavg', 'utf8').trim(),
  runs,
  first,
  existing,
  existingNoNpm,
  existingCpu,
  existingServerCpu,
  idleRss,
  firstIdleRss,
  ...figures,
  budgets,
});
console.log(`\nRésultats : ${file} (charge de la machine : ${readFileSync('/proc/loadavg', 'utf8').trim()})`);
