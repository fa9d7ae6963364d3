import type { AdminEntreprise } from '@comoe/shared/schemas/admin-accounts';
import type { ColumnDef } from '@tanstack/react-table';
import { ENTREPRISE_TYPE_LABELS } from '@/lib/entreprise-labels';
import { formatPhone } from '@/lib/format';
import { AccountBadge } from './account-badge';
import { actionsColumn, column, countColumn, gainsColumn, inscriptionColumn } from './column-helpers';
import { PayoutAccountAction } from './payout-account-action';
import { StatusAction } from './status-action';
import { TEXT } from '../../texts';

/** Spec part 2 §3: the business, its town, orders of all time, earnings, status, registration day. */
export const ENTREPRISE_COLUMNS: ColumnDef<AdminEntreprise>[] = [
  column('nom', 'Entreprise', (e) => (
    <div className="min-w-0 md:min-w-44">
      <p className="font-semibold text-stone-900">{e.nom}</p>
      <p className="text-xs text-stone-600">
        {e.proprietaire} · {formatPhone(e.telephone)}
      </p>
    </div>
  )),
  column('type', 'Type', (e) => ENTREPRISE_TYPE_LABELS[e.type]),
  column('ville', 'Ville', (e) => e.ville),
  countColumn('commandesTotal', 'Commandes', (e) => e.commandesTotal),
  gainsColumn(),
  column('statut', 'Statut', (e) => (
    <span className="inline-flex flex-col items-end gap-0.5 md:items-start">
      <AccountBadge statut={e.statut} />
      {!e.profilComplet && <span className="text-xs text-stone-600">Profil incomplet</span>}
    </span>
  )),
  inscriptionColumn(),
  actionsColumn((e) => (
    <div className="flex w-full flex-wrap justify-end gap-1 md:flex-col md:items-end xl:flex-row">
      <PayoutAccountAction entrepriseId={e.id} name={e.nom} />
      <StatusAction
        utilisateurId={e.utilisateurId}
        statut={e.statut}
        name={e.nom}
        consequence="L'entreprise n'est plus proposée aux clients ; ses commandes pas encore récupérées sont annulées."
      />
    </div>
  )),
];

export const ENTREPRISE_SORT_OPTIONS = [
  { key: 'dateInscription', label: 'Inscription' },
  { key: 'nom', label: 'Nom' },
  { key: 'commandesTotal', label: 'Commandes' },
  { key: 'gainsTotaux', label: TEXT.totalEarnings },
  { key: 'ville', label: 'Ville' },
];
