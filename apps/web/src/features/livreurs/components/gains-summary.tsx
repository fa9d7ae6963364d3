import type { CourierGains } from '@comoe/shared/schemas/courier-gains';
import { Banknote, HandCoins, Wallet } from 'lucide-react';
import { IconTile } from '@/components/icon-tile';
import { formatFcfa, plural } from '@/lib/format';
import { LABELS } from '@/lib/labels';

/** Owed, cash to hand back, already paid: what a courier checks first. */
export function GainsBalance({ gains }: { gains: CourierGains }) {
  return (
    <section aria-label="Solde" className="flex flex-col gap-2">
      <div className="flex items-center gap-3 rounded-2xl border border-green-200 bg-green-50 p-4 shadow-sm">
        <IconTile
          icon={Wallet}
          className="size-10 shrink-0 rounded-full bg-green-100 text-green-800"
          iconClassName="size-5"
        />
        <div className="min-w-0">
          <p className="text-sm font-medium text-green-900">{LABELS.toReceive}</p>
          <p className="text-2xl font-bold text-green-950 tabular-nums" data-testid="gains-du">
            {formatFcfa(gains.du)}
          </p>
          <p className="text-xs text-green-900">Vos 15 % des livraisons pas encore versées</p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div className="flex min-w-0 flex-col gap-1 rounded-2xl border border-amber-200 bg-amber-50 p-3">
          <p className="flex items-center gap-1.5 text-xs font-medium text-amber-900">
            <Banknote className="size-4 shrink-0" aria-hidden="true" />
            Espèces à remettre
          </p>
          <p className="text-lg font-bold text-amber-950 tabular-nums" data-testid="gains-especes">
            {formatFcfa(gains.especesEncaissees)}
          </p>
          <p className="text-xs text-amber-900">Encaissées auprès des clients</p>
        </div>
        <div className="flex min-w-0 flex-col gap-1 rounded-2xl border border-border bg-white p-3">
          <p className="flex items-center gap-1.5 text-xs font-medium text-stone-600">
            <HandCoins className="size-4 shrink-0" aria-hidden="true" />
            {LABELS.alreadyPaid}
          </p>
          <p className="text-lg font-bold text-stone-900 tabular-nums">{formatFcfa(gains.verse)}</p>
          <p className="text-xs text-stone-600">Depuis votre inscription</p>
        </div>
      </div>
    </section>
  );
}

/** Today, this week (from Monday), this month. */
export function GainsTotals({ gains }: { gains: CourierGains }) {
  const cells = [
    { label: "Aujourd'hui", t: gains.aujourdhui },
    { label: 'Cette semaine', t: gains.semaine },
    { label: LABELS.thisMonth, t: gains.mois },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {cells.map(({ label, t }) => (
        <div
          key={label}
          className="flex min-w-0 flex-col gap-0.5 rounded-2xl border border-border bg-white p-2.5 shadow-sm"
        >
          <dt className="text-xs leading-tight font-medium text-stone-600">{label}</dt>
          <dd className="text-base font-bold text-stone-900 tabular-nums">{formatFcfa(t.gains)}</dd>
          <dd className="text-xs text-stone-600">{plural(t.livraisons, 'livraison')}</dd>
        </div>
      ))}
    </dl>
  );
}
