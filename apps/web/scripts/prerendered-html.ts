import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { NOT_LANDING } from '../src/lib/early-start.ts';
import type { PrepaintTemplates } from '../src/lib/prepaint/tokens.ts';
import type { DashboardTemplates } from '../src/features/entreprises/prepaint/templates.ts';
import type { CourierTemplates } from '../src/features/livreurs/prepaint/templates.ts';
import { builtPagePlugin } from './built-page-plugin.ts';
import { PREPAINT_FILE } from './route-preload.ts';

const PRERENDER = fileURLToPath(new URL('./prerender-pages.tsx', import.meta.url));
/** Each role's drawing script (what early-start.ts loads for it). */
const PREPAINT = {
  CLIENT: fileURLToPath(new URL('../src/lib/prepaint/prepaint.ts', import.meta.url)),
  ENTREPRISE: fileURLToPath(
    new URL('../src/features/entreprises/prepaint/dashboard-prepaint.ts', import.meta.url),
  ),
  LIVREUR: fileURLToPath(new URL('../src/features/livreurs/prepaint/dashboard-prepaint.ts', import.meta.url)),
};
const ROOT_DIV = '<div id="root"></div>';
const GLOBAL = '__comoePrepaint';

/** What index.html draws before the bundle arrives, as the app's components render it. */
type Prerendered = {
  landing: string;
  prepaint: PrepaintTemplates;
  business: DashboardTemplates;
  courier: CourierTemplates;
};

function prerender(): Prerendered {
  const json = execFileSync(process.execPath, ['--import', 'tsx', PRERENDER], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const pages = JSON.parse(json) as Prerendered;
  if (!pages.landing.includes('<main')) throw new Error("Le rendu de la page d'accueil est vide.");
  return pages;
}

/** A prepaint script, self-contained, with its templates. */
function prepaintScript(entry: string, templates: unknown): string {
  const { outputFiles } = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: GLOBAL,
    minify: true,
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
    alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) },
  });
  const code = outputFiles[0]?.text.trim();
  if (!code) throw new Error('Script de pré-affichage vide.');
  return `${code}${GLOBAL}.prepaint(${JSON.stringify(templates)});`;
}

/**
 * Draws the landing page in index.html: on a 3G phone its text and buttons show as soon as the
 * page and the style sheet arrive, without waiting for 90 KB of JavaScript. The app replaces it
 * when it starts (createRoot empties #root). Another address, or a visitor with a session, never
 * sees it: the early-start script marks <html> with `not-landing` before the body is read.
 * A signed-in client's home and city list, a business owner's orders and a courier's missions are drawn the same way
 * from their early data, once it arrives (src/lib/prepaint, src/features/entreprises/prepaint), by
 * a script of each role's own, which early-start.ts loads with the data.
 */
export const prerenderedHtml = builtPagePlugin('comoe:prerendered-html', (html, _bundle, context) => {
  if (!html.includes(ROOT_DIV)) throw new Error(`index.html sans ${ROOT_DIV} : page d'accueil non insérée.`);
  const { landing, prepaint, business, courier } = prerender();
  const files: Record<string, string> = {};
  for (const [role, entry, templates, name] of [
    ['CLIENT', PREPAINT.CLIENT, prepaint, 'prepaint'],
    ['ENTREPRISE', PREPAINT.ENTREPRISE, business, 'prepaint-entreprise'],
    ['LIVREUR', PREPAINT.LIVREUR, courier, 'prepaint-livreur'],
  ] as const) {
    const source = prepaintScript(entry, templates);
    const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
    const fileName = `assets/${name}-${hash}.js`;
    context.emitFile({ type: 'asset', fileName, source });
    files[role] = `/${fileName}`;
  }
  const style = `<style>.${NOT_LANDING} [data-landing]{display:none}</style>`;
  const marker = JSON.stringify(PREPAINT_FILE);
  if (!html.includes(marker)) throw new Error('Appel de earlyStart introuvable : pré-affichage non relié.');
  return (
    html
      .replace(
        ROOT_DIV,
        `${style}<div id="root"><div data-landing style="display:contents">${landing}</div></div>`,
      )
      // Loaded by early-start.ts where it started the data of a page they draw.
      .replace(marker, JSON.stringify(files))
  );
});
