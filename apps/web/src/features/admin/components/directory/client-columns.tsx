import type { AdminClient } from '@comoe/shared/schemas/admin-clients';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDay } from '@/lib/dates';
import { formatFcfa, formatPhone } from '@/lib/format';
import { AccountBadge } from './account-badge';
import { actionsColumn, column, countColumn, inscriptionColumn } from './column-helpers';
import { StatusAction } from './status-action';

/** Issue 20 §3: the client, orders of all time, what the delivered ones cost, the last one, status. */
export const CLIENT_COLUMNS: ColumnDef<AdminClient>[] = [
  column('nom', 'Client', (c) => (
    <div className="min-w-0 md:min-w-36">
      <p className="font-semibold text-stone-900">
        {c.prenom} {c.nom}
      </p>
      <p className="text-xs whitespace-nowrap text-stone-600">{formatPhone(c.telephone)}</p>
      {c.email && (
        <p className="max-w-48 truncate text-xs text-stone-600" title={c.email}>
          {c.email}
        </p>
      )}
    </div>
  )),
  column('ville', 'Ville', (c) => c.ville ?? '—'),
  countColumn('commandesTotal', 'Commandes', (c) => c.commandesTotal),
  column('depenseTotale', 'Dépensé', (c) => formatFcfa(c.depenseTotale), 'right'),
  column('derniereCommande', 'Dernière commande', (c) =>
    c.derniereCommande ? (
      <span className="whitespace-nowrap">{formatDay(c.derniereCommande.slice(0, 10))}</span>
    ) : (
      <span className="text-stone-500">Jamais</span>
    ),
  ),
  column('statut', 'Statut', (c) => <AccountBadge statut={c.statut} />),
  inscriptionColumn(),
  actionsColumn((c) => (
    <StatusAction
      utilisateurId={c.id}
      statut={c.statut}
      name={`${c.prenom} ${c.nom}`}
      consequence="Il ne peut plus commander."
    />
  )),
];

export const CLIENT_SORT_OPTIONS = [
  { key: 'dateInscription', label: 'Inscription' },
  { key: 'nom', label: 'Nom' },
  { key: 'commandesTotal', label: 'Commandes' },
  { key: 'depenseTotale', label: 'Dépensé' },
  { key: 'derniereCommande', label: 'Dernière commande' },
  { key: 'ville', label: 'Ville' },
];
