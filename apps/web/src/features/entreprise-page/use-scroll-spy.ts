import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The band of the window where a section counts as the one being read: below the sticky header
 * and category chips, down to a little under the middle of the screen.
 */
const READING_BAND = '-140px 0px -55% 0px';
/** How long a click's smooth scroll may take before the observer takes over again. */
const CLICK_LOCK_MS = 900;

/**
 * Which of the given sections the reader is in, for the category menu to highlight; `scrollTo`
 * brings a section into view and marks it at once, so the menu does not flicker through the
 * sections passed on the way.
 */
export function useScrollSpy(anchors: readonly string[]) {
  const [observed, setObserved] = useState<string | null>(null);
  const lockedUntil = useRef(0);

  useEffect(() => {
    if (anchors.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        if (Date.now() < lockedUntil.current) return;
        const first = anchors.find((anchor) => visible.has(anchor));
        if (first) setObserved(first);
      },
      { rootMargin: READING_BAND },
    );
    for (const anchor of anchors) {
      const element = document.getElementById(anchor);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [anchors]);

  const scrollTo = useCallback((anchor: string) => {
    const element = document.getElementById(anchor);
    if (!element) return;
    lockedUntil.current = Date.now() + CLICK_LOCK_MS;
    setObserved(anchor);
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue from the section they chose.
    element.querySelector<HTMLElement>('[data-section-title]')?.focus({ preventScroll: true });
  }, []);

  // Until the reader scrolls, the first section is the current one.
  const active = observed !== null && anchors.includes(observed) ? observed : (anchors[0] ?? null);
  return { active, scrollTo };
}
