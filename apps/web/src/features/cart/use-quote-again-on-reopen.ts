import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * The quote of a closed or paused business is refused; when the cart sees it open again (its
 * pause over, its range started), the quote is asked again so the order can go.
 */
export function useQuoteAgainOnReopen(open: boolean | undefined): void {
  const queryClient = useQueryClient();
  const wasClosed = useRef(false);
  useEffect(() => {
    if (open === false) wasClosed.current = true;
    if (open && wasClosed.current) {
      wasClosed.current = false;
      void queryClient.invalidateQueries({ queryKey: ['commandes', 'devis'] });
    }
  }, [open, queryClient]);
}
