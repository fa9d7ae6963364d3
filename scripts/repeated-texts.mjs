// Style rule 1: a French text the user reads lives in one module and is imported. This lists the
// sentences (string literals, template pieces and JSX text of two words or more) that stand
// literally in two or more source files of apps/*/src and packages/*/src, tests, seeds and
// migrations aside, and exits non-zero when one is found that ALLOWED below does not explain.
//   node scripts/repeated-texts.mjs          the check (exit 1 on a new repeat)
//   node scripts/repeated-texts.mjs --all    every repeat, allowed ones too, with their files
//   node scripts/repeated-texts.mjs DIR…     the same check over those folders instead
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Texts that may stand in two files, each with why. At most ten: anything else moves to
 * packages/shared (API and web), apps/web/src/lib or components (two web features), or the
 * feature's texts.ts (one feature).
 */
export const ALLOWED = new Map([
  [
    'En attente',
    'Two words that name different things: an order group (statuses), a change request, a payout not yet made, a verification, a desk filter. One constant would tie labels that may change apart.',
  ],
  ['En cours', 'Likewise: an order group (statuses), the client’s orders tab, a desk filter.'],
  [
    'Commande annulée',
    'The client’s toast after he cancels, and the name of an entry in the admin journal: two audiences whose words may part.',
  ],
  [
    'Le livreur',
    'The start of different sentences (incident notices) and the stand-in name of a courier without one.',
  ],
  [
    'versés pour',
    'A piece of two different notices: a business’s payout counts orders, a courier’s counts deliveries.',
  ],
  [
    'Configuration invalide :',
    'apps/api/src/config.ts is being split by another change (issue 32 §3); lib/vapid-keys.ts takes the prefix from there once that lands.',
  ],
]);
const MAX_ALLOWED = 10;

const SKIP_DIRS = new Set(['node_modules', 'test', 'tests', 'seed', 'seeds', 'migrations', 'dist']);
const isSource = (name) => /\.(ts|tsx|mts|cts)$/.test(name) && !/\.(test|spec)\.|\.d\.ts$/.test(name);

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) out.push(...sourceFiles(join(dir, entry.name)));
    } else if (isSource(entry.name)) out.push(join(dir, entry.name));
  }
  return out;
}

function roots() {
  const dirs = [];
  for (const group of ['apps', 'packages']) {
    for (const entry of readdirSync(join(root, group), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const src = join(root, group, entry.name, 'src');
      try {
        readdirSync(src);
        dirs.push(src);
      } catch {
        // a workspace without src/ has no user-facing text
      }
    }
  }
  return dirs;
}

/** Attributes whose values are styling or wiring, never words a person reads. */
const TECHNICAL_ATTRIBUTES = new Set([
  'className',
  'class',
  'd',
  'viewBox',
  'points',
  'transform',
  'sizes',
  'srcSet',
]);

/**
 * A sentence: two words or more, a letter, and something that marks it as written for a person
 * (a capital, an accent, or French punctuation) rather than a list of CSS classes or a SQL piece.
 */
function isSentence(raw) {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (text.split(' ').filter((w) => /\p{L}/u.test(w)).length < 2) return null;
  if (!/\p{L}/u.test(text)) return null;
  const humane = /[A-ZÀ-ÖØ-Þ]/.test(text) || /[à-öø-ÿœ’«»]/i.test(text) || /[.,:;!?…']\s|[.!?…]$/.test(text);
  if (!humane) return null;
  // a SQL alias ('e.nom as entrepriseNom') or a header value ('text/csv; charset=utf-8')
  if (/^[\w.]+ as \w+$/.test(text)) return null;
  if (!/[A-ZÀ-ÖØ-Þà-öø-ÿ]/.test(text) && /[=/;]/.test(text)) return null;
  // CSS utility lists, media queries and the like: every word technical
  if (text.split(' ').every((w) => /^[a-z0-9\-:/[\]().%#_!&>=*+,@]+$/.test(w) && /[-:/[\]]/.test(w)))
    return null;
  return text;
}

function textsOf(file) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = new Set();
  const add = (raw) => {
    const sentence = isSentence(raw);
    if (sentence) found.add(sentence);
  };
  const visit = (node) => {
    if (ts.isJsxAttribute(node) && TECHNICAL_ATTRIBUTES.has(node.name.getText(source))) return;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) add(node.text);
    else if (ts.isJsxText(node)) add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function repeatedTexts(dirs = roots()) {
  const where = new Map();
  for (const dir of dirs) {
    for (const file of sourceFiles(dir)) {
      for (const text of textsOf(file)) {
        const files = where.get(text) ?? [];
        files.push(relative(root, file));
        where.set(text, files);
      }
    }
  }
  return [...where].filter(([, files]) => files.length > 1).sort(([a], [b]) => a.localeCompare(b, 'fr'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const all = process.argv.includes('--all');
  const dirs = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const repeats = repeatedTexts(dirs.length ? dirs : undefined);
  const unexplained = repeats.filter(([text]) => !ALLOWED.has(text));
  for (const [text, files] of all ? repeats : unexplained) {
    console.log(`${ALLOWED.has(text) ? 'allowed ' : ''}«${text}»\n  ${files.join('\n  ')}`);
  }
  const stale = dirs.length ? [] : [...ALLOWED.keys()].filter((text) => !repeats.some(([t]) => t === text));
  for (const text of stale) console.log(`allowed but no longer repeated (remove it from ALLOWED): «${text}»`);
  console.log(
    `${repeats.length} repeated sentence(s), ${repeats.length - unexplained.length} allowed, ${unexplained.length} to move`,
  );
  if (ALLOWED.size > MAX_ALLOWED) console.log(`ALLOWED holds ${ALLOWED.size} texts; at most ${MAX_ALLOWED}.`);
  process.exit(unexplained.length || stale.length || ALLOWED.size > MAX_ALLOWED ? 1 : 0);
}
