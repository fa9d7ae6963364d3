import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import { ORDER_END_LABELS } from '@comoe/shared/commandes/end-reasons';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { formatFcfa } from '@/lib/format';
import { orderRef } from '@comoe/shared/commandes/reference';
import { formatOrderDate } from '../format-order';
import { EntrepriseThumb } from './entreprise-thumb';
import { OrderDetails } from './order-details';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStepsTracker } from './order-steps-tracker';
import { isCancelled, STATUS_LABELS } from '@comoe/shared/commandes/statuses';

type OrderCardProps = {
  order: ClientOrder;
  open: boolean;
  onToggle: () => void;
};

/** An accordion item: the header tells which order and where it stands, the body the rest. */
export function OrderCard({ order, open, onToggle }: OrderCardProps) {
  const bodyId = useId();
  return (
    <article
      data-testid="order-card"
      data-order-id={order.id}
      data-statut={order.statut}
      data-motif={order.motifFin ?? undefined}
      className={cn(
        'overflow-hidden rounded-2xl border bg-white shadow-sm transition-colors',
        open ? 'border-orange-300' : 'border-border',
      )}
    >
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={onToggle}
          className="flex w-full items-center gap-3 p-4 text-left hover:bg-orange-50/60"
        >
          <EntrepriseThumb photoUrl={order.entreprisePhotoUrl} />
          <span className="min-w-0 flex-1 space-y-1">
            <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <span className="truncate text-base font-bold text-stone-900">{order.entrepriseNom}</span>
              <span className="text-sm font-bold whitespace-nowrap text-stone-900">
                {formatFcfa(order.total)}
              </span>
            </span>
            <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <span className="text-xs text-stone-600">
                {/* Breaks between the id and the date, never inside either. */}
                <span className="whitespace-nowrap">Commande {orderRef(order.id)}</span> ·{' '}
                <span className="whitespace-nowrap">{formatOrderDate(order.dateCommande)}</span>
              </span>
              <OrderStatusBadge statut={order.statut} />
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 shrink-0 text-stone-500 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      {isCancelled(order.statut) ? (
        <p data-testid="order-end-reason" className="px-4 pb-3 text-sm font-medium text-red-800">
          {order.motifFin ? ORDER_END_LABELS[order.motifFin] : STATUS_LABELS.ANNULEE}
        </p>
      ) : (
        <div className="px-3 pb-3">
          <OrderStepsTracker order={order} />
        </div>
      )}
      {open && (
        <div id={bodyId} className="border-t border-border p-4">
          <OrderDetails order={order} />
        </div>
      )}
    </article>
  );
}
