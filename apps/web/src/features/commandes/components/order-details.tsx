import { LateBadge } from '@/components/orders/late-badge';
import { canMove } from '@comoe/shared/commandes/machine';
import { canRate, isCancelled, isFinished, showsPaymentLinks } from '@comoe/shared/commandes/statuses';
import { orderOutcomeText } from '@comoe/shared/commandes/end-reasons';
import { PAYMENT_TYPE_LABELS } from '@comoe/shared/enums';
import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import { Bike, Clock, Info, MapPin, Phone } from 'lucide-react';
import { preteVersLabel, showsPreteVers } from '@comoe/shared/commandes/prete-vers';
import { formatFcfa, formatPhone } from '@/lib/format';
import { statusView } from '../order-status';
import { CancelOrderButton } from './cancel-order-button';
import { OrderCode } from './order-code';
import { OrderRating } from './order-rating';
import { ReorderButton } from './reorder-button';
import { PaymentLinksPanel } from './payment-links-panel';
import { LABELS } from '@/lib/labels';
import { LineChoices } from '@/components/orders/line-choices';
import { lazy, Suspense } from 'react';
import { ClientProblemNotice } from '@/components/orders/delivery-problem';

// The courier's map (issue 22 §1) loads only for an order on its way, never with the pages around it.
const CourierTracking = lazy(() => import('./courier-tracking'));

/** The list holds the viewer's own orders only: the client's role is the whole actor. */
const CLIENT = { role: 'CLIENT' } as const;

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-3 text-base font-bold text-stone-900'
          : 'flex justify-between gap-3'
      }
    >
      <dt className={strong ? undefined : 'text-stone-600'}>{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}

/** Everything about one order, in the order a client reads it on the way: where it is, then what. */
export function OrderDetails({ order }: { order: ClientOrder }) {
  const inProgress = !isFinished(order.statut);
  return (
    <div className="space-y-4">
      {/* The courier cannot find the client: nothing on the page is more urgent (issue 22 §3). */}
      {order.probleme && order.statut === 'EN_LIVRAISON' && (
        <ClientProblemNotice probleme={order.probleme} livreurTelephone={order.livreurTelephone} />
      )}
      {inProgress && <OrderCode code={order.codeClient} />}
      {order.codeClientUtilise && (
        <p data-testid="order-code-used" className="text-sm text-stone-600">
          Code de confirmation :{' '}
          <span className="font-semibold text-stone-800">{LABELS.codeUsed.toLowerCase()}</span>
        </p>
      )}

      <p
        data-testid="order-status-message"
        className="flex gap-2 rounded-xl bg-stone-50 p-3 text-sm leading-relaxed text-stone-800"
      >
        <Info className="mt-0.5 size-4 shrink-0 text-orange-700" aria-hidden="true" />
        {statusView(order.statut).message}
      </p>

      {showsPreteVers(order.statut, order.preteVers) && (
        <p
          data-testid="order-ready-time"
          className="flex items-center gap-2 text-base font-semibold text-stone-900"
        >
          <Clock className="size-4 text-orange-700" aria-hidden="true" />
          {preteVersLabel(order.preteVers)}
          <LateBadge minutes={order.enRetardMin} />
        </p>
      )}

      {isCancelled(order.statut) && order.motifFin && (
        <p data-testid="order-end-detail" className="text-sm text-stone-700">
          {orderOutcomeText(order.motifFin, '', order.entrepriseNom).detail}
          {order.raisonFin && (
            <span className="mt-1 block font-medium text-stone-900" data-testid="order-end-motif">
              Motif : {order.raisonFin}
            </span>
          )}
        </p>
      )}

      {showsPaymentLinks(order.statut) && <PaymentLinksPanel amount={order.total} />}

      {order.livreurNom && inProgress && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-800">
          <Bike className="size-4 text-orange-700" aria-hidden="true" />
          Livreur : <span className="font-semibold">{order.livreurNom}</span>
          {order.livreurTelephone && (
            <a
              href={`tel:${order.livreurTelephone}`}
              className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
            >
              <Phone className="size-3.5" aria-hidden="true" />
              {formatPhone(order.livreurTelephone)}
            </a>
          )}
        </p>
      )}

      {order.statut === 'EN_LIVRAISON' && (
        <Suspense fallback={null}>
          <CourierTracking orderId={order.id} />
        </Suspense>
      )}

      <section aria-label="Articles">
        <ul className="divide-y divide-border text-sm">
          {order.items.map((item, index) => (
            <li key={`${item.produitNom}-${index}`} className="flex justify-between gap-3 py-2">
              <span className="text-stone-800">
                <span className="font-semibold">{item.quantite} ×</span> {item.produitNom}
                <LineChoices options={item.options} />
              </span>
              <span className="whitespace-nowrap text-stone-700">
                {formatFcfa(item.quantite * item.prixUnitaire)}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <dl className="space-y-1 border-t border-border pt-3 text-sm">
        <Row label="Sous-total" value={formatFcfa(order.sousTotal)} />
        <Row label={LABELS.deliveryFee} value={formatFcfa(order.fraisLivraison)} />
        <Row label="Total" value={formatFcfa(order.total)} strong />
        <Row label="Paiement" value={PAYMENT_TYPE_LABELS[order.typePaiement]} />
      </dl>

      <p className="flex gap-2 text-sm text-stone-700">
        <MapPin className="mt-0.5 size-4 shrink-0 text-orange-700" aria-hidden="true" />
        <span>
          <span className="sr-only">Adresse de livraison : </span>
          {order.adresseLivraison}
        </span>
      </p>

      {canMove(order, CLIENT, 'annulerClient').ok && <CancelOrderButton orderId={order.id} />}
      {canRate(order.statut) && <OrderRating order={order} />}
      {!inProgress && <ReorderButton order={order} />}
    </div>
  );
}
