import { COURIER_PAYOUT_MSG } from '@comoe/shared/admin/courier-payout-messages';
import type { CourierGains } from '@comoe/shared/schemas/courier-gains';
import { CalendarDays } from 'lucide-react';
import { EmptyState } from '@/components/list-states';
import { cn } from '@/lib/cn';
import { formatDateTime, formatDay } from '@/lib/dates';
import { formatFcfa, plural } from '@/lib/format';
import { GAINS_PERIODS, GAINS_PERIOD_LABELS, type GainsPeriod } from '../api/get-gains';

type DaysProps = {
  periode: CourierGains['periode'];
  period: GainsPeriod;
  onPeriod: (period: GainsPeriod) => void;
  fetching: boolean;
};

/** Each day of the period that has deliveries, the latest first, under its total. */
export function GainsDays({ periode, period, onPeriod, fetching }: DaysProps) {
  const days = [...periode.parJour].reverse();
  return (
    <section aria-labelledby="gains-par-jour" className="flex flex-col gap-2">
      <h3 id="gains-par-jour" className="px-1 text-xs font-semibold tracking-wide text-stone-500 uppercase">
        Par jour
      </h3>
      <div role="group" aria-label="Période" className="flex gap-1.5 overflow-x-auto">
        {GAINS_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={p === period}
            onClick={() => onPeriod(p)}
            className={cn(
              'min-h-9 shrink-0 rounded-full border px-3 text-sm font-medium',
              p === period
                ? 'border-orange-600 bg-orange-600 text-white'
                : 'border-border bg-white text-stone-700 active:bg-stone-100',
            )}
          >
            {GAINS_PERIOD_LABELS[p]}
          </button>
        ))}
      </div>
      <p className="px-1 text-sm text-stone-700" aria-live="polite" aria-busy={fetching}>
        {formatDay(periode.debut)} – {formatDay(periode.fin)} :{' '}
        <strong className="text-stone-900">{formatFcfa(periode.gains)}</strong> (
        {plural(periode.livraisons, 'livraison')})
      </p>
      {days.length === 0 ? (
        <EmptyState icon={CalendarDays} title={COURIER_PAYOUT_MSG.noGains} />
      ) : (
        <Ledger
          testId="gains-day"
          earned
          rows={days.map((d) => ({
            key: d.jour,
            title: formatDay(d.jour),
            detail: plural(d.livraisons, 'livraison'),
            amount: d.gains,
          }))}
        />
      )}
    </section>
  );
}

type LedgerLine = { key: string; title: string; detail: string; amount: number };

/** The courier's ledger, a line each: when, what, and the amount on the right (green when earned). */
function Ledger({ testId, rows, earned }: { testId: string; rows: LedgerLine[]; earned?: boolean }) {
  return (
    <ul className="divide-y divide-stone-100 rounded-2xl border border-border bg-white shadow-sm">
      {rows.map((row) => (
        <li
          key={row.key}
          data-testid={testId}
          className="flex items-center justify-between gap-2 px-3 py-2.5"
        >
          <span className="min-w-0">
            <span className="block text-sm font-medium text-stone-900">{row.title}</span>
            <span className="block text-xs [overflow-wrap:anywhere] text-stone-600">{row.detail}</span>
          </span>
          <strong
            className={`text-sm whitespace-nowrap tabular-nums ${earned ? 'text-green-900' : 'text-stone-900'}`}
          >
            {formatFcfa(row.amount)}
          </strong>
        </li>
      ))}
    </ul>
  );
}

/** The payouts received, the latest first, with the transfer's reference to check it. */
export function PayoutsReceived({ versements }: { versements: CourierGains['versements'] }) {
  if (versements.length === 0) return null;
  return (
    <section aria-labelledby="gains-versements" className="flex flex-col gap-2">
      <h3 id="gains-versements" className="px-1 text-xs font-semibold tracking-wide text-stone-500 uppercase">
        Versements reçus
      </h3>
      <Ledger
        testId="gains-payout"
        rows={versements.map((v) => ({
          key: v.date,
          title: formatDateTime(v.date),
          detail: `${plural(v.commandes, 'livraison')}${v.reference ? ` · Réf. ${v.reference}` : ''}`,
          amount: v.montant,
        }))}
      />
    </section>
  );
}
