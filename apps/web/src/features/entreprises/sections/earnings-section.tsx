import { TEXT } from '../texts';
import { Banknote, CircleCheck, Clock } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatFcfa } from '@/lib/format';
import { usePaiements } from '../api/get-paiements';
import { useStats } from '../api/get-stats';
import { ErrorState } from '@/components/list-states';
import { PeriodFilter } from '../components/period-filter';
import { SectionHeader } from '@/components/section-header';
import { usePeriod } from '../use-period';
import type { SectionProps } from './section-props';
import { MSG } from '@comoe/shared/messages';
import { LABELS } from '@/lib/labels';

type Figure = {
  label: string;
  value: number | undefined;
  detail: string;
  icon: typeof Banknote;
  tone: string;
};

/** 'Revenus': what the period's delivered orders earn, what was paid, what is still to come. */
export function EarningsSection({ entreprise, goTo }: SectionProps) {
  const period = usePeriod('30d');
  const valid = period.error === null;
  // The sums come with any page of the list: one line is enough.
  const paiements = usePaiements(entreprise.id, { ...period.range, page: 0, size: 1 }, valid);
  const stats = useStats(entreprise.id, period.range, valid);
  const sums = paiements.data;

  const figures: Figure[] = [
    {
      label: 'Total dû',
      value: sums?.totalDu,
      detail: 'Commandes livrées, moins les frais de livraison',
      icon: Banknote,
      tone: 'bg-orange-100 text-orange-800',
    },
    {
      label: LABELS.alreadyPaid,
      value: sums?.totalPaye,
      detail: 'Payé sur votre compte',
      icon: CircleCheck,
      tone: 'bg-green-100 text-green-800',
    },
    {
      label: 'En attente',
      value: sums?.totalEnAttente,
      detail: LABELS.toReceive,
      icon: Clock,
      tone: 'bg-yellow-100 text-yellow-900',
    },
  ];
  const summary: Array<[string, string | undefined]> = [
    [TEXT.revenue, stats.data && formatFcfa(stats.data.chiffreAffaires)],
    ['Nombre de commandes', stats.data && String(stats.data.commandes)],
    [TEXT.averageBasket, stats.data && formatFcfa(stats.data.panierMoyen)],
  ];

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader level={2} title="Revenus" />
      <PeriodFilter period={period} />
      {!valid ? null : paiements.isError && !sums ? (
        <ErrorState message="Impossible de charger les revenus." onRetry={() => void paiements.refetch()} />
      ) : (
        <div className="grid gap-3 sm:grid-cols-3" data-testid="earnings">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className="flex min-w-0 gap-3 rounded-2xl border border-border bg-white p-4 shadow-sm"
            >
              <span
                className={`flex size-10 shrink-0 items-center justify-center rounded-full ${figure.tone}`}
              >
                <figure.icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="text-sm font-medium text-stone-600">{figure.label}</p>
                {figure.value === undefined ? (
                  <Skeleton className="my-1 h-7 w-28" />
                ) : (
                  <p className="text-2xl font-bold break-words text-stone-900 tabular-nums">
                    {formatFcfa(figure.value)}
                  </p>
                )}
                <p className="text-xs text-stone-500">{figure.detail}</p>
              </div>
            </div>
          ))}
        </div>
      )}
      {valid && (
        <section
          aria-labelledby="earnings-summary"
          className="rounded-2xl border border-border bg-white p-4 shadow-sm"
        >
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h3 id="earnings-summary" className="font-semibold text-stone-900">
              Résumé de la période
            </h3>
            <button
              type="button"
              onClick={() => goTo('payment-history')}
              className="text-sm font-semibold text-orange-800 underline-offset-2 hover:underline"
            >
              Voir le détail des paiements
            </button>
          </div>
          {stats.isError && !stats.data ? (
            <p className="text-sm text-red-900">{MSG.statsLoadFailed}</p>
          ) : (
            <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-3">
              {summary.map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="text-xs text-stone-600">{label}</dt>
                  <dd className="font-bold text-stone-900 tabular-nums">
                    {value ?? <Skeleton className="mt-1 h-5 w-20" />}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      )}
    </div>
  );
}
