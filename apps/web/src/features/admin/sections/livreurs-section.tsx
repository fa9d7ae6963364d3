import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { Bike } from 'lucide-react';
import { useAdminLivreurs } from '../api/get-livreurs';
import { DirectoryFilters } from '../components/directory/directory-filters';
import { DirectoryView } from '../components/directory/directory-view';
import { LIVREUR_COLUMNS, LIVREUR_SORT_OPTIONS } from '../components/directory/livreur-columns';
import { SectionHeader } from '@/components/section-header';
import { useDirectoryFilter } from '../use-directory-filter';
import { useErrorToast } from '../use-error-toast';

/** 'Livreurs': every courier, filtered, sorted and paged by the server; verify, deactivate, reactivate. */
export default function LivreursSection() {
  const controls = useDirectoryFilter({ key: 'dateInscription', desc: true });
  const livreurs = useAdminLivreurs(controls.filter);
  useErrorToast(livreurs, ADMIN_MSG.livreursLoadFailed);
  return (
    <div className="flex flex-col gap-4">
      <SectionHeader
        title="Livreurs"
        description="Les livreurs inscrits, leurs courses et leurs gains (15 % des commandes livrées)."
      />
      <DirectoryFilters
        controls={controls}
        searchLabel="Rechercher un livreur"
        searchPlaceholder="Nom, téléphone ou matricule"
        sortOptions={LIVREUR_SORT_OPTIONS}
      />
      <DirectoryView
        query={livreurs}
        controls={controls}
        columns={LIVREUR_COLUMNS}
        rowId={(l) => String(l.id)}
        testId="livreur-row"
        errorMessage={ADMIN_MSG.livreursLoadFailed}
        emptyIcon={Bike}
        emptyTitle="Aucun livreur inscrit."
        countLabel={(n) => `${n} livreur${n > 1 ? 's' : ''}`}
      />
    </div>
  );
}
