import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { AdminLivreur } from '@comoe/shared/schemas/admin-accounts';
import { Bike } from 'lucide-react';
import { useAdminLivreurs } from '../api/get-livreurs';
import { LIVREUR_COLUMNS, LIVREUR_SORT_OPTIONS } from '../components/directory/livreur-columns';
import { DirectorySection, type Directory } from '../components/directory/directory-section';

const LIVREURS: Directory<AdminLivreur> = {
  title: 'Livreurs',
  description: 'Les livreurs inscrits, leurs courses et leurs gains (15 % des commandes livrées).',
  search: { label: 'Rechercher un livreur', placeholder: 'Nom, téléphone ou matricule' },
  table: { columns: LIVREUR_COLUMNS, sortOptions: LIVREUR_SORT_OPTIONS },
  empty: { icon: Bike, title: 'Aucun livreur inscrit.' },
  noun: 'livreur',
  loadFailed: ADMIN_MSG.livreursLoadFailed,
};

/** 'Livreurs': every courier, filtered, sorted and paged by the server; verify, deactivate, reactivate. */
export default function LivreursSection() {
  return <DirectorySection directory={LIVREURS} useRows={useAdminLivreurs} />;
}
