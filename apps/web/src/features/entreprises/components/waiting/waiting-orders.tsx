import { orderRef } from '@comoe/shared/commandes/reference';
import type { BusinessOrder } from '@comoe/shared/schemas/commandes';
import { BellRing, MapPin } from 'lucide-react';
import { formatFcfa } from '@/lib/format';
import { useWaitingOrders } from '../../api/get-waiting-orders';
import { useOrderRinging } from '../../use-order-ringing';
import { OrderDecision } from '../decisions/order-decision';
import { SoundPrompt } from './sound-prompt';
import { placedAgo, waitingHeading } from './waiting-texts';
import { LineChoices } from '@/components/orders/line-choices';

/**
 * The orders waiting for an answer, pinned at the top of the dashboard whatever the tab, above
 * the banners and figures (issue 21 §1), each with its lines, total and the two answers. While
 * one waits the page rings; `data-ringing` says so (for the owner's assistive tech and tests).
 */
export function WaitingOrders({ entrepriseId }: { entrepriseId: number }) {
  const waiting = useWaitingOrders(entrepriseId);
  const orders = waiting.data?.content ?? [];
  const ringing = useOrderRinging(waiting.data?.totalElements ?? 0);

  if (orders.length === 0 && !ringing.askSound) return null;
  return (
    <section
      aria-label="Nouvelles commandes"
      data-testid="waiting-orders"
      data-ringing={ringing.ringing}
      className="flex flex-col gap-3"
    >
      {ringing.askSound && (
        <SoundPrompt
          ringing={ringing.ringing}
          asked={ringing.choice !== null}
          onEnable={ringing.enableSound}
          onDecline={ringing.declineSound}
        />
      )}
      {orders.length > 0 && (
        <h2 className="flex items-center gap-2 text-lg font-bold text-stone-900" aria-live="polite">
          <BellRing
            className="size-5 animate-pulse text-orange-600 motion-reduce:animate-none"
            aria-hidden="true"
          />
          {waitingHeading(orders.length)}
        </h2>
      )}
      {/* Side by side on a laptop: a lunch rush's orders in one look, not one per screen. */}
      <div className="grid items-start gap-3 lg:grid-cols-2">
        {orders.map((order) => (
          <WaitingOrderCard key={order.id} order={order} entrepriseId={entrepriseId} />
        ))}
      </div>
    </section>
  );
}

function WaitingOrderCard({ order, entrepriseId }: { order: BusinessOrder; entrepriseId: number }) {
  return (
    <article
      data-testid="waiting-order"
      aria-label={`Commande #${orderRef(order.id)}`}
      className="flex flex-col gap-3 rounded-2xl border-2 border-orange-400 bg-white p-4 shadow-md"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-mono text-base font-bold text-stone-900">#{orderRef(order.id)}</p>
        <p className="text-xs text-stone-600">{placedAgo(order.dateCommande)}</p>
      </header>
      <p className="text-sm text-stone-800">
        <span className="font-semibold">
          {order.client.prenom} {order.client.nom}
        </span>
        <span className="mt-0.5 flex items-start gap-1 text-stone-600">
          <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          {order.client.localisation.adresse}
        </span>
      </p>
      <ul className="divide-y divide-border rounded-xl border border-border text-sm">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3 px-3 py-2">
            <span className="min-w-0">
              <span className="font-semibold">{item.quantite} ×</span> {item.nomProduit}
              <LineChoices options={item.options} />
            </span>
            <span className="whitespace-nowrap tabular-nums">
              {formatFcfa(item.prixUnitaire * item.quantite)}
            </span>
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between text-base font-bold text-stone-900">
        <span>Total</span>
        <span className="tabular-nums">{formatFcfa(order.total)}</span>
      </p>
      <OrderDecision order={order} entrepriseId={entrepriseId} />
    </article>
  );
}
