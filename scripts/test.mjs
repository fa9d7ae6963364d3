// `npm test`: lint, typecheck, unit and API tests on SQLite (and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser journeys in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresSuites, s3Suites } from './api-suites.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const startedAll = performance.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];
/** One row per phase for the closing table: its wall time and, for test phases, its counts. */
const phases = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  phases.push({ label, seconds: (performance.now() - started) / 1000, ok: r.status === 0, counts: null });
  if (r.status !== 0) failedSteps.push(label);
  return r.status === 0;
}

/** Adds a phase's counts to the totals and to its row of the table. */
function count(counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  const last = phases.at(-1);
  if (last) last.counts = counts;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const j = JSON.parse(readFileSync(file, 'utf8'));
  count({
    passed: j.numPassedTests ?? 0,
    failed: j.numFailedTests ?? 0,
    skipped: (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0),
  });
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  count({ passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 });
}

/** Issue 32 §4: every closing note gives each phase's time, so the table comes before the totals. */
function printPhases() {
  const rows = phases.map((p) => [
    p.label,
    `${Math.round(p.seconds)} s`,
    p.counts ? `${p.counts.passed} / ${p.counts.failed} / ${p.counts.skipped}` : '—',
    p.ok ? '' : 'échec',
  ]);
  const all = (performance.now() - startedAll) / 1000;
  rows.push(['Total', `${Math.round(all)} s`, `${totals.passed} / ${totals.failed} / ${totals.skipped}`, '']);
  const head = ['Étape', 'Durée', 'Tests (réussis / échoués / sautés)', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) =>
    r
      .map((c, i) => (i === 1 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(head)}`);
  for (const r of rows) console.log(line(r));
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      '\n✖ Chromium est introuvable (/usr/bin/chromium). Installez-le : sudo apt-get install -y chromium',
    );
    return false;
  }
  console.log('\nInstallation de Chromium (paquet Debian)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const r = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
    stdio: 'inherit',
    env,
  });
  if (r.status !== 0 || !existsSync('/usr/bin/chromium')) {
    console.error(
      "\n✖ L'installation de Chromium a échoué : les tests dans le navigateur ne peuvent pas tourner.",
    );
    return false;
  }
  return true;
}

const vitestArgs = (name, projects) => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, `${name}.json`)}`,
];

run('Lint (ESLint)', 'npx', ['eslint', '.', '--max-warnings=0']);
run('Types (tsc)', 'npm', ['run', '--silent', 'typecheck']);
run('Tests unitaires et API sur SQLite', 'npx', vitestArgs('vitest-sqlite', ['shared', 'web', 'api']), {
  TEST_STORE: 'sqlite',
});
countVitest(join(reports, 'vitest-sqlite.json'));

// Issue 23 §1 and issue 32 §4: the suites that store, serve or delete files (`// @files s3` at their
// top) run again with every file in a bucket of an S3 server the tests start (s3rver, from npm).
run('Tests des fichiers sur un serveur S3', 'npx', [...vitestArgs('vitest-s3', ['api']), ...s3Suites()], {
  TEST_STORE: 'sqlite',
  TEST_FILES: 's3',
});
countVitest(join(reports, 'vitest-s3.json'));

if (process.env.TEST_DATABASE_URL) {
  // Issue 32 §4: the suites whose behaviour may differ on PostgreSQL, i.e. all but those marked
  // `// @stores sqlite` (validation, formatting, pure logic, what never reaches the store).
  run('Tests API sur PostgreSQL', 'npx', [...vitestArgs('vitest-postgres', ['api']), ...postgresSuites()], {
    TEST_STORE: 'postgres',
  });
  countVitest(join(reports, 'vitest-postgres.json'));
} else {
  console.log('\n(TEST_DATABASE_URL absent : la suite API sur PostgreSQL est sautée.)');
}

if (ensureChromium()) {
  if (run("Construction de l'application web", 'npm', ['run', 'build', '-w', '@comoe/web'])) {
    run(
      'Parcours dans Chromium (Playwright)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json'),
      },
    );
    countPlaywright(join(reports, 'playwright.json'));
  }
} else {
  failedSteps.push('Chromium');
}

printPhases();
console.log('');
if (failedSteps.length) console.log(`Étapes en échec : ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
