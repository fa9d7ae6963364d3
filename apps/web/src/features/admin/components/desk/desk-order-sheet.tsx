import { CODE_NAMES } from '@comoe/shared/commandes/order-events';
import { orderRef } from '@comoe/shared/commandes/reference';
import { isDelivered } from '@comoe/shared/commandes/statuses';
import { PAYOUT_METHOD_LABELS } from '@comoe/shared/schemas/entreprise-profile';
import type { AdminOrderDetail } from '@comoe/shared/schemas/admin-commandes';
import { ScrollText, Store } from 'lucide-react';
import { Link } from 'react-router';
import { useState } from 'react';
import { ErrorState, ListSkeleton } from '@/components/list-states';
import { BusinessStatusBadge } from '@/components/orders/business-status-badge';
import { OrderLines } from '@/components/orders/order-lines';
import { OrderPeople } from '@/components/orders/order-people';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { ProofPhoto } from '@/components/orders/proof-photo';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { formatDateTime } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { useDeskOrder } from '../../api/get-desk-order';
import { DESK_TEXT, TEXT } from '../../texts';
import { AttentionChips } from './attention-chips';
import { DeliveryProblemNote } from '@/components/orders/delivery-problem';
import { ClientCodeReader } from './client-code-reader';
import { LateBadge } from '@/components/orders/late-badge';
import { UnansweredWait } from './unanswered-wait';
import { DeskActions } from './desk-actions';
import { LABELS } from '@/lib/labels';

/** Where each code step stands: tries left, or locked (the desk unlocks it). */
function CodesState({ order }: { order: AdminOrderDetail }) {
  const step = (label: string, left: number) => (
    <li className="flex justify-between gap-3">
      <span className="text-stone-600">{label}</span>
      <span className={left === 0 ? 'font-semibold text-red-800' : ''}>
        {left === 0 ? 'Bloqué' : `${left} essai(s) restant(s)`}
      </span>
    </li>
  );
  return (
    <section aria-labelledby="desk-codes-title" className="space-y-2 text-sm">
      <h3 id="desk-codes-title" className="font-semibold tracking-wide text-stone-600 uppercase">
        Codes de vérification
      </h3>
      <ul className="space-y-1">
        {step(`${CODE_NAMES.entreprise} (récupération)`, order.essaisRestants.entreprise)}
        {step(`${CODE_NAMES.client} (livraison)`, order.essaisRestants.client)}
      </ul>
    </section>
  );
}

function PayoutState({ payout }: { payout: AdminOrderDetail['paiementEntreprise'] }) {
  return (
    <p className="text-sm">
      <span className="text-stone-600">Versement à l'entreprise : </span>
      {payout.statut === 'PAYE'
        ? `versé${payout.methode ? ` par ${PAYOUT_METHOD_LABELS[payout.methode]}` : ''}${
            payout.reference ? ` (réf. ${payout.reference})` : ''
          }${payout.date ? ` le ${formatDateTime(payout.date)}` : ''}`
        : TEXT.toPay.toLowerCase()}
    </p>
  );
}

function OrderBody({ order }: { order: AdminOrderDetail }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <BusinessStatusBadge statut={order.statut} detailed />
        <LateBadge minutes={order.enRetardMin} />
        <AttentionChips reasons={order.attention} />
      </div>
      {order.attenteEntreprise && (
        <UnansweredWait
          attente={order.attenteEntreprise}
          className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm"
        />
      )}
      <p className="flex items-center gap-2 text-sm text-stone-800">
        <Store className="size-4 text-stone-500" aria-hidden="true" />
        {order.entreprise.nom} · {order.ville.nom}
      </p>
      {order.probleme && <DeliveryProblemNote probleme={order.probleme} />}
      <OrderPeople order={order} />
      <OrderLines order={order} />
      <CodesState order={order} />
      {order.codeClientLisible && <ClientCodeReader orderId={order.id} />}
      {isDelivered(order.statut) && <PayoutState payout={order.paiementEntreprise} />}
      {order.preuveLivraisonUrl && <ProofPhoto url={order.preuveLivraisonUrl} />}
      <OrderTimeline historique={order.historique} />
      <Link
        to={paths.adminOrderJournal(order.id, `Commande ${orderRef(order.id)}`)}
        className="flex items-center gap-2 text-sm font-medium text-orange-800 underline underline-offset-2"
      >
        <ScrollText className="size-4" aria-hidden="true" />
        {DESK_TEXT.orderJournal}
      </Link>
    </div>
  );
}

/** One order whole, opened over the list: a full screen on a phone, a side panel on a laptop. */
export function DeskOrderSheet({ id, onClose }: { id: string; onClose: () => void }) {
  const order = useDeskOrder(id);
  const [busy, setBusy] = useState(false);
  return (
    <Sheet open onOpenChange={(open) => !open && !busy && onClose()}>
      <SheetContent
        side="right"
        closeLabel={DESK_TEXT.closeOrder}
        className="w-full overflow-y-auto sm:w-[34rem]"
        data-testid="desk-order"
      >
        <div className="pr-8">
          <SheetTitle className="text-lg font-bold">Commande #{orderRef(id)}</SheetTitle>
          <SheetDescription className="text-sm text-stone-600">
            {order.data ? `${LABELS.placedOn} ${formatDateTime(order.data.dateCommande)}` : 'Chargement…'}
          </SheetDescription>
        </div>
        {order.isPending ? (
          <ListSkeleton rows={4} className="h-24 rounded-xl" />
        ) : order.isError ? (
          <ErrorState message={order.error.message} onRetry={() => void order.refetch()} />
        ) : (
          <>
            <DeskActions order={order.data} onBusy={setBusy} />
            <OrderBody order={order.data} />
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
