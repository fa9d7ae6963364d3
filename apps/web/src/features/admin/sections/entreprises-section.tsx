import type { AdminEntreprise } from '@comoe/shared/schemas/admin-accounts';
import { Store } from 'lucide-react';
import { useAdminEntreprises } from '../api/get-entreprises';
import { ENTREPRISE_COLUMNS, ENTREPRISE_SORT_OPTIONS } from '../components/directory/entreprise-columns';
import { DirectorySection, type Directory } from '../components/directory/directory-section';
import { LABELS } from '@/lib/labels';

const ENTREPRISES: Directory<AdminEntreprise> = {
  title: 'Entreprises',
  description: 'Les entreprises inscrites, leurs commandes et leurs gains.',
  search: { label: 'Rechercher une entreprise', placeholder: 'Nom, gérant ou téléphone' },
  table: { columns: ENTREPRISE_COLUMNS, sortOptions: ENTREPRISE_SORT_OPTIONS, withType: true },
  empty: { icon: Store, title: 'Aucune entreprise inscrite.' },
  noun: 'entreprise',
  loadFailed: LABELS.entreprisesLoadFailed,
};

/** 'Entreprises': every business, filtered, sorted and paged by the server; deactivate or reactivate its owner. */
export default function EntreprisesSection() {
  return <DirectorySection directory={ENTREPRISES} useRows={useAdminEntreprises} />;
}
