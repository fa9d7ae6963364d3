import { canMove } from '@comoe/shared/commandes/machine';
import type { BusinessOrderDetail } from '@comoe/shared/schemas/entreprise-reports';
import { BusinessStatusBadge } from '@/components/orders/business-status-badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/dates';
import { CODE_NAMES } from '@comoe/shared/commandes/order-events';
import { orderRef } from '@comoe/shared/commandes/reference';
import { useOrder } from '../../api/get-order';
import { LockedCodes } from './locked-codes';
import { OrderLines } from '@/components/orders/order-lines';
import { OrderPeople } from '@/components/orders/order-people';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { DeliveryProblemNote } from '@/components/orders/delivery-problem';
import { ProofPhoto } from '@/components/orders/proof-photo';
import { CancelOrderButton, DelayOrderButton } from './owner-moves';
import { LateBadge } from '@/components/orders/late-badge';
import { OrderEnd } from '../orders/order-end';
import { OrderDecision } from '../decisions/order-decision';
import { preteVersLabel, showsPreteVers } from '@comoe/shared/commandes/prete-vers';
import { LABELS } from '@/lib/labels';

/** The owner's screens list its own orders only: the role is the whole actor. */
const OWNER = { role: 'ENTREPRISE' } as const;

/** Opened from the orders table, the deliveries and the history: everything about one order. */
export function OrderDetailsDialog({
  entrepriseId,
  orderId,
  onClose,
}: {
  entrepriseId: number;
  orderId: string | null;
  onClose: () => void;
}) {
  const order = useOrder(entrepriseId, orderId);
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>Commande #{orderId ? orderRef(orderId) : ''}</DialogTitle>
          <DialogDescription>
            {order.data
              ? `${LABELS.placedOn} ${formatDateTime(order.data.dateCommande)}`
              : 'Détails de la commande'}
          </DialogDescription>
        </DialogHeader>
        {order.isPending && <DetailsSkeleton />}
        {order.isError && (
          <div className="space-y-3" role="alert">
            <p className="text-sm text-destructive">{order.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void order.refetch()}>
              Réessayer
            </Button>
          </div>
        )}
        {order.data && <DetailsBody order={order.data} entrepriseId={entrepriseId} />}
      </DialogContent>
    </Dialog>
  );
}

function DetailsBody({ order, entrepriseId }: { order: BusinessOrderDetail; entrepriseId: number }) {
  return (
    <div className="space-y-5">
      <BusinessStatusBadge statut={order.statut} detailed />
      {order.probleme && <DeliveryProblemNote probleme={order.probleme} />}
      {showsPreteVers(order.statut, order.preteVers) && (
        <div className="flex flex-wrap items-center gap-2">
          <p data-testid="order-ready-time" className="text-sm font-semibold text-stone-900">
            {preteVersLabel(order.preteVers)}
            {order.delaiPreparationMin !== null && (
              <span className="font-normal text-stone-600">
                {' '}
                ({order.delaiPreparationMin} min de préparation)
              </span>
            )}
          </p>
          <LateBadge minutes={order.enRetardMin} />
          {canMove(order, OWNER, 'repousserDelai').ok && (
            <DelayOrderButton entrepriseId={entrepriseId} orderId={order.id} size="sm" className="ml-auto" />
          )}
        </div>
      )}
      <OrderEnd order={order} withReason className="text-sm" />
      <div className="rounded-xl border-2 border-dashed border-orange-300 bg-orange-50 p-3 text-center">
        <p className="text-sm font-medium text-orange-900">{CODE_NAMES.entreprise} (pour le livreur)</p>
        {order.codeEntrepriseUtilise ? (
          <p data-testid="code-entreprise" className="text-2xl font-bold text-stone-500">
            {LABELS.codeUsed}{' '}
            <span className="font-mono text-base font-normal tracking-[0.3em] line-through">
              {order.codeEntreprise}
            </span>
          </p>
        ) : (
          <p
            data-testid="code-entreprise"
            className="font-mono text-4xl font-bold tracking-[0.3em] text-stone-900"
          >
            {order.codeEntreprise}
          </p>
        )}
      </div>
      <LockedCodes order={order} entrepriseId={entrepriseId} />
      <OrderLines order={order} />
      <OrderPeople order={order} />
      {order.noteClient !== null && (
        <p className="text-sm">
          <span className="font-semibold">Avis du client : {order.noteClient}/5</span>
          {order.commentaireClient && (
            <span className="text-stone-700"> — « {order.commentaireClient} »</span>
          )}
        </p>
      )}
      {order.preuveLivraisonUrl && <ProofPhoto url={order.preuveLivraisonUrl} />}
      <OrderTimeline historique={order.historique} />
      {canMove(order, OWNER, 'accepter').ok && <OrderDecision order={order} entrepriseId={entrepriseId} />}
      {canMove(order, OWNER, 'annuler').ok && (
        <CancelOrderButton entrepriseId={entrepriseId} orderId={order.id} />
      )}
    </div>
  );
}

function DetailsSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true">
      <Skeleton className="h-6 w-24" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
