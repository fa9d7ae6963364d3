import { ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

/** Spec part 2 §9: the button shows once the page is scrolled 300 px down. */
export const SCROLL_TOP_THRESHOLD_PX = 300;

/**
 * Shown past the threshold while the reader goes back up (he is looking for the top), hidden while
 * he reads down: a round button fixed at the corner would otherwise sit on the rows' own buttons
 * ("Accepter", "Voir") that pass under it.
 */
export function ScrollToTopButton({ className }: { className?: string }) {
  const [shown, setShown] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    last.current = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      const goingUp = y < last.current;
      last.current = y;
      setShown(y > SCROLL_TOP_THRESHOLD_PX && goingUp);
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      aria-label="Revenir en haut de la page"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={cn(
        'fixed right-4 bottom-[calc(var(--bottom-bar,0px)+1rem)] z-40 flex size-12 items-center justify-center rounded-full bg-primary text-white shadow-lg hover:bg-primary-hover',
        className,
      )}
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
