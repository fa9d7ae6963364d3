// Style rule 1 and issue 32 §3, held by the scripts that `npm test` runs here: a French text the
// user reads stands in one source file, and a Markdown file writes each heading once per level.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'repo-texts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function runScript(script: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [join(root, 'scripts', script), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

describe('repeated French texts', () => {
  it('finds none in the sources beyond its allow-list of at most ten, each with a reason', () => {
    const r = runScript('repeated-texts.mjs');
    expect(r.output).toMatch(/ allowed, 0 to move/);
    expect(r.status).toBe(0);
  });

  it('fails on a sentence written in two files, and not on a test, class list or one word', () => {
    const src = join(scratch, 'src');
    mkdirSync(join(src, 'test'), { recursive: true });
    const line = `export const a = 'Votre commande est partie.';\nexport const c = 'flex items-center gap-2';\nexport const w = 'Livrée';\n`;
    writeFileSync(join(src, 'one.ts'), line);
    writeFileSync(join(src, 'two.tsx'), `export const B = () => <p>Votre commande est partie.</p>;\n${line}`);
    writeFileSync(join(src, 'three.test.ts'), line);
    writeFileSync(join(src, 'test', 'helper.ts'), line);
    const r = runScript('repeated-texts.mjs', src);
    expect(r.status).toBe(1);
    expect(r.output).toContain('«Votre commande est partie.»');
    expect(r.output).toMatch(/1 repeated sentence\(s\), 0 allowed, 1 to move/);
  });
});

describe('repeated Markdown headings', () => {
  it('finds none in the READMEs and notes of the repository', () => {
    const r = runScript('repeated-headings.mjs');
    expect(r.output).toContain('0 repeated heading(s)');
    expect(r.status).toBe(0);
  });

  it('fails on a section written twice at one level, not on the same words at another level or in code', () => {
    const file = join(scratch, 'README.md');
    writeFileSync(
      file,
      [
        '# Bench',
        '## `bench:files`',
        '### Mesure',
        '## `bench:cluster`',
        '#### Mesure',
        '```',
        '## `bench:files`',
        '```',
        '## `bench:files`',
      ].join('\n'),
    );
    const r = runScript('repeated-headings.mjs', file);
    expect(r.status).toBe(1);
    expect(r.output).toMatch(/README\.md:9: heading already written above: ## `bench:files`/);
    expect(r.output).toContain('1 repeated heading(s)');
  });
});
