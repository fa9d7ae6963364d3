import { RotateCw } from 'lucide-react';
import { useVilles } from '@/api/get-villes';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
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
      <Alert variant="destructive">
        <AlertTitle>{LABELS.villesLoadFailed}</AlertTitle>
        <AlertDescription className="space-y-3">
          <p>{villes.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void villes.refetch()}>
            <RotateCw aria-hidden="true" />
            Réessayer
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  if (villes.data.length === 0) {
    return (
      <p className="rounded-2xl bg-orange-50 p-6 text-center text-stone-700">
        Aucune ville n'est encore desservie.
      </p>
    );
  }

  return (
    <ul className={gridClass}>
      {villes.data.map((ville) => (
        <li key={ville.id}>
          <CityTile ville={ville} />
        </li>
      ))}
    </ul>
  );
}
