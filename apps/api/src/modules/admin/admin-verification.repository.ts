import type { VerificationQueueQuery, VerificationState } from '@comoe/shared/schemas/courier-verification';
import type { Db } from '../../db/database.ts';

type QueueState = Exclude<VerificationState, 'VERIFIEE'>;
type Page = { limit: number; offset: number };

/** Unverified couriers in one state (shared/schemas/courier-verification.ts `verificationState`). */
function inState(db: Db, etat: QueueState) {
  const base = db
    .selectFrom('livreurs as l')
    .innerJoin('utilisateurs as u', 'u.id', 'l.utilisateurId')
    .where('l.verifie', '=', false);
  switch (etat) {
    case 'REFUSEE':
      return base.where('l.verificationMotif', 'is not', null);
    case 'EN_ATTENTE':
      return base
        .where('l.verificationMotif', 'is', null)
        .where('l.cniPhotoUrl', 'is not', null)
        .where('l.permisPhotoUrl', 'is not', null);
    case 'DOCUMENTS_MANQUANTS':
      return base
        .where('l.verificationMotif', 'is', null)
        .where((eb) => eb.or([eb('l.cniPhotoUrl', 'is', null), eb('l.permisPhotoUrl', 'is', null)]));
  }
}

/** Oldest documents first (those without any, oldest sign-up first), the id breaking ties. */
export function listQueue(db: Db, etat: NonNullable<VerificationQueueQuery['etat']>, page: Page) {
  return inState(db, etat)
    .leftJoin('villes as v', 'v.id', 'u.villeId')
    .select([
      'u.id',
      'u.prenom',
      'u.nom',
      'u.telephone',
      'u.statut',
      'u.photoProfilUrl',
      'v.nom as ville',
      'l.matricule',
      'l.typeTransport',
      'l.verifie',
      'l.cniPhotoUrl',
      'l.permisPhotoUrl',
      'l.verificationMotif',
      'l.documentsAt',
      'l.createdAt',
    ])
    .orderBy((eb) => eb.fn.coalesce('l.documentsAt', 'l.createdAt'), 'asc')
    .orderBy('u.id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countQueue(db: Db, etat: QueueState): Promise<number> {
  const row = await inState(db, etat)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Verified only with both photos sent (checked in the same statement: a document removed
 * meanwhile cannot slip through). Verifying clears a past refusal; refusing keeps its reason and
 * ends his availability.
 */
export async function setVerification(
  db: Db,
  id: number,
  change: { verifie: true } | { verifie: false; motif: string | null },
): Promise<boolean> {
  const r = change.verifie
    ? await db
        .updateTable('livreurs')
        .set({ verifie: true, verificationMotif: null })
        .where('utilisateurId', '=', id)
        .where('cniPhotoUrl', 'is not', null)
        .where('permisPhotoUrl', 'is not', null)
        .executeTakeFirst()
    : await db
        .updateTable('livreurs')
        .set({ verifie: false, disponible: false, verificationMotif: change.motif })
        .where('utilisateurId', '=', id)
        .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function findCourierPapers(db: Db, id: number) {
  return db
    .selectFrom('livreurs')
    .select(['utilisateurId', 'cniPhotoUrl', 'permisPhotoUrl'])
    .where('utilisateurId', '=', id)
    .executeTakeFirst();
}
