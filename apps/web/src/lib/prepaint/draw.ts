import type { EarlyWindow } from '../early-start';
import { escapeHtml } from '../escape-html';
import { endPrepaint } from './end-prepaint';
import { ITEMS_MARK, PREPAINT_DONE } from './tokens';

/**
 * What the scripts that draw a first page before the app (./prepaint.ts for a client, the
 * business dashboard's own) share: the early answers, the session, the drawing and the filling.
 */

export function storedUser(win: Window): { id?: unknown; role?: unknown } | null {
  try {
    return JSON.parse(win.localStorage.getItem('user') ?? 'null') as { id?: unknown; role?: unknown } | null;
  } catch {
    return null;
  }
}

/** The JSON of an answer early-start.ts started; the app removes it when it picks it up: read first. */
export function earlyAnswer<T>(win: EarlyWindow, url: string | undefined): Promise<T> {
  const started = url === undefined ? undefined : win.__comoeEarly?.[url];
  if (!started) return Promise.reject(new Error('not started'));
  return started.response.then((r) =>
    r.ok ? (r.clone().json() as Promise<T>) : Promise.reject(new Error('refused')),
  );
}

/**
 * Puts the drawn page before the app's root, which stays hidden until the app hands over.
 * `inert`: a page whose controls only the app can run (an owner's buttons) shows them, but
 * they wait for it rather than letting a tap fall into the void.
 */
export function showPage(doc: Document, html: string, options: { inert?: boolean } = {}, tries = 100): void {
  if (doc.documentElement.hasAttribute(PREPAINT_DONE)) return;
  const root = doc.getElementById('root');
  if (!root) {
    // Loaded from the head: the body may still be on its way (not DOMContentLoaded, which
    // waits for the app's bundle).
    if (tries > 0) setTimeout(() => showPage(doc, html, options, tries - 1), 20);
    return;
  }
  const box = doc.createElement('div');
  box.id = 'prepaint';
  box.innerHTML = html;
  if (options.inert) {
    box.setAttribute('aria-busy', 'true');
    for (const control of box.querySelectorAll<HTMLButtonElement>('button, input, select, textarea'))
      control.disabled = true;
  }
  root.before(box);
  doc.documentElement.classList.add('prepaint');
  // An alert of the app (its error screen when the page's code cannot load, a failed load) must
  // not wait behind the drawn page: watched from here, which costs the app's bundle nothing.
  const watch = new MutationObserver(() => {
    if (!box.isConnected) watch.disconnect();
    else if (root.querySelector('[role="alert"]')) {
      watch.disconnect();
      endPrepaint(doc);
    }
  });
  watch.observe(root, { childList: true, subtree: true });
}

export function placeItems(page: string, items: string[], mark = ITEMS_MARK): string {
  const at = page.indexOf(mark);
  return at < 0 ? page : page.slice(0, at) + items.join('') + page.slice(at + mark.length);
}

/** Every placeholder is 'Zq' and letters (./tokens.ts and the areas' own). */
const TOKEN_PATTERN = /Zq[A-Za-z]+/g;

/** One pass, so a value that looks like a token stays as written; every value is escaped. */
export function fill(template: string, values: Partial<Record<string, string>>): string {
  return template.replace(TOKEN_PATTERN, (token) => escapeHtml(values[token] ?? ''));
}

export { escapeHtml };
