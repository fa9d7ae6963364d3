import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';
import { orderRef } from '@comoe/shared/commandes/reference';
import type { BusinessOrder } from '@comoe/shared/schemas/commandes';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { DELAI_PREPARATION_HABITUEL_DEFAUT } from '@comoe/shared/schemas/order-decisions';
import { useOwnEntreprise } from '@/api/get-own-entreprise';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useOrderAction } from '../../api/order-action';
import { AcceptOrderDialog } from './accept-order-dialog';
import { RefuseOrderDialog } from './refuse-order-dialog';
import { moveSettle } from './move-settle';

type Asking = 'accepter' | 'refuser' | null;

/**
 * "Accepter" / "Refuser" on a waiting order, each opening its question (issue 21 §1): the same
 * component on the pinned new orders, the orders list and the order's details. Thumb-sized
 * (48 px) and apart, so a refusal is never a slip of the finger.
 */
export function OrderDecision({
  order,
  entrepriseId,
  className,
  onDone,
}: {
  order: Pick<BusinessOrder, 'id' | 'items'>;
  entrepriseId: number;
  className?: string;
  /** After the order moved, or was found moved by someone else. */
  onDone?: () => void;
}) {
  const [asking, setAsking] = useState<Asking>(null);
  const act = useOrderAction(entrepriseId);
  // The dashboard has read the business already: its cached answer, no request of our own.
  const usualMinutes =
    useOwnEntreprise(false).data?.delaiPreparationHabituelMin ?? DELAI_PREPARATION_HABITUEL_DEFAUT;
  const reference = `#${orderRef(order.id)}`;
  const settle = moveSettle(() => setAsking(null), onDone);

  return (
    <>
      <div className={cn('grid grid-cols-2 gap-3', className)}>
        <Button
          variant="secondary"
          className="h-12 text-base"
          disabled={act.isPending}
          onClick={() => setAsking('accepter')}
        >
          <Check aria-hidden="true" />
          {ORDER_MACHINE.accepter.label}
        </Button>
        <Button
          variant="outline"
          className="h-12 border-red-300 text-base text-red-800 hover:border-red-400 hover:bg-red-50"
          disabled={act.isPending}
          onClick={() => setAsking('refuser')}
        >
          <X aria-hidden="true" />
          {ORDER_MACHINE.refuser.label}
        </Button>
      </div>
      {asking === 'accepter' && (
        <AcceptOrderDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          reference={reference}
          usualMinutes={usualMinutes}
          pending={act.isPending}
          onConfirm={(delaiPreparationMin) =>
            act.mutate({ orderId: order.id, move: 'accepter', body: { delaiPreparationMin } }, settle)
          }
        />
      )}
      {asking === 'refuser' && (
        <RefuseOrderDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          order={order}
          reference={reference}
          pending={act.isPending}
          onConfirm={(body) => act.mutate({ orderId: order.id, move: 'refuser', body }, settle)}
        />
      )}
    </>
  );
}
