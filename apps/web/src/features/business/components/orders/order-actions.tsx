import type { BusinessOrder } from '@comoe/shared/schemas/commandes';
import { Check, ChefHat, Eye, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOrderAction } from '../../api/order-action';

/** What the owner can do from the list (spec part 2 §4): answer a new order, mark an accepted one ready, else look. */
export function OrderActions({
  order,
  entrepriseId,
  onDetails,
}: {
  order: BusinessOrder;
  entrepriseId: number;
  onDetails: () => void;
}) {
  const act = useOrderAction(entrepriseId);
  const busy = act.isPending;
  const run = (action: 'accepter' | 'refuser' | 'prete') => act.mutate({ orderId: order.id, action });

  if (order.statut === 'EN_ATTENTE_ENTREPRISE') {
    return (
      <div className="grid grid-cols-2 gap-2 md:flex md:justify-end">
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => run('accepter')}>
          <Check aria-hidden="true" />
          Accepter
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => run('refuser')}
          className="border-red-300 text-red-800 hover:border-red-400 hover:bg-red-50"
        >
          <X aria-hidden="true" />
          Refuser
        </Button>
      </div>
    );
  }
  if (order.statut === 'ACCEPTEE') {
    return (
      <div className="flex md:justify-end">
        <Button size="sm" disabled={busy} onClick={() => run('prete')} className="max-md:w-full">
          <ChefHat aria-hidden="true" />
          Marquer comme prêt
        </Button>
      </div>
    );
  }
  return (
    <div className="flex md:justify-end">
      <Button variant="outline" size="sm" onClick={onDetails} className="max-md:w-full">
        <Eye aria-hidden="true" />
        Détails
      </Button>
    </div>
  );
}
