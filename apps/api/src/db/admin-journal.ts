import { orderRef } from '@comoe/shared/commandes/reference';
import type { JournalType } from '@comoe/shared/schemas/admin-journal';
import type { Db } from './database.ts';

export interface JournalEntryInput {
  adminId: number;
  type: JournalType;
  cibleType: 'commande' | 'utilisateur' | 'ville' | 'entreprise';
  cibleId: string | number;
  resume: string;
  motif?: string | null;
  /** The target's name when it is gone by the time of writing (a deleted city or admin). */
  cibleNom?: string;
}

const fullName = (u: { prenom: string; nom: string }) => `${u.prenom} ${u.nom}`.trim();

/**
 * The target as it is now, kept as it was when the admin acted (issue 34 §2): its name, the
 * person concerned (the account itself, a business's owner) and the order concerned.
 */
async function targetOf(db: Db, entry: JournalEntryInput) {
  const id = String(entry.cibleId);
  const none = { cibleNom: null, cibleUtilisateurId: null, commandeId: null };
  switch (entry.cibleType) {
    case 'utilisateur': {
      const u = await db
        .selectFrom('utilisateurs')
        .select(['prenom', 'nom'])
        .where('id', '=', Number(id))
        .executeTakeFirst();
      return { ...none, cibleNom: u ? fullName(u) : null, cibleUtilisateurId: Number(id) };
    }
    case 'entreprise': {
      const e = await db
        .selectFrom('entreprises')
        .select(['nom', 'utilisateurId'])
        .where('id', '=', Number(id))
        .executeTakeFirst();
      return { ...none, cibleNom: e?.nom ?? null, cibleUtilisateurId: e?.utilisateurId ?? null };
    }
    case 'ville': {
      const v = await db.selectFrom('villes').select('nom').where('id', '=', Number(id)).executeTakeFirst();
      return { ...none, cibleNom: v?.nom ?? null };
    }
    case 'commande':
      return { ...none, cibleNom: `Commande ${orderRef(id)}`, commandeId: id };
  }
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
  const target = await targetOf(db, entry);
  await db
    .insertInto('journalAdmin')
    .values({
      ...entry,
      ...target,
      cibleNom: entry.cibleNom ?? target.cibleNom,
      cibleId: String(entry.cibleId),
      motif: entry.motif ?? null,
      // The name as it was: entries outlive accounts.
      adminNom: admin ? fullName(admin) : `#${entry.adminId}`,
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
