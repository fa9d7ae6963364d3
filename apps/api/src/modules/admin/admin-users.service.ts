import type { FastifyInstance } from 'fastify';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { MSG } from '@comoe/shared/messages';
import type {
  AdminUser,
  createAdminUserSchema,
  updateAdminUserSchema,
} from '@comoe/shared/schemas/admin-accounts';
import type { z } from 'zod';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import { blankAccount } from '../../db/new-account.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AuthUser } from '../../types.ts';
import {
  adminEmailTaken,
  insertUser,
  phoneTakenByOther,
  findUserByPhone,
} from '../users/users.repository.ts';
import { appendJournal } from '../../db/admin-journal.ts';
import {
  deleteAdminUnlessLast,
  findAdmin,
  listAdmins,
  lockAdmins,
  updateAdmin,
} from './admin-users.repository.ts';

type AdminRow = NonNullable<Awaited<ReturnType<typeof findAdmin>>>;

function toAdminUser(r: AdminRow): AdminUser {
  return {
    id: r.id,
    prenom: r.prenom,
    nom: r.nom,
    email: r.email,
    telephone: r.telephone,
    dateCreation: r.createdAt.toISOString(),
  };
}

/** 'Gestion Admins' (spec part 2 §2, §5): admin accounts only; another role's id is not found. */
export function createAdminUsersService(app: FastifyInstance) {
  async function list(
    q: string | undefined,
    sort: Parameters<typeof listAdmins>[2] = { key: 'nom', desc: false },
  ): Promise<AdminUser[]> {
    return (await listAdmins(app.db, q, sort)).map(toAdminUser);
  }

  async function get(id: number): Promise<AdminRow> {
    const row = await findAdmin(app.db, id);
    if (!row) throw notFound(ADMIN_MSG.adminNotFound, 'ADMIN_NOT_FOUND');
    return row;
  }

  /** The phone and the e-mail are each one admin's: told apart when the database refuses a twin. */
  async function takenConflict(input: { telephone: string; email: string }, exceptId?: number) {
    if (await adminEmailTaken(app.db, input.email, exceptId))
      return conflict(ADMIN_MSG.adminEmailTaken, 'EMAIL_TAKEN');
    return conflict(MSG.phoneTaken, 'PHONE_TAKEN');
  }

  async function create(me: AuthUser, input: z.output<typeof createAdminUserSchema>): Promise<AdminUser> {
    if (await findUserByPhone(app.db, input.telephone)) throw conflict(MSG.phoneTaken, 'PHONE_TAKEN');
    if (await adminEmailTaken(app.db, input.email)) throw conflict(ADMIN_MSG.adminEmailTaken, 'EMAIL_TAKEN');
    const motDePasseHash = await hashPassword(input.motDePasse);
    try {
      const id = await insertUser(
        app.db,
        blankAccount(
          {
            prenom: input.prenom,
            nom: input.nom,
            email: input.email,
            telephone: input.telephone,
            motDePasseHash,
            role: 'ADMIN',
            villeId: null,
          },
          new Date(),
        ),
      );
      await appendJournal(app.db, {
        adminId: me.id,
        type: 'admin.creer',
        cibleType: 'utilisateur',
        cibleId: id,
        resume: `Administrateur ${input.prenom} ${input.nom} créé.`,
      });
      return toAdminUser(await get(id));
    } catch (err) {
      if (isUniqueViolation(err)) throw await takenConflict(input);
      throw err;
    }
  }

  /** `reconnexionRequise`: the admin edited their own account (the web app signs them out). */
  async function update(me: AuthUser, id: number, input: z.output<typeof updateAdminUserSchema>) {
    await get(id);
    if (await phoneTakenByOther(app.db, input.telephone, id)) throw conflict(MSG.phoneTaken, 'PHONE_TAKEN');
    if (await adminEmailTaken(app.db, input.email, id))
      throw conflict(ADMIN_MSG.adminEmailTaken, 'EMAIL_TAKEN');
    const { motDePasse, ...fields } = input;
    const hash = motDePasse ? await hashPassword(motDePasse) : undefined;
    try {
      if (!(await updateAdmin(app.db, id, fields, hash)))
        throw notFound(ADMIN_MSG.adminNotFound, 'ADMIN_NOT_FOUND');
    } catch (err) {
      if (isUniqueViolation(err)) throw await takenConflict(input, id);
      throw err;
    }
    await appendJournal(app.db, {
      adminId: me.id,
      type: 'admin.modifier',
      cibleType: 'utilisateur',
      cibleId: id,
      resume: `Administrateur ${input.prenom} ${input.nom} modifié${hash ? ' (nouveau mot de passe)' : ''}.`,
    });
    if (hash) await app.accountChanged(id);
    return { ...toAdminUser(await get(id)), reconnexionRequise: id === me.id };
  }

  /** Never oneself, never the last active admin, even with two admins removing each other at once. */
  async function remove(me: AuthUser, id: number): Promise<void> {
    if (id === me.id) throw forbidden(ADMIN_MSG.adminSelfDelete, 'SELF_DELETE');
    const gone = await get(id);
    try {
      await app.db.transaction().execute(async (trx) => {
        await lockAdmins(trx, app.dialect);
        if (!(await deleteAdminUnlessLast(trx, id))) {
          throw (await findAdmin(trx, id))
            ? conflict(ADMIN_MSG.adminLastOne, 'LAST_ADMIN')
            : notFound(ADMIN_MSG.adminNotFound, 'ADMIN_NOT_FOUND');
        }
        await appendJournal(trx, {
          adminId: me.id,
          type: 'admin.supprimer',
          cibleType: 'utilisateur',
          cibleId: id,
          resume: `Administrateur ${gone.prenom} ${gone.nom} supprimé.`,
          cibleNom: `${gone.prenom} ${gone.nom}`,
        });
      });
    } catch (err) {
      if (isForeignKeyViolation(err)) throw conflict(ADMIN_MSG.operationFailed, 'ADMIN_REFERENCED');
      throw err;
    }
    await app.accountChanged(id);
  }

  return { list, get: async (id: number) => toAdminUser(await get(id)), create, update, remove };
}
