import type { FastifyInstance } from 'fastify';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { MSG } from '@comoe/shared/messages';
import {
  villeNameKey,
  type createVilleFieldsSchema,
  type updateVilleFieldsSchema,
  type VilleDetail,
} from '@comoe/shared/schemas/villes';
import type { z } from 'zod';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { storeImage } from '../../lib/images.ts';
import { removeStoredFile } from '../../lib/stored-files.ts';
import {
  deleteVille,
  findVilleDetail,
  insertVille,
  updateVille,
  villeNames,
  villeUsage,
} from './villes.repository.ts';
import { appendJournal } from '../../db/admin-journal.ts';
import type { AuthUser } from '../../types.ts';

const PHOTO_PREFIX = '/uploads/villes/';

/** The cities an admin manages (issue 9). Every write clears this process's list cache. */
/** Each change of a city is kept in the admin journal. */
function journalOf(app: FastifyInstance) {
  return (
    admin: AuthUser,
    type: 'ville.creer' | 'ville.modifier' | 'ville.supprimer',
    id: number,
    resume: string,
    cibleNom?: string,
  ) =>
    appendJournal(app.db, {
      adminId: admin.id,
      type,
      cibleType: 'ville',
      cibleId: id,
      resume,
      ...(cibleNom ? { cibleNom } : {}),
    });
}

export function createVillesService(app: FastifyInstance) {
  const journal = journalOf(app);
  /** Pictures this service stored, with their thumbnails; demo pictures (seeds) are shared and stay. */
  async function removePhoto(url: string | null): Promise<void> {
    if (url?.startsWith(PHOTO_PREFIX)) await removeStoredFile(app.fileStore, url);
  }

  /** Checked in code as well as by the unique key: seeded cities have no key stored. */
  async function assertNameFree(nom: string, exceptId?: number): Promise<void> {
    const key = villeNameKey(nom);
    const taken = (await villeNames(app.db)).some((v) => v.id !== exceptId && villeNameKey(v.nom) === key);
    if (taken) throw conflict(ADMIN_MSG.villeNomTaken, 'VILLE_NAME_TAKEN');
  }

  async function get(id: number): Promise<VilleDetail> {
    const ville = await findVilleDetail(app.db, id);
    if (!ville) throw notFound(MSG.villeNotFound, 'VILLE_NOT_FOUND');
    return ville;
  }

  async function create(
    admin: AuthUser,
    fields: z.output<typeof createVilleFieldsSchema>,
    photo: Buffer | null,
  ): Promise<VilleDetail> {
    await assertNameFree(fields.nom);
    const photoUrl = photo
      ? `${PHOTO_PREFIX}${await storeImage(photo, app.fileStore, 'uploads/villes')}`
      : null;
    try {
      const id = await insertVille(app.db, {
        ...fields,
        nomCle: villeNameKey(fields.nom),
        photoUrl,
        createdAt: new Date(),
      });
      await journal(admin, 'ville.creer', id, `Ville ${fields.nom} créée.`);
      return await get(id);
    } catch (err) {
      await removePhoto(photoUrl);
      if (isUniqueViolation(err)) throw conflict(ADMIN_MSG.villeNomTaken, 'VILLE_NAME_TAKEN');
      throw err;
    } finally {
      app.villes.clear();
    }
  }

  async function update(
    admin: AuthUser,
    id: number,
    fields: z.output<typeof updateVilleFieldsSchema>,
    photo: Buffer | null,
  ): Promise<VilleDetail> {
    const before = await get(id);
    if (fields.nom !== undefined) await assertNameFree(fields.nom, id);
    const photoUrl = photo
      ? `${PHOTO_PREFIX}${await storeImage(photo, app.fileStore, 'uploads/villes')}`
      : undefined;
    const { nom, ...rest } = fields;
    const patch = {
      ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
      ...(nom !== undefined ? { nom, nomCle: villeNameKey(nom) } : {}),
      ...(photoUrl ? { photoUrl } : {}),
    };
    try {
      if (Object.keys(patch).length > 0 && !(await updateVille(app.db, id, patch))) {
        throw notFound(MSG.villeNotFound, 'VILLE_NOT_FOUND');
      }
    } catch (err) {
      await removePhoto(photoUrl ?? null);
      if (isUniqueViolation(err)) throw conflict(ADMIN_MSG.villeNomTaken, 'VILLE_NAME_TAKEN');
      throw err;
    } finally {
      app.villes.clear();
    }
    if (photoUrl) await removePhoto(before.photoUrl);
    const after = await get(id);
    await journal(admin, 'ville.modifier', id, `Ville ${after.nom} modifiée.`);
    return after;
  }

  /** A city still used by businesses, accounts or orders stays, with a message saying how many. */
  async function remove(admin: AuthUser, id: number): Promise<void> {
    const ville = await get(id);
    const usage = await villeUsage(app.db, id);
    const inUse = () =>
      conflict(ADMIN_MSG.villeInUse(usage.entreprises, usage.comptes, usage.commandes), 'VILLE_IN_USE');
    if (usage.entreprises + usage.comptes + usage.commandes > 0) throw inUse();
    try {
      if (!(await deleteVille(app.db, id))) throw notFound(MSG.villeNotFound, 'VILLE_NOT_FOUND');
    } catch (err) {
      // Someone signed up in this city meanwhile: the foreign key refused the delete.
      if (isForeignKeyViolation(err)) {
        Object.assign(usage, await villeUsage(app.db, id));
        throw inUse();
      }
      throw err;
    } finally {
      app.villes.clear();
    }
    await removePhoto(ville.photoUrl);
    await journal(admin, 'ville.supprimer', id, `Ville ${ville.nom} supprimée.`, ville.nom);
  }

  return { create, update, remove };
}
