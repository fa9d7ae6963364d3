// A Markdown file holds each heading once at its level: a heading written twice is most often a
// section a merge kept from both sides (bench/README.md held bench:files and bench:cluster twice).
//   node scripts/repeated-headings.mjs            every .md of the repo (node_modules aside)
//   node scripts/repeated-headings.mjs FILE.md…   those files only
// Lists the repeats and exits 1 when there is one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report']);

function markdownFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) out.push(...markdownFiles(join(dir, entry.name)));
    } else if (entry.name.endsWith('.md')) out.push(join(dir, entry.name));
  }
  return out;
}

/** The headings written twice at one level in one Markdown text, with their line numbers. */
export function repeatedHeadings(text) {
  const seen = new Set();
  const repeats = [];
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) return;
    const key = `${heading[1].length}:${heading[2]}`;
    if (seen.has(key)) repeats.push({ line: index + 1, heading: line });
    seen.add(key);
  });
  return repeats;
}

export function repeatedHeadingsIn(files) {
  return files.flatMap((file) =>
    repeatedHeadings(readFileSync(file, 'utf8')).map((r) => ({ file: relative(root, file), ...r })),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const named = process.argv.slice(2);
  const repeats = repeatedHeadingsIn(named.length ? named : markdownFiles(root));
  for (const r of repeats) console.log(`${r.file}:${r.line}: heading already written above: ${r.heading}`);
  console.log(`${repeats.length} repeated heading(s)`);
  process.exit(repeats.length ? 1 : 0);
}
