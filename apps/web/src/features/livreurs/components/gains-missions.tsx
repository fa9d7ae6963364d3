import { PAYMENT_TYPE_LABELS } from '@comoe/shared/enums';
import type { CourierGains } from '@comoe/shared/schemas/courier-gains';
import { formatDateTime } from '@/lib/dates';
import { formatFcfa } from '@/lib/format';
import { LABELS } from '@/lib/labels';

type Missions = CourierGains['missions'];

/**
 * Issue 22 §4: each delivery of the period, the latest first: what it earned him and, on a cash
 * order, the cash he collected and must hand back. A delivery a payout settled says "Versé".
 */
export function GainsMissions({ missions }: { missions: Missions }) {
  if (missions.length === 0) return null;
  return (
    <section aria-labelledby="gains-par-mission" className="flex flex-col gap-2">
      <h3
        id="gains-par-mission"
        className="px-1 text-xs font-semibold tracking-wide text-stone-500 uppercase"
      >
        Par mission
      </h3>
      <ul className="divide-y divide-stone-100 rounded-2xl border border-border bg-white shadow-sm">
        {missions.map((m) => (
          <li
            key={m.commandeId}
            data-testid="gains-mission"
            className="flex items-start justify-between gap-2 px-3 py-2.5"
          >
            <span className="min-w-0">
              <span className="block text-sm font-medium [overflow-wrap:anywhere] text-stone-900">
                {m.entrepriseNom}
              </span>
              <span className="block text-xs text-stone-600">
                {formatDateTime(m.livreeAt)} · {PAYMENT_TYPE_LABELS[m.typePaiement]} ·{' '}
                <span className="whitespace-nowrap">{formatFcfa(m.total)}</span>
              </span>
              {m.especes > 0 && (
                <span
                  className="block text-xs font-medium text-amber-900"
                  data-testid="gains-mission-especes"
                >
                  {LABELS.cashCollected} <span className="whitespace-nowrap">{formatFcfa(m.especes)}</span>
                </span>
              )}
            </span>
            <span className="flex shrink-0 flex-col items-end gap-0.5">
              <strong className="text-sm whitespace-nowrap text-green-900 tabular-nums">
                +{formatFcfa(m.gain)}
              </strong>
              <span className="text-xs text-stone-600">{m.verse ? 'Versé' : LABELS.toReceive}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
