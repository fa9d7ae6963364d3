import { villesOuvertes } from '@comoe/shared/text';
import { useVilles } from '@/api/get-villes';
import { RetryAlert } from '@/components/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { CityTile } from './city-tile';
import { LABELS } from '@/lib/labels';

const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4';

export function CityGrid() {
  const villes = useVilles();

  if (villes.isPending) {
    return (
      <div className={gridClass} role="status" aria-label="Chargement des villes">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="aspect-[16/13] rounded-2xl" />
        ))}
      </div>
    );
  }

  if (villes.isError) {
    return (
      <RetryAlert title={LABELS.villesLoadFailed} onRetry={() => void villes.refetch()}>
        {villes.error.message}
      </RetryAlert>
    );
  }

  const ouvertes = villesOuvertes(villes.data);
  if (ouvertes.length === 0) {
    return (
      <p className="rounded-2xl bg-orange-50 p-6 text-center text-stone-700">
        Aucune ville n'est encore desservie.
      </p>
    );
  }

  return (
    <ul className={gridClass}>
      {ouvertes.map((ville) => (
        <li key={ville.id}>
          <CityTile ville={ville} />
        </li>
      ))}
    </ul>
  );
}
