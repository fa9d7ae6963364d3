import type { AdminLivreur } from '@comoe/shared/schemas/admin-accounts';
import { TRANSPORT_LABELS } from '@comoe/shared/enums';
import type { ColumnDef } from '@tanstack/react-table';
import { BadgeCheck } from 'lucide-react';
import { formatPhone } from '@/lib/format';
import { AccountBadge } from './account-badge';
import { actionsColumn, column, countColumn, gainsColumn, inscriptionColumn } from './column-helpers';
import { StatusAction } from './status-action';
import { VerifyAction } from './verify-action';
import { ratingColumn } from './rating-column';
import { LABELS } from '@/lib/labels';
import { TEXT } from '../../texts';

/** Spec part 2 §3 "Courier (admin list)": deliveries, earnings, status, verified, registration day. */
export const LIVREUR_COLUMNS: ColumnDef<AdminLivreur>[] = [
  column('nom', 'Livreur', (l) => (
    <div className="min-w-0 md:min-w-44">
      <p className="flex items-center gap-1 font-semibold text-stone-900">
        {l.prenom} {l.nom}
        {l.isVerified && <BadgeCheck className="size-4 text-green-700" aria-label={LABELS.verified} />}
      </p>
      <p className="text-xs text-stone-600">
        {l.matricule} · {formatPhone(l.telephone)} · {TRANSPORT_LABELS[l.typeTransport]}
      </p>
    </div>
  )),
  column('ville', 'Ville', (l) => l.ville ?? '—'),
  countColumn('coursesTotal', 'Courses', (l) => l.coursesTotal),
  gainsColumn(),
  ratingColumn(),
  column('statut', 'Statut', (l) => <AccountBadge statut={l.statut} />),
  column('isVerified', LABELS.verified, (l) => (
    <span
      data-testid="livreur-verifie"
      className={l.isVerified ? 'font-semibold text-green-800' : 'text-stone-600'}
    >
      {l.isVerified ? 'Oui' : 'Non'}
    </span>
  )),
  inscriptionColumn(),
  actionsColumn((l) => (
    <div className="flex w-full flex-wrap justify-end gap-1 md:flex-col md:items-end xl:flex-row">
      <VerifyAction livreur={l} />
      <StatusAction
        utilisateurId={l.id}
        statut={l.statut}
        name={`${l.prenom} ${l.nom}`}
        consequence="Il ne reçoit plus de missions."
      />
    </div>
  )),
];

export const LIVREUR_SORT_OPTIONS = [
  { key: 'dateInscription', label: 'Inscription' },
  { key: 'nom', label: 'Nom' },
  { key: 'coursesTotal', label: 'Courses' },
  { key: 'gainsTotaux', label: TEXT.totalEarnings },
  { key: 'isVerified', label: LABELS.verified },
];
