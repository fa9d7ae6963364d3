import type { Produit } from '@comoe/shared/schemas/entreprises';
import { CircleCheck, CircleSlash, Package, Tag } from 'lucide-react';
import { formatFcfa } from '@/lib/format';

/** Total Produits, Disponibles, Indisponibles, Prix Moyen (whole FCFA, design §4). */
export function MenuStats({ produits }: { produits: Produit[] }) {
  const disponibles = produits.filter((p) => p.disponible).length;
  const moyen =
    produits.length === 0 ? 0 : Math.round(produits.reduce((sum, p) => sum + p.prix, 0) / produits.length);
  const cards = [
    {
      label: 'Total Produits',
      value: String(produits.length),
      icon: Package,
      tone: 'bg-orange-100 text-orange-800',
    },
    {
      label: 'Disponibles',
      value: String(disponibles),
      icon: CircleCheck,
      tone: 'bg-green-100 text-green-800',
    },
    {
      label: 'Indisponibles',
      value: String(produits.length - disponibles),
      icon: CircleSlash,
      tone: 'bg-stone-200 text-stone-700',
    },
    { label: 'Prix Moyen', value: formatFcfa(moyen), icon: Tag, tone: 'bg-blue-100 text-blue-800' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="menu-stats">
      {cards.map((card) => (
        <div
          key={card.label}
          className="flex min-w-0 items-center gap-3 rounded-2xl border border-border bg-white p-3 shadow-sm sm:p-4"
        >
          <span className={`flex size-9 shrink-0 items-center justify-center rounded-full ${card.tone}`}>
            <card.icon className="size-5" aria-hidden="true" />
          </span>
          <div className="flex min-w-0 flex-col-reverse">
            <dt className="text-xs font-medium text-stone-600 sm:text-sm">{card.label}</dt>
            <dd className="text-lg font-bold break-words text-stone-900 tabular-nums sm:text-xl">
              {card.value}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
