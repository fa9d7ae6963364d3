/**
 * One alert per event even when it comes by several roads: a new order arrives on the live
 * stream and, when the owner enabled Web Push, as a push the service worker hands to the
 * visible page. The first to come is shown; the same key within the window is not.
 */
const shownAt = new Map<string, number>();
const WINDOW_MS = 15_000;

export function isFirstAlert(key: string, now = Date.now()): boolean {
  for (const [k, at] of shownAt) if (now - at > WINDOW_MS) shownAt.delete(k);
  if (shownAt.has(key)) return false;
  shownAt.set(key, now);
  return true;
}
