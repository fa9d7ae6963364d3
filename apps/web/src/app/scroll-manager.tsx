import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Positions by history entry, for this tab's life (a reload starts at the top). */
const positions = new Map<string, number>();
/** A page loads its content after it opens: restoring waits this long for it to be tall enough. */
const RESTORE_WINDOW_MS = 3000;

/**
 * What the data router's ScrollRestoration does, for our declarative router: a new page opens at
 * the top (not 2,000 px down because the previous list was scrolled), back and forward return to
 * where the page was left.
 */
export function ScrollManager() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(key);
  const opening = useRef(true);

  // Kept as the reader scrolls: once the next page is on screen, the old one's height is gone.
  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(current.current, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    // The page the browser opened is already at the top, or where the reader scrolled the list
    // drawn before the app started (lib/prepaint): theirs to keep.
    if (opening.current) {
      opening.current = false;
      return;
    }
    const saved = positions.get(key);
    let frame = 0;
    if (navigationType === NavigationType.Pop && saved !== undefined) {
      const until = performance.now() + RESTORE_WINDOW_MS;
      // Until the page is tall enough, unless the reader scrolls meanwhile (then they lead).
      let placed = window.scrollY;
      const restore = () => {
        if (Math.abs(window.scrollY - placed) > 1) return;
        window.scrollTo(0, saved);
        placed = window.scrollY;
        if (placed !== saved && performance.now() < until) frame = requestAnimationFrame(restore);
      };
      restore();
    } else if (!hash) {
      window.scrollTo(0, 0);
    }
    return () => cancelAnimationFrame(frame);
  }, [key, hash, navigationType]);

  return null;
}
