import type { AccountStatus } from '@comoe/shared/enums';
import type { ClientSortKey } from '@comoe/shared/schemas/admin-clients';
import type { Database } from '../../db/database.ts';
import { directoryConditions, type DirectoryFilter } from './admin-directory.repository.ts';

export type ClientFilter = DirectoryFilter & {
  statut?: AccountStatus | undefined;
  villeId?: number | undefined;
};
type Page = { limit: number; offset: number };

// Sort keys are whitelisted by the schema and mapped to columns here, never taken as SQL.
const CLIENT_SORT = {
  dateInscription: 'u.createdAt',
  nom: 'u.nom',
  // The folded key starts with the first name: 'Éléonore' sorts with the e's, not after 'Zoé'.
  prenom: 'u.cleRecherche',
  ville: 'v.nom',
  commandesTotal: 'u.commandesClient',
  depenseTotale: 'u.depenseClient',
  derniereCommande: 'u.derniereCommandeAt',
  statut: 'u.statut',
} as const satisfies Record<ClientSortKey, string>;
const TEXT_SORTS: readonly string[] = ['u.nom', 'v.nom'];
const NULLABLE_SORTS: readonly string[] = ['v.nom', 'u.derniereCommandeAt'];

/** Clients, their city and the totals the order triggers keep (migration 010). */
function clientsFiltered(db: Database, f: ClientFilter) {
  const conditions = directoryConditions(f, 'u.createdAt', {
    keys: ['u.cleRecherche'],
    phones: ['u.telephone'],
  });
  return db
    .selectFrom('utilisateurs as u')
    .leftJoin('villes as v', 'v.id', 'u.villeId')
    .where('u.role', '=', 'CLIENT')
    .$if(f.villeId !== undefined, (qb) => qb.where('u.villeId', '=', f.villeId!))
    .$if(conditions.length > 0, (qb) => qb.where((eb) => eb.and(conditions)));
}

export function listClients(
  db: Database,
  f: ClientFilter,
  sort: { key: ClientSortKey; desc: boolean },
  page: Page,
) {
  const dir = sort.desc ? 'desc' : 'asc';
  const column = CLIENT_SORT[sort.key];
  return (
    clientsFiltered(db, f)
      .select([
        'u.id',
        'u.prenom',
        'u.nom',
        'u.telephone',
        'u.email',
        'v.nom as ville',
        'u.statut',
        'u.commandesClient',
        'u.depenseClient',
        'u.derniereCommandeAt',
        'u.createdAt',
      ])
      // NULLs sort first on SQLite and last on PostgreSQL: no city or no order yet goes last, both ways.
      .$if(NULLABLE_SORTS.includes(column), (qb) =>
        qb.orderBy((eb) => eb(eb.ref(column as 'v.nom'), 'is', null)),
      )
      .orderBy(
        (eb) => (TEXT_SORTS.includes(column) ? eb.fn('lower', [eb.ref(column as 'u.nom')]) : eb.ref(column)),
        dir,
      )
      .orderBy('u.id', dir)
      .limit(page.limit)
      .offset(page.offset)
      .execute()
  );
}

export async function countClients(db: Database, f: ClientFilter) {
  const row = await clientsFiltered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
