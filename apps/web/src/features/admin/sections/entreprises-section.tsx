import { Store } from 'lucide-react';
import { useAdminEntreprises } from '../api/get-entreprises';
import { DirectoryFilters } from '../components/directory/directory-filters';
import { DirectoryView } from '../components/directory/directory-view';
import { ENTREPRISE_COLUMNS, ENTREPRISE_SORT_OPTIONS } from '../components/directory/entreprise-columns';
import { SectionHeader } from '@/components/section-header';
import { useDirectoryFilter } from '../use-directory-filter';
import { useErrorToast } from '../use-error-toast';

const LOAD_FAILED = 'Impossible de charger les entreprises.';

/** 'Entreprises': every business, filtered, sorted and paged by the server; deactivate or reactivate its owner. */
export default function EntreprisesSection() {
  const controls = useDirectoryFilter({ key: 'dateInscription', desc: true });
  const entreprises = useAdminEntreprises(controls.filter);
  useErrorToast(entreprises, LOAD_FAILED);
  return (
    <div className="flex flex-col gap-4">
      <SectionHeader
        title="Entreprises"
        description="Les entreprises inscrites, leurs commandes et leurs gains."
      />
      <DirectoryFilters
        controls={controls}
        searchLabel="Rechercher une entreprise"
        searchPlaceholder="Nom, gérant ou téléphone"
        withType
        sortOptions={ENTREPRISE_SORT_OPTIONS}
      />
      <DirectoryView
        query={entreprises}
        controls={controls}
        columns={ENTREPRISE_COLUMNS}
        rowId={(e) => String(e.id)}
        testId="entreprise-row"
        errorMessage={LOAD_FAILED}
        emptyIcon={Store}
        emptyTitle="Aucune entreprise inscrite."
        countLabel={(n) => `${n} entreprise${n > 1 ? 's' : ''}`}
      />
    </div>
  );
}
