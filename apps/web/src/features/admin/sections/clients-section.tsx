import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { AdminClient } from '@comoe/shared/schemas/admin-clients';
import { Users } from 'lucide-react';
import { useAdminClients } from '../api/get-clients';
import { CLIENT_COLUMNS, CLIENT_SORT_OPTIONS } from '../components/directory/client-columns';
import { DirectorySection, type Directory } from '../components/directory/directory-section';
import { TEXT } from '../texts';

const CLIENTS: Directory<AdminClient> = {
  title: 'Clients',
  description: 'Les clients inscrits, leurs commandes et ce qu’ils ont dépensé (commandes livrées).',
  search: { label: 'Rechercher un client', placeholder: TEXT.peopleSearch },
  table: { columns: CLIENT_COLUMNS, sortOptions: CLIENT_SORT_OPTIONS, withVille: true },
  empty: { icon: Users, title: 'Aucun client inscrit.' },
  noun: 'client',
  loadFailed: ADMIN_MSG.clientsLoadFailed,
};

/** 'Clients': every client, filtered, sorted and paged by the server; deactivate or reactivate. */
export default function ClientsSection() {
  return <DirectorySection directory={CLIENTS} useRows={useAdminClients} />;
}
