import type { ExpressionBuilder } from 'kysely';
import type { DB } from './schema.ts';

/**
 * Design §12: clients see a business only once its profile is complete (phone, facade photo,
 * category: `isProfileComplete` in @comoe/shared, here in SQL) and while its owner's account
 * is active. For any query where the business is `e`.
 */
export function listedOnly(eb: ExpressionBuilder<DB & { e: DB['entreprises'] }, 'e'>) {
  return eb.and([
    eb('e.telephone', 'is not', null),
    eb('e.telephone', '<>', ''),
    eb('e.photoFacadeUrl', 'is not', null),
    eb('e.photoFacadeUrl', '<>', ''),
    eb('e.categorieId', 'is not', null),
    eb.exists(
      eb
        .selectFrom('utilisateurs as owner')
        .select('owner.id')
        .whereRef('owner.id', '=', 'e.utilisateurId')
        .where('owner.statut', '=', 'ACTIF'),
    ),
  ]);
}
