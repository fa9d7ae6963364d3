import type { AdminEntreprise } from '@comoe/shared/schemas/admin-accounts';
import type { ColumnDef } from '@tanstack/react-table';
import { ENTREPRISE_TYPE_LABELS } from '@/lib/entreprise-labels';
import { formatDay } from '@/lib/dates';
import { formatFcfa, formatPhone } from '@/lib/format';
import { AccountBadge } from './account-badge';
import { StatusAction } from './status-action';

const count = new Intl.NumberFormat('fr-FR');

/** Spec part 2 §3: the business, its town, orders of all time, earnings, status, registration day. */
export const ENTREPRISE_COLUMNS: ColumnDef<AdminEntreprise>[] = [
  {
    id: 'nom',
    header: 'Entreprise',
    meta: { label: 'Entreprise' },
    cell: ({ row: { original: e } }) => (
      <div className="min-w-0 md:min-w-44">
        <p className="font-semibold text-stone-900">{e.nom}</p>
        <p className="text-xs text-stone-600">
          {e.proprietaire} · {formatPhone(e.telephone)}
        </p>
      </div>
    ),
  },
  {
    id: 'type',
    header: 'Type',
    meta: { label: 'Type' },
    cell: ({ row }) => ENTREPRISE_TYPE_LABELS[row.original.type],
  },
  { id: 'ville', header: 'Ville', meta: { label: 'Ville' }, cell: ({ row }) => row.original.ville },
  {
    id: 'commandesTotal',
    header: 'Commandes',
    meta: { label: 'Commandes', align: 'right' },
    cell: ({ row }) => count.format(row.original.commandesTotal),
  },
  {
    id: 'gainsTotaux',
    header: 'Gains totaux',
    meta: { label: 'Gains totaux', align: 'right' },
    cell: ({ row }) => formatFcfa(row.original.gainsTotaux),
  },
  {
    id: 'statut',
    header: 'Statut',
    meta: { label: 'Statut' },
    cell: ({ row: { original: e } }) => (
      <span className="inline-flex flex-col items-end gap-0.5 md:items-start">
        <AccountBadge statut={e.statut} />
        {!e.profilComplet && <span className="text-xs text-stone-600">Profil incomplet</span>}
      </span>
    ),
  },
  {
    id: 'dateInscription',
    header: 'Inscription',
    meta: { label: 'Inscription' },
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatDay(row.original.dateInscription.slice(0, 10))}</span>
    ),
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    enableSorting: false,
    // No name before the buttons on a phone's card: they say what they do.
    meta: { label: '' },
    cell: ({ row: { original: e } }) => (
      <StatusAction
        utilisateurId={e.utilisateurId}
        statut={e.statut}
        name={e.nom}
        consequence="L'entreprise n'est plus proposée aux clients."
      />
    ),
  },
];

export const ENTREPRISE_SORT_OPTIONS = [
  { key: 'dateInscription', label: 'Inscription' },
  { key: 'nom', label: 'Nom' },
  { key: 'commandesTotal', label: 'Commandes' },
  { key: 'gainsTotaux', label: 'Gains totaux' },
  { key: 'ville', label: 'Ville' },
];
