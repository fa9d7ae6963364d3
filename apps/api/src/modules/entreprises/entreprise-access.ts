import type { FastifyInstance } from 'fastify';
import { MSG } from '@comoe/shared/messages';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../types.ts';

/**
 * Design §8: a business owner reaches only their own business's orders and reports; an
 * administrator, any business that exists. An unknown business is a 404 for both.
 */
export async function assertEntrepriseAccess(
  app: FastifyInstance,
  user: AuthUser,
  entrepriseId: number,
): Promise<void> {
  const e = await app.db
    .selectFrom('entreprises')
    .select('utilisateurId')
    .where('id', '=', entrepriseId)
    .executeTakeFirst();
  if (!e) throw notFound(MSG.entrepriseNotFound, 'ENTREPRISE_NOT_FOUND');
  if (user.role !== 'ADMIN' && e.utilisateurId !== user.id) throw forbidden(MSG.forbidden, 'NOT_OWNER');
}
