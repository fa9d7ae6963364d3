import { movesNow } from '@comoe/shared/commandes/allowed-moves';
import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';
import type { PlainBusinessMove } from '@comoe/shared/commandes/business-moves';
import type { BusinessOrder } from '@comoe/shared/schemas/commandes';
import { ChefHat, Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOrderAction } from '../../api/order-action';
import { OrderDecision } from '../decisions/order-decision';

/** The owner's list shows its own orders only: the role is the whole actor. */
const OWNER = { role: 'ENTREPRISE' } as const;

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
  const moves = movesNow(order, OWNER);
  const run = (move: PlainBusinessMove) => act.mutate({ orderId: order.id, move });

  if (moves.has('accepter') || moves.has('refuser')) {
    return <OrderDecision order={order} entrepriseId={entrepriseId} className="md:flex md:justify-end" />;
  }
  if (moves.has('marquerPrete')) {
    return (
      <div className="flex md:justify-end">
        <Button size="sm" disabled={busy} onClick={() => run('marquerPrete')} className="max-md:w-full">
          <ChefHat aria-hidden="true" />
          {ORDER_MACHINE.marquerPrete.label}
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
