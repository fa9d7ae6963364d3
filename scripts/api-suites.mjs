// Which API test files run again on PostgreSQL and with files in S3 (issue 32 §4). Each file says
// it in the comment lines above its imports; npm test (scripts/test.mjs) reads them, and
// apps/api/test/suite-stores.test.ts checks them:
//   // @stores sqlite: <why nothing it tests can differ on PostgreSQL>   → runs on SQLite only
//   (no @stores line)                                                    → SQLite and PostgreSQL
//   // @files s3: <why it stores, serves or deletes files>               → again with files in S3
//   // @files disk: <why the bucket changes nothing it tests>            → with files on disk only
// A new file runs on both stores unless it says otherwise; one that handles files must choose.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const testDir = join(root, 'apps', 'api', 'test');
const MARKER = /^\/\/ @(stores|files) ([a-z0-9]+):\s*(.*)$/;
const CHOICES = { stores: ['sqlite'], files: ['s3', 'disk'] };

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'helpers' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The markers of one file's header (the lines above its first import) and what is wrong with them. */
export function readMarkers(source) {
  const markers = { stores: null, files: null, problems: [] };
  for (const line of source.split('\n')) {
    if (line.startsWith('import ')) break;
    if (!line.startsWith('// @')) continue;
    const m = MARKER.exec(line.trimEnd());
    if (!m) {
      markers.problems.push(`marqueur illisible : « ${line} »`);
      continue;
    }
    const [, kind, choice, reason] = m;
    if (!CHOICES[kind].includes(choice)) {
      markers.problems.push(`@${kind} ${choice} : choisir parmi ${CHOICES[kind].join(', ')}`);
    } else if (markers[kind]) {
      markers.problems.push(`@${kind} écrit deux fois`);
    } else if (reason.trim().length < 10) {
      markers.problems.push(`@${kind} ${choice} sans sa raison`);
    } else {
      markers[kind] = { choice, reason: reason.trim() };
    }
  }
  return markers;
}

/**
 * Every API test file with its markers; `path` is relative to the repository's root, as vitest
 * takes it on its command line.
 */
export function apiSuites() {
  return testFiles(testDir)
    .sort()
    .map((file) => {
      const source = readFileSync(file, 'utf8');
      return { path: relative(root, file), source, ...readMarkers(source) };
    });
}

/** The files npm test runs on PostgreSQL: all but those marked `@stores sqlite`. */
export function postgresSuites() {
  return apiSuites()
    .filter((s) => s.stores?.choice !== 'sqlite')
    .map((s) => s.path);
}

/** The files npm test runs again with every file in an S3 bucket: those marked `@files s3`. */
export function s3Suites() {
  return apiSuites()
    .filter((s) => s.files?.choice === 's3')
    .map((s) => s.path);
}
