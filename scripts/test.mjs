// `npm test`: lint, typecheck, unit and API tests on SQLite (and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser journeys in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) failedSteps.push(label);
  return r.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const j = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += j.numPassedTests ?? 0;
  totals.failed += j.numFailedTests ?? 0;
  totals.skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totals.failed += s.unexpected ?? 0;
  totals.skipped += s.skipped ?? 0;
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

// Issue 23 §1: the suites that store, serve or delete files, run again with every file in a bucket
// of an S3 server the tests start (s3rver, from npm): the same behaviour on disk and in S3.
const FILE_SUITES = [
  'admin-directory',
  'admin-statut',
  'admin-villes',
  'business-files',
  'business-orders',
  'catalog',
  'catalog-client',
  'courier-documents',
  'courier-profile',
  'courier-proof-uploads',
  'courier-replays',
  'edge-requests',
  'entreprise-profile',
  'files-business-photos',
  'files-license',
  'files-profile',
  'listing',
  'malformed-forms',
  'menu-writes',
  'platform',
  'produits',
  'produits-edit',
  'upload-limit',
].map((name) => `apps/api/test/${name}.test.ts`);
run('Tests des fichiers sur un serveur S3', 'npx', [...vitestArgs('vitest-s3', ['api']), ...FILE_SUITES], {
  TEST_STORE: 'sqlite',
  TEST_FILES: 's3',
});
countVitest(join(reports, 'vitest-s3.json'));

if (process.env.TEST_DATABASE_URL) {
  run('Tests API sur PostgreSQL', 'npx', vitestArgs('vitest-postgres', ['api']), { TEST_STORE: 'postgres' });
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

console.log('');
if (failedSteps.length) console.log(`Étapes en échec : ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
