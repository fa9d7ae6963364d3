import type { BusinessOrder } from '@comoe/shared/schemas/commandes';
import { OWNER_END_LABELS } from '@comoe/shared/schemas/order-owner-reasons';
import { cn } from '@/lib/cn';

/**
 * Who ended a cancelled order, as its owner reads it ("Annulée par le client", issue 34 §2), and
 * with `withReason` the reason given; nothing for an order delivered or still open.
 */
export function OrderEnd({
  order,
  withReason = false,
  className,
}: {
  order: Pick<BusinessOrder, 'motifFin' | 'raisonFin'>;
  withReason?: boolean;
  className?: string;
}) {
  if (!order.motifFin || order.motifFin === 'LIVREE') return null;
  return (
    <p data-testid="order-end" className={cn('text-xs text-stone-600', className)}>
      <span className={cn(withReason && 'font-semibold text-stone-900')}>
        {OWNER_END_LABELS[order.motifFin]}
      </span>
      {withReason && order.raisonFin && (
        <span className="block text-stone-700">Motif : {order.raisonFin}</span>
      )}
    </p>
  );
}
