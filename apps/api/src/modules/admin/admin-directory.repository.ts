import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AccountStatus, EntrepriseType } from '@comoe/shared/enums';
import { endOfDay, startOfDay } from '@comoe/shared/periods';
import type { EntrepriseSortKey, LivreurSortKey } from '@comoe/shared/schemas/admin-accounts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { adminSearch } from '../../db/text-search.ts';

export interface DirectoryFilter {
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  statut?: AccountStatus | undefined;
}
type Page = { limit: number; offset: number };
type Sort<K> = { key: K; desc: boolean };

/**
 * Registration day range, account status (`u`) and text search (folded keys, migration 010, and
 * plain columns such as a matricule), as conditions of one query.
 */
export function directoryConditions(
  f: DirectoryFilter,
  registeredAt: 'e.createdAt' | 'l.createdAt' | 'u.createdAt',
  searched: { keys: readonly string[]; phones: readonly string[]; plain?: readonly string[] },
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (f.from) conditions.push(sql<SqlBool>`${sql.ref(registeredAt)} >= ${startOfDay(f.from)}`);
  if (f.to) conditions.push(sql<SqlBool>`${sql.ref(registeredAt)} <= ${endOfDay(f.to)}`);
  if (f.statut) conditions.push(sql<SqlBool>`${sql.ref('u.statut')} = ${f.statut}`);
  if (f.q) conditions.push(adminSearch(f.q, searched));
  return conditions;
}

// Sort keys are whitelisted by the schema and mapped to columns here, never taken as SQL.
const ENTREPRISE_SORT = {
  dateInscription: 'e.createdAt',
  nom: 'e.nom',
  ville: 'v.nom',
  type: 'e.type',
  commandesTotal: 'e.commandesTotal',
  gainsTotaux: 'e.gainsTotaux',
  statut: 'u.statut',
} as const satisfies Record<EntrepriseSortKey, string>;

function entreprisesFiltered(db: Database, f: DirectoryFilter & { type?: EntrepriseType | undefined }) {
  const base = db
    .selectFrom('entreprises as e')
    .innerJoin('utilisateurs as u', 'u.id', 'e.utilisateurId')
    .innerJoin('villes as v', 'v.id', 'e.villeId')
    .$if(f.type !== undefined, (qb) => qb.where('e.type', '=', f.type!));
  const conditions = directoryConditions(f, 'e.createdAt', {
    keys: ['e.cleRecherche', 'u.cleRecherche'],
    phones: ['e.telephone', 'u.telephone'],
  });
  return base.$if(conditions.length > 0, (qb) => qb.where((eb) => eb.and(conditions)));
}

export function listEntreprises(
  db: Database,
  f: DirectoryFilter & { type?: EntrepriseType | undefined },
  sort: Sort<EntrepriseSortKey>,
  page: Page,
) {
  const dir = sort.desc ? 'desc' : 'asc';
  const column = ENTREPRISE_SORT[sort.key];
  return entreprisesFiltered(db, f)
    .select([
      'e.id',
      'e.nom',
      'e.type',
      'v.nom as ville',
      'v.id as villeId',
      'e.telephone',
      'u.telephone as ownerTelephone',
      'u.id as utilisateurId',
      'u.prenom',
      'u.nom as ownerNom',
      'e.commandesTotal',
      'e.gainsTotaux',
      'u.statut',
      'e.createdAt',
      'e.photoFacadeUrl',
      'e.categorieId',
    ])
    .orderBy(
      (
        eb: ExpressionBuilder<
          DB & { e: DB['entreprises']; u: DB['utilisateurs']; v: DB['villes'] },
          'e' | 'u' | 'v'
        >,
      ) => (column === 'e.nom' || column === 'v.nom' ? eb.fn('lower', [eb.ref(column)]) : eb.ref(column)),
      dir,
    )
    .orderBy('e.id', dir)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countEntreprises(
  db: Database,
  f: DirectoryFilter & { type?: EntrepriseType | undefined },
) {
  const row = await entreprisesFiltered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const LIVREUR_SORT = {
  dateInscription: 'l.createdAt',
  nom: 'u.nom',
  prenom: 'u.prenom',
  ville: 'v.nom',
  coursesTotal: 'l.coursesTotal',
  // 15 % of the delivered total: the same order as the total itself.
  gainsTotaux: 'l.montantLivre',
  statut: 'u.statut',
  isVerified: 'l.verifie',
} as const satisfies Record<LivreurSortKey, string>;

function livreursFiltered(db: Database, f: DirectoryFilter) {
  const base = db
    .selectFrom('livreurs as l')
    .innerJoin('utilisateurs as u', 'u.id', 'l.utilisateurId')
    .leftJoin('villes as v', 'v.id', 'u.villeId');
  const conditions = directoryConditions(f, 'l.createdAt', {
    keys: ['u.cleRecherche'],
    phones: ['u.telephone'],
    plain: ['l.matricule'],
  });
  return base.$if(conditions.length > 0, (qb) => qb.where((eb) => eb.and(conditions)));
}

function livreurColumns(q: ReturnType<typeof livreursFiltered>) {
  return q.select([
    'u.id',
    'u.prenom',
    'u.nom',
    'v.nom as ville',
    'u.telephone',
    'l.matricule',
    'l.typeTransport',
    'l.coursesTotal',
    'l.montantLivre',
    'l.noteMoyenne',
    'l.nombreAvis',
    'u.statut',
    'l.verifie',
    'l.createdAt',
  ]);
}

export type LivreurRow = Awaited<ReturnType<ReturnType<typeof livreurColumns>['execute']>>[number];

export function listLivreurs(db: Database, f: DirectoryFilter, sort: Sort<LivreurSortKey>, page: Page) {
  const dir = sort.desc ? 'desc' : 'asc';
  const column = LIVREUR_SORT[sort.key];
  // NULL cities sort first on SQLite and last on PostgreSQL: say where they go.
  return livreurColumns(livreursFiltered(db, f))
    .$if(column === 'v.nom', (qb) => qb.orderBy((eb) => eb('v.nom', 'is', null), dir))
    .orderBy(
      (eb) =>
        column.endsWith('.nom') || column === 'u.prenom' ? eb.fn('lower', [eb.ref(column)]) : eb.ref(column),
      dir,
    )
    .orderBy('u.id', dir)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countLivreurs(db: Database, f: DirectoryFilter) {
  const row = await livreursFiltered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findLivreur(db: Database, id: number) {
  return livreurColumns(livreursFiltered(db, {})).where('u.id', '=', id).executeTakeFirst();
}

export function entrepriseOfOwner(db: Database, utilisateurId: number) {
  return db
    .selectFrom('entreprises')
    .select('id')
    .where('utilisateurId', '=', utilisateurId)
    .executeTakeFirst();
}
