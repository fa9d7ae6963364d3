import { PREPAINT_DONE } from './tokens';

/**
 * What the reader typed in the drawn page's search box, whether they were still in it, and where
 * their caret stood (they may have moved it back to fix a letter): the app's box goes on from there.
 */
export type TypedMeanwhile = { text: string; focused: boolean; caret: { start: number; end: number } };

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
  const focused = !!search && doc.activeElement === search;
  // In the box without a letter yet is kept too: the next keys go to the app's box.
  const typed =
    search && (search.value || focused)
      ? {
          text: search.value,
          focused,
          caret: {
            start: search.selectionStart ?? search.value.length,
            end: search.selectionEnd ?? search.value.length,
          },
        }
      : null;
  box.remove();
  return typed;
}
