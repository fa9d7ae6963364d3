import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A search result opens the menu at its product (`#produit-12`): the menu arrives after the
 * page, so the browser's own jump to the anchor finds nothing; this one waits for it, once.
 */
export function useScrollToProduct(menuShown: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!menuShown || !/^#produit-\d+$/.test(hash)) return;
    const target = document.getElementById(hash.slice(1));
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.querySelector<HTMLElement>('button, a')?.focus({ preventScroll: true });
    // Ringed a moment, so the eye finds it among its neighbours.
    target.setAttribute('data-highlight', '');
    const timer = setTimeout(() => target.removeAttribute('data-highlight'), 4000);
    return () => clearTimeout(timer);
  }, [menuShown, hash]);
}
