import { MSG } from '@comoe/shared/messages';
import type { Database } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../types.ts';
import { findEntrepriseById, findEntrepriseByOwner } from './entreprises.repository.ts';

/**
 * The business `entrepriseId` when the caller owns it, or is an administrator and `adminMay`:
 * 404 when it does not exist, 403 for anyone else (another business included).
 */
export async function ownedEntreprise(
  db: Database,
  user: AuthUser,
  entrepriseId: number,
  { adminMay }: { adminMay: boolean },
) {
  const e = await findEntrepriseById(db, entrepriseId);
  if (!e) throw notFound(MSG.entrepriseNotFound, 'ENTREPRISE_NOT_FOUND');
  if (e.utilisateurId === user.id || (adminMay && user.role === 'ADMIN')) return e;
  throw forbidden(MSG.forbidden, 'NOT_OWNER');
}

/** The signed-in owner's own business (an ENTREPRISE account has one from its sign-up). */
export async function entrepriseOfCaller(db: Database, user: AuthUser) {
  const e = await findEntrepriseByOwner(db, user.id);
  if (!e) throw notFound(MSG.entrepriseMissing, 'NO_ENTREPRISE');
  return e;
}

/** A business anyone signed in may read about (its page): 404 when it does not exist. */
export async function existingEntreprise(db: Database, entrepriseId: number) {
  const e = await findEntrepriseById(db, entrepriseId);
  if (!e) throw notFound(MSG.entrepriseNotFound, 'ENTREPRISE_NOT_FOUND');
  return e;
}
