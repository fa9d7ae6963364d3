import type { AdminLivreur } from '@comoe/shared/schemas/admin-accounts';
import { TRANSPORT_LABELS } from '@comoe/shared/enums';
import type { ColumnDef } from '@tanstack/react-table';
import { BadgeCheck } from 'lucide-react';
import { formatDay } from '@/lib/dates';
import { formatFcfa, formatPhone } from '@/lib/format';
import { AccountBadge } from './account-badge';
import { StatusAction } from './status-action';
import { VerifyAction } from './verify-action';
import { LABELS } from '@/lib/labels';

const count = new Intl.NumberFormat('fr-FR');

/** Spec part 2 §3 "Courier (admin list)": deliveries, earnings, status, verified, registration day. */
export const LIVREUR_COLUMNS: ColumnDef<AdminLivreur>[] = [
  {
    id: 'nom',
    header: 'Livreur',
    meta: { label: 'Livreur' },
    cell: ({ row: { original: l } }) => (
      <div className="min-w-0 md:min-w-44">
        <p className="flex items-center gap-1 font-semibold text-stone-900">
          {l.prenom} {l.nom}
          {l.isVerified && <BadgeCheck className="size-4 text-green-700" aria-label={LABELS.verified} />}
        </p>
        <p className="text-xs text-stone-600">
          {l.matricule} · {formatPhone(l.telephone)} · {TRANSPORT_LABELS[l.typeTransport]}
        </p>
      </div>
    ),
  },
  { id: 'ville', header: 'Ville', meta: { label: 'Ville' }, cell: ({ row }) => row.original.ville ?? '—' },
  {
    id: 'coursesTotal',
    header: 'Courses',
    meta: { label: 'Courses', align: 'right' },
    cell: ({ row }) => count.format(row.original.coursesTotal),
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
    cell: ({ row }) => <AccountBadge statut={row.original.statut} />,
  },
  {
    id: 'isVerified',
    header: LABELS.verified,
    meta: { label: LABELS.verified },
    cell: ({ row }) => (
      <span
        data-testid="livreur-verifie"
        className={row.original.isVerified ? 'font-semibold text-green-800' : 'text-stone-600'}
      >
        {row.original.isVerified ? 'Oui' : 'Non'}
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
    cell: ({ row: { original: l } }) => (
      <div className="flex w-full flex-wrap justify-end gap-1 md:flex-col md:items-end xl:flex-row">
        <VerifyAction livreur={l} />
        <StatusAction
          utilisateurId={l.id}
          statut={l.statut}
          name={`${l.prenom} ${l.nom}`}
          consequence="Il ne reçoit plus de missions."
        />
      </div>
    ),
  },
];

export const LIVREUR_SORT_OPTIONS = [
  { key: 'dateInscription', label: 'Inscription' },
  { key: 'nom', label: 'Nom' },
  { key: 'coursesTotal', label: 'Courses' },
  { key: 'gainsTotaux', label: 'Gains totaux' },
  { key: 'isVerified', label: LABELS.verified },
];
