import type { JournalType } from '@comoe/shared/schemas/admin-journal';
import type { Db } from './database.ts';

export interface JournalEntryInput {
  adminId: number;
  type: JournalType;
  cibleType: 'commande' | 'utilisateur' | 'ville' | 'entreprise';
  cibleId: string | number;
  resume: string;
  motif?: string | null;
}

/**
 * The admin journal's only writer (design §13: append-only), below the modules so that every
 * module's admin action records itself, in the transaction of the action when it has one.
 */
export async function appendJournal(db: Db, entry: JournalEntryInput): Promise<void> {
  const admin = await db
    .selectFrom('utilisateurs')
    .select(['prenom', 'nom'])
    .where('id', '=', entry.adminId)
    .executeTakeFirst();
  await db
    .insertInto('journalAdmin')
    .values({
      ...entry,
      cibleId: String(entry.cibleId),
      motif: entry.motif ?? null,
      // The name as it was: entries outlive accounts.
      adminNom: admin ? `${admin.prenom} ${admin.nom}`.trim() : `#${entry.adminId}`,
      createdAt: new Date(),
    })
    .execute();
}

/** Why an account was last deactivated, as the admin said it (its sign-in refusal says it). */
export async function lastDeactivationMotif(db: Db, utilisateurId: number): Promise<string | null> {
  const row = await db
    .selectFrom('journalAdmin')
    .select('motif')
    .where('type', '=', 'compte.statut')
    .where('cibleType', '=', 'utilisateur')
    .where('cibleId', '=', String(utilisateurId))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.motif ?? null;
}
