import { Button } from '@/components/ui/button';

/**
 * Under the filter while products are ticked: switch them all off (a dish out of stock for the
 * evening) or on again in one step (issue 21 §3).
 */
export function BulkAvailabilityBar({
  count,
  total,
  busy,
  onSelectAll,
  onClear,
  onSet,
}: {
  count: number;
  total: number;
  busy: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onSet: (disponible: boolean) => void;
}) {
  return (
    <div
      role="region"
      aria-label="Produits sélectionnés"
      className="sticky top-[4.5rem] z-10 flex flex-col gap-2 rounded-2xl border border-orange-200 bg-orange-50 p-2 shadow-sm sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 items-center justify-between gap-2 sm:flex-1">
        <p className="min-w-0 px-1 text-sm font-semibold whitespace-nowrap text-stone-900" aria-live="polite">
          {count === 0 ? 'Aucun produit coché' : count === 1 ? '1 sélectionné' : `${count} sélectionnés`}
        </p>
        <div className="flex shrink-0">
          {count < total && (
            <Button variant="ghost" size="sm" onClick={onSelectAll} aria-label="Tout sélectionner">
              Tous
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={onClear}>
            Terminer
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button variant="outline" disabled={busy || count === 0} onClick={() => onSet(false)}>
          Indisponible
        </Button>
        <Button variant="secondary" disabled={busy || count === 0} onClick={() => onSet(true)}>
          Disponible
        </Button>
      </div>
    </div>
  );
}
