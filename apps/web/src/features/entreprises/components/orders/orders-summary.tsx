import type { BusinessStats } from '@comoe/shared/schemas/entreprise-reports';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatFcfa } from '@/lib/format';
import { TEXT } from '../../texts';

/** The summary strip: what the chosen period holds, from the stats of the same days. */
export function OrdersSummary({
  stats,
  isPending,
}: {
  stats: BusinessStats | undefined;
  isPending: boolean;
}) {
  if (isPending || !stats) {
    return (
      <div className="grid grid-cols-3 gap-2 lg:grid-cols-6" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }
  const items: Array<{ label: string; value: string; tone: string }> = [
    { label: 'Commandes', value: String(stats.commandes), tone: 'text-stone-900' },
    { label: 'En attente', value: String(stats.enAttente), tone: 'text-yellow-800' },
    { label: 'En cours', value: String(stats.enLivraison), tone: 'text-blue-800' },
    { label: TEXT.delivered, value: String(stats.livrees), tone: 'text-green-800' },
    { label: TEXT.cancelled, value: String(stats.annulees), tone: 'text-red-800' },
    { label: TEXT.revenue, value: formatFcfa(stats.chiffreAffaires), tone: 'text-stone-900' },
  ];
  return (
    <dl data-testid="orders-summary" className="grid grid-cols-3 gap-2 lg:grid-cols-6">
      {items.map((item) => (
        <div
          key={item.label}
          className="flex flex-col-reverse rounded-xl border border-border bg-white px-3 py-2"
        >
          <dt className="text-xs text-stone-600">{item.label}</dt>
          <dd
            className={cn(
              'text-lg font-bold tabular-nums',
              item.tone,
              item.value.length > 8 && 'text-sm sm:text-base',
            )}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
