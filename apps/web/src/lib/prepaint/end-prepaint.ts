import { PREPAINT_DONE } from './tokens';

/** What the reader typed in the drawn page's search box, and whether they were still in it. */
export type TypedMeanwhile = { text: string; focused: boolean };

/**
 * Removes the page drawn before the app started (./prepaint.ts), in the same frame as the app's
 * own page appears. Called when the page has its data (or its error) and when it is left; the drawn
 * page itself gives way to an alert of the app (prepaint.ts).
 * Returns what was typed in the drawn page's search box, so that the app's page can keep it.
 */
export function endPrepaint(doc: Document = document): TypedMeanwhile | null {
  const html = doc.documentElement;
  const box = doc.getElementById('prepaint');
  // Called on every render of a page once it is ready: no write to <html> (a style recalculation
  // on a slow phone) when there is nothing left to end.
  if (!box && html.hasAttribute(PREPAINT_DONE)) return null;
  html.setAttribute(PREPAINT_DONE, '');
  html.classList.remove('prepaint');
  if (!box) return null;
  const search = box.querySelector<HTMLInputElement>('input[type="search"]');
  const typed = search?.value ? { text: search.value, focused: doc.activeElement === search } : null;
  box.remove();
  return typed;
}
