import { PAYMENT_TYPE_LABELS } from '@comoe/shared/enums';
import type { BusinessOrder } from '@comoe/shared/schemas/commandes';
import { formatFcfa } from '@/lib/format';
import { LABELS } from '@/lib/labels';
import { LineChoices } from './line-choices';

/** Lines with quantities and prices, then subtotal, delivery fee, total and payment type. */
export function OrderLines({
  order,
}: {
  order: Pick<BusinessOrder, 'items' | 'sousTotal' | 'fraisLivraison' | 'total' | 'typePaiement'>;
}) {
  return (
    <section aria-labelledby="order-lines-title" className="space-y-2">
      <h3 id="order-lines-title" className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
        Articles
      </h3>
      <ul className="divide-y divide-border rounded-xl border border-border">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="font-semibold text-stone-900">{item.quantite} ×</span> {item.nomProduit}
              <LineChoices options={item.options} />
              <span className="block text-xs text-stone-600">{formatFcfa(item.prixUnitaire)} l'unité</span>
            </span>
            <span className="font-semibold whitespace-nowrap tabular-nums">
              {formatFcfa(item.prixUnitaire * item.quantite)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600">Sous-total</dt>
          <dd className="tabular-nums">{formatFcfa(order.sousTotal)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600">{LABELS.deliveryFee}</dt>
          <dd className="tabular-nums">{formatFcfa(order.fraisLivraison)}</dd>
        </div>
        <div className="flex justify-between gap-3 text-base font-bold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="order-total">
            {formatFcfa(order.total)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600">Paiement</dt>
          <dd>{PAYMENT_TYPE_LABELS[order.typePaiement]}</dd>
        </div>
      </dl>
    </section>
  );
}
