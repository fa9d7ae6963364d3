import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { EarlyWindow } from '@/lib/early-start';
import { endPrepaint } from '@/lib/prepaint/end-prepaint';
import { PREPAINT_DONE } from '@/lib/prepaint/tokens';

/**
 * What the build puts in and beside index.html (scripts/prerender-pages.tsx): the landing page
 * and the templates of the pages drawn before the app, rendered from the app's own components.
 * Each test file reads the part it draws from (`prepaint`, `business`, `courier`).
 */
export function prerenderedPages<T>(): T {
  const json = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/prerender-pages.tsx'], {
    cwd: resolve(import.meta.dirname, '../..'),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(json) as T;
}

/** Rendering every page takes a few seconds on a busy machine. */
export const PRERENDER_TIMEOUT_MS = 60_000;

/** Answers as lib/early-start.ts leaves them for the drawing scripts, already arrived. */
export function arrivedEarly(answers: Record<string, unknown>, win: EarlyWindow = window): void {
  win.__comoeEarly = Object.fromEntries(
    Object.entries(answers).map(([url, body]) => [
      url,
      { token: 'jeton', at: Date.now(), response: Promise.resolve(new Response(JSON.stringify(body))) },
    ]),
  );
}

/** After a drawing test: no drawn page, no hand-off mark, no session, back at `/`. */
export function forgetDrawnPage(): void {
  endPrepaint();
  document.documentElement.removeAttribute(PREPAINT_DONE);
  document.body.innerHTML = '';
  localStorage.clear();
  window.history.replaceState(null, '', '/');
}
