import { MSG } from '@comoe/shared/messages';
import type { Database } from '../../db/database.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { AuthUser } from '../../types.ts';
import { findUserById } from './users.repository.ts';

/**
 * A courier's missions are its city's: only an admin moves a courier to another city
 * (`PUT /api/users/{id}` with another `cityId`). Sending the same city back is fine.
 */
export async function assertCourierCityChangeAllowed(
  db: Database,
  actor: AuthUser,
  userId: number,
  cityId: number | null | undefined,
): Promise<void> {
  if (cityId === undefined || actor.role === 'ADMIN') return;
  const user = await findUserById(db, userId);
  if (user?.role === 'LIVREUR' && user.villeId !== cityId) {
    throw forbidden(MSG.courierCityAdminOnly, 'COURIER_CITY_ADMIN_ONLY');
  }
}
