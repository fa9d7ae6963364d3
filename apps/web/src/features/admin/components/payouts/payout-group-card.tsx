import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { partEntreprise } from '@comoe/shared/admin-finance';
import type { AdminCommande } from '@comoe/shared/schemas/admin';
import { PAYOUT_METHOD_LABELS } from '@comoe/shared/schemas/entreprise-profile';
import type { z } from 'zod';
import type { payoutGroupSchema } from '@comoe/shared/schemas/admin';
import { ChevronDown, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatFcfa, formatPhone, plural } from '@/lib/format';
import { getAllPayoutOrders } from '../../api/get-payout-orders';
import type { AdminRange } from '../../api/query-keys';
import { CopyButton } from '../copy-button';
import type { PayoutTarget } from './payout-dialog';
import { PayoutOrders } from './payout-orders';
import { LABELS } from '@/lib/labels';
import { TEXT } from '../../texts';

type PayoutGroup = z.infer<typeof payoutGroupSchema>;

type PayoutGroupCardProps = {
  group: PayoutGroup;
  range: AdminRange;
  paid: boolean;
  onPay: (target: PayoutTarget) => void;
};

/** One business: what it is owed (or was paid) on the range, where to send it, and its orders. */
export function PayoutGroupCard({ group, range, paid, onPay }: PayoutGroupCardProps) {
  const [open, setOpen] = useState(false);
  const payable = !paid && group.entreprisePayoutNumber !== null && group.entreprisePayoutMethod !== null;
  const filter = {
    ...range,
    statutPaiement: paid ? ('PAYE' as const) : ('EN_ATTENTE' as const),
    entrepriseId: group.entrepriseId,
  };
  const account = {
    entrepriseNom: group.entrepriseNom,
    method: group.entreprisePayoutMethod,
    number: group.entreprisePayoutNumber,
  };
  const owed = () =>
    getAllPayoutOrders(filter).then((orders) =>
      orders.map((o) => ({ id: o.id, montant: partEntreprise(o) })),
    );
  const payOne = (order: AdminCommande) =>
    onPay({
      ...account,
      key: order.id,
      load: () => owed().then((orders) => orders.filter((o) => o.id === order.id)),
      montant: partEntreprise(order),
      nombreCommandes: 1,
    });
  const payAll = () =>
    onPay({
      ...account,
      key: JSON.stringify(filter),
      load: owed,
      montant: group.montant,
      nombreCommandes: group.nombreCommandes,
    });

  return (
    <li
      data-testid="payout-group"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold text-stone-900">{group.entrepriseNom}</h2>
          <p className="text-sm text-stone-600">{plural(group.nombreCommandes, 'commande', 'livrée')}</p>
        </div>
        <p className="text-right">
          <span className="block text-xs text-stone-600">{paid ? 'Versé' : TEXT.toPay}</span>
          <span data-testid="payout-montant" className="text-xl font-bold text-stone-900 tabular-nums">
            {formatFcfa(group.montant)}
          </span>
        </p>
      </div>
      {group.entreprisePayoutNumber && group.entreprisePayoutMethod ? (
        <div className="flex items-center justify-between gap-2 rounded-xl bg-stone-50 px-3 py-1.5">
          <p className="min-w-0 text-sm">
            <span className="text-stone-600">{PAYOUT_METHOD_LABELS[group.entreprisePayoutMethod]} · </span>
            <span data-testid="payout-number" className="font-mono font-semibold text-stone-900">
              {formatPhone(group.entreprisePayoutNumber)}
            </span>
          </p>
          <CopyButton
            value={group.entreprisePayoutNumber}
            label={`Copier le numéro de ${group.entrepriseNom}`}
          />
        </div>
      ) : (
        <p className="flex items-start gap-2 rounded-xl bg-yellow-50 px-3 py-2 text-sm text-yellow-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {ADMIN_MSG.payoutNoAccount}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={() => setOpen((shown) => !shown)} aria-expanded={open}>
          <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
          {open ? 'Masquer' : LABELS.seeOrders}
        </Button>
        {payable && (
          <Button variant="secondary" size="sm" onClick={payAll} className="ml-auto">
            {group.nombreCommandes > 1 ? 'Tout marquer comme payé' : TEXT.markPaid}
          </Button>
        )}
      </div>
      {open && <PayoutOrders filter={filter} onPay={payable ? payOne : null} />}
    </li>
  );
}
