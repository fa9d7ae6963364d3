import type { FastifyInstance } from 'fastify';
import { MSG } from '@comoe/shared/messages';
import { parseRole } from '@comoe/shared/roles';
import type { ChangePasswordInput, UserProfile } from '@comoe/shared/schemas/users';
import type { z } from 'zod';
import type { updateUserSchema } from '@comoe/shared/schemas/users';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { updateEntrepriseOfOwner } from '../entreprises/entreprises.repository.ts';
import { villeExists } from '../villes/villes.repository.ts';
import {
  findProfile,
  findUserById,
  phoneTakenByOther,
  replacePassword,
  updateUser,
} from './users.repository.ts';

type UpdateUser = z.output<typeof updateUserSchema>;

export function createUsersService(app: FastifyInstance) {
  async function getProfile(id: number): Promise<UserProfile> {
    const row = await findProfile(app.db, id);
    if (!row) throw notFound(MSG.userNotFound, 'USER_NOT_FOUND');
    const { villeId, ...rest } = row;
    return { ...rest, cityId: villeId };
  }

  async function updateProfile(id: number, input: UpdateUser): Promise<UserProfile> {
    const user = await findUserById(app.db, id);
    if (!user) throw notFound(MSG.userNotFound, 'USER_NOT_FOUND');
    if (input.telephone && (await phoneTakenByOther(app.db, input.telephone, id))) {
      throw conflict(MSG.phoneTaken, 'PHONE_TAKEN');
    }
    if (input.cityId != null && !(await villeExists(app.db, input.cityId))) {
      throw badRequest(MSG.cityUnknown, 'CITY_UNKNOWN');
    }
    const { nomEntreprise, typeEntreprise, cityId, ...own } = input;
    try {
      await app.db.transaction().execute(async (trx) => {
        await updateUser(trx, id, { ...own, ...(cityId !== undefined ? { villeId: cityId } : {}) });
        if (user.role === 'ENTREPRISE' && (nomEntreprise || typeEntreprise)) {
          await updateEntrepriseOfOwner(trx, id, {
            ...(nomEntreprise ? { nom: nomEntreprise } : {}),
            ...(typeEntreprise ? { type: typeEntreprise } : {}),
          });
        }
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.phoneTaken, 'PHONE_TAKEN');
      throw err;
    }
    return getProfile(id);
  }

  /**
   * Ends the user's other sessions and hands the current one a fresh token. A session left open
   * on a shared phone must not let someone guess the password: the current password's check is
   * limited as the login is (`address`: the client's IP address).
   */
  async function changePassword(id: number, input: ChangePasswordInput, address: string) {
    const user = await findUserById(app.db, id);
    const role = user ? parseRole(user.role) : null;
    if (!user || !role) throw notFound(MSG.userNotFound, 'USER_NOT_FOUND');
    const right = await app.passwordTries(`mot-de-passe:${id}`, address, () =>
      verifyPassword(user.motDePasseHash, input.currentPassword),
    );
    if (!right) throw badRequest(MSG.currentPasswordWrong, 'CURRENT_PASSWORD_WRONG');
    if (input.currentPassword === input.newPassword) throw badRequest(MSG.samePassword, 'SAME_PASSWORD');
    const tokenVersion = await replacePassword(app.db, id, await hashPassword(input.newPassword));
    await app.accountChanged(id);
    const token = await app.signToken({ id, role, tokenVersion });
    return { message: MSG.passwordChanged, token };
  }

  return { getProfile, updateProfile, changePassword };
}
