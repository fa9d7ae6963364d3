// @stores sqlite: reads the test files' headers, no store involved
// Issue 32 §4: npm test runs a file again on PostgreSQL unless it says `@stores sqlite`, and again
// with files in S3 only when it says `@files s3` (scripts/api-suites.mjs). A file that uploads,
// serves or deletes files must say which, so a new one is never left out of the S3 run unseen.
import { describe, expect, it } from 'vitest';
import { apiSuites, postgresSuites, readMarkers, s3Suites } from '../../../scripts/api-suites.mjs';

/** Sends a multipart form, reads stored files, or serves /uploads/ (this file only names them). */
const HANDLES_FILES = /multipart|helpers\/(uploads|stored-files|private-files|s3-server)|\/uploads\//;
const SELF = 'apps/api/test/suite-stores.test.ts';

describe('which stores each API test file runs on', () => {
  const suites = apiSuites();

  it('reads every marker, each with its reason', () => {
    const problems = suites.flatMap((s) => s.problems.map((p) => `${s.path} : ${p}`));
    expect(problems).toEqual([]);
  });

  it('makes every file that handles files say whether it runs again with them in S3', () => {
    const undecided = suites
      .filter((s) => s.path !== SELF && HANDLES_FILES.test(s.source) && !s.files)
      .map((s) => s.path);
    expect(
      undecided,
      'Ajoutez en tête de ces fichiers « // @files s3: <ce qu’ils stockent ou servent> » ou ' +
        '« // @files disk: <pourquoi le bucket n’y change rien> » (voir scripts/api-suites.mjs)',
    ).toEqual([]);
  });

  it('runs on PostgreSQL every file not marked @stores sqlite, and in S3 the @files s3 ones', () => {
    const all = suites.map((s) => s.path);
    const once = suites.filter((s) => s.stores?.choice === 'sqlite').map((s) => s.path);
    expect(postgresSuites()).toEqual(all.filter((p) => !once.includes(p)));
    expect(postgresSuites()).toContain('apps/api/test/store.test.ts');
    expect(postgresSuites()).not.toContain(SELF);
    expect(s3Suites()).toContain('apps/api/test/files-profile.test.ts');
    expect(s3Suites()).not.toContain('apps/api/test/bucket-storage.test.ts');
    expect(s3Suites().every((p) => all.includes(p))).toBe(true);
  });
});

describe('a file header', () => {
  it('with no marker runs on both stores and files on disk', () => {
    expect(readMarkers("// A suite.\nimport { it } from 'vitest';\n")).toEqual({
      stores: null,
      files: null,
      problems: [],
    });
  });

  it('is read above the imports only', () => {
    const source = "import { it } from 'vitest';\n// @stores sqlite: written below the imports\n";
    expect(readMarkers(source).stores).toBeNull();
  });

  it('refuses an unknown choice, a missing reason and a marker written twice', () => {
    const source = [
      '// @stores postgres: only on the second store',
      '// @files s3: ',
      '// @files disk: the upload is refused first',
      '// @files disk: the upload is refused first',
      "import { it } from 'vitest';",
    ].join('\n');
    expect(readMarkers(source).problems).toEqual([
      '@stores postgres : choisir parmi sqlite',
      '@files s3 sans sa raison',
      '@files écrit deux fois',
    ]);
  });
});
