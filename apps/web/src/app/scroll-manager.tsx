import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Positions by history entry, for this tab's life (a reload starts at the top). */
const positions = new Map<string, number>();
/** A page loads its content after it opens: restoring waits this long for it to be tall enough. */
const RESTORE_WINDOW_MS = 3000;
/** What only the reader does: the browser's own scrolls (clamping, scroll anchoring) are not his. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

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

  // Kept as the reader scrolls, at once: a position saved a frame later could land on the next
  // page's entry when the click came within that frame.
  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const onScroll = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
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
    if (navigationType !== NavigationType.Pop || saved === undefined) {
      if (!hash) window.scrollTo(0, 0);
      return;
    }
    // Until the page is tall enough to be where it was left, unless the reader takes over. The
    // browser moving the page itself (an image above growing) does not stop it.
    const until = performance.now() + RESTORE_WINDOW_MS;
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const type of READER_INPUT) window.removeEventListener(type, stop);
    };
    const restore = () => {
      window.scrollTo(0, saved);
      if (Math.abs(window.scrollY - saved) > 1 && performance.now() < until) {
        frame = requestAnimationFrame(restore);
      } else {
        stop();
      }
    };
    for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
    restore();
    return stop;
  }, [key, hash, navigationType]);

  return null;
}
