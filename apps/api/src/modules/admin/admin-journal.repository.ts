import type { Database } from '../../db/database.ts';

export interface JournalFilter {
  adminId?: number | undefined;
  /** One person's entries: the admin who acted, or the person acted on. */
  utilisateurId?: number | undefined;
  commandeId?: string | undefined;
  type?: string | undefined;
  limit: number;
  offset: number;
  /** Oldest first; newest first by default. */
  asc?: boolean | undefined;
}

function filtered(db: Database, f: JournalFilter) {
  return db
    .selectFrom('journalAdmin as j')
    .$if(f.adminId !== undefined, (qb) => qb.where('j.adminId', '=', f.adminId!))
    .$if(f.type !== undefined, (qb) => qb.where('j.type', '=', f.type!))
    .$if(f.commandeId !== undefined, (qb) => qb.where('j.commandeId', '=', f.commandeId!))
    .$if(f.utilisateurId !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([eb('j.adminId', '=', f.utilisateurId!), eb('j.cibleUtilisateurId', '=', f.utilisateurId!)]),
      ),
    );
}

/** Newest first unless asked: the id orders entries as they were written. */
export function journalPage(db: Database, f: JournalFilter) {
  return filtered(db, f)
    .leftJoin('utilisateurs as cu', 'cu.id', 'j.cibleUtilisateurId')
    .select(['cu.role as cibleRole'])
    .select([
      'j.id',
      'j.type',
      'j.cibleType',
      'j.cibleId',
      'j.cibleNom',
      'j.cibleUtilisateurId',
      'j.commandeId',
      'j.resume',
      'j.motif',
      'j.createdAt',
      'j.adminId',
      'j.adminNom',
    ])
    .orderBy('j.id', f.asc ? 'asc' : 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
}

export async function countJournal(db: Database, f: JournalFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
