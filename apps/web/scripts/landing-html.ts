import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { NOT_LANDING } from '../src/lib/early-start.ts';

const PRERENDER = fileURLToPath(new URL('./prerender-landing.tsx', import.meta.url));
const ROOT_DIV = '<div id="root"></div>';

/**
 * Draws the landing page in index.html: on a 3G phone its text and buttons show as soon as the
 * page and the style sheet arrive, without waiting for 90 KB of JavaScript. The app replaces it
 * when it starts (createRoot empties #root). Another address, or a visitor with a session, never
 * sees it: the early-start script marks <html> with `not-landing` before the body is read.
 */
export const landingHtml: Plugin = {
  name: 'comoe:landing-html',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const page = bundle['index.html'];
    if (page?.type !== 'asset') return;
    const html = String(page.source);
    if (!html.includes(ROOT_DIV))
      throw new Error(`index.html sans ${ROOT_DIV} : page d'accueil non insérée.`);
    const landing = execFileSync(process.execPath, ['--import', 'tsx', PRERENDER], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
      maxBuffer: 4 * 1024 * 1024,
    });
    if (!landing.includes('<main')) throw new Error("Le rendu de la page d'accueil est vide.");
    const style = `<style>.${NOT_LANDING} [data-landing]{display:none}</style>`;
    page.source = html.replace(
      ROOT_DIV,
      `${style}<div id="root"><div data-landing style="display:contents">${landing}</div></div>`,
    );
  },
};
