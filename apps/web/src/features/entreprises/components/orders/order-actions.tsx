import { movesNow } from '@comoe/shared/commandes/allowed-moves';
import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';
import type { PlainBusinessMove } from '@comoe/shared/commandes/business-moves';
import type { BusinessOrder } from '@comoe/shared/schemas/commandes';
import { ChefHat, Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOrderAction } from '../../api/order-action';
import { OrderDecision } from '../decisions/order-decision';
import { DelayOrderButton } from '../order-details/owner-moves';

/** The owner's list shows its own orders only: the role is the whole actor. */
const OWNER = { role: 'ENTREPRISE' } as const;

/**
 * What the owner can do from the list (spec part 2 §4): answer a new order, mark an accepted one
 * ready, push a late one's ready time back, else look.
 */
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
  const moves = movesNow(order, OWNER);
  const run = (move: PlainBusinessMove) => act.mutate({ orderId: order.id, move });

  if (moves.has('accepter') || moves.has('refuser')) {
    return <OrderDecision order={order} entrepriseId={entrepriseId} className="md:flex md:justify-end" />;
  }
  // A late order offers its new ready time right in the list (issue 34 §2).
  const delay = moves.has('repousserDelai') && order.enRetardMin !== null && (
    <DelayOrderButton entrepriseId={entrepriseId} orderId={order.id} size="sm" className="max-md:flex-1" />
  );
  if (moves.has('marquerPrete')) {
    return (
      <div className="flex gap-2 md:justify-end">
        {delay}
        <Button size="sm" disabled={busy} onClick={() => run('marquerPrete')} className="max-md:flex-1">
          <ChefHat aria-hidden="true" />
          {ORDER_MACHINE.marquerPrete.label}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex gap-2 md:justify-end">
      {delay}
      <Button variant="outline" size="sm" onClick={onDetails} className="max-md:flex-1">
        <Eye aria-hidden="true" />
        Détails
      </Button>
    </div>
  );
}
