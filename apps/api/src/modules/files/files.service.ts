import { basename } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { UploadKind } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { storeImage } from '../../lib/images.ts';
import type { AuthUser } from '../../types.ts';
import { findEntrepriseByOwner, updateEntrepriseOfOwner } from '../entreprises/entreprises.repository.ts';
import { findUserById, updateUser } from '../users/users.repository.ts';
import {
  findCourierDocuments,
  findDocumentOwner,
  findProofParties,
  setCourierDocument,
} from './files.repository.ts';
import { PRIVATE_PREFIX, removeStoredFile } from '../../lib/stored-files.ts';

type PrivateKind = 'license' | 'cni' | 'proof';

export function createFilesService(app: FastifyInstance) {
  const store = app.fileStore;
  const removeStored = (url: string | null) => removeStoredFile(store, url);

  async function upload(userId: number, kind: UploadKind, bytes: Buffer): Promise<string> {
    const owner = await findUserById(app.db, userId);
    if (!owner) throw notFound(MSG.userNotFound, 'USER_NOT_FOUND');
    switch (kind) {
      case 'profile': {
        const url = `/uploads/profile/${await storeImage(bytes, store, 'uploads/profile', 640)}`;
        await updateUser(app.db, userId, { photoProfilUrl: url });
        await removeStored(owner.photoProfilUrl);
        return url;
      }
      case 'restaurant':
      case 'facade': {
        const entreprise = await findEntrepriseByOwner(app.db, userId);
        if (!entreprise) throw badRequest(MSG.uploadNeedsEntreprise, 'NO_ENTREPRISE');
        const url = `/uploads/${kind}/${await storeImage(bytes, store, `uploads/${kind}`)}`;
        const previous = kind === 'restaurant' ? entreprise.photoUrl : entreprise.photoFacadeUrl;
        await updateEntrepriseOfOwner(
          app.db,
          userId,
          kind === 'restaurant' ? { photoUrl: url } : { photoFacadeUrl: url },
        );
        // The facade decides whether clients see the business (design §12).
        app.menus.clear(entreprise.id);
        await removeStored(previous);
        return url;
      }
      case 'license':
      case 'cni': {
        const livreur = await findCourierDocuments(app.db, userId);
        if (!livreur) throw badRequest(MSG.uploadNeedsLivreur, 'NO_LIVREUR');
        // A driving licence or an ID card is personal data: kept outside the public folder.
        const url = `${PRIVATE_PREFIX}${kind}/${await storeImage(bytes, store, `private/${kind}`, 1280, { thumbnails: false })}`;
        await setCourierDocument(app.db, userId, kind, url, new Date());
        await removeStored(kind === 'license' ? livreur.permisPhotoUrl : livreur.cniPhotoUrl);
        // The admins' verification queue follows without a reload.
        await app.events
          .publish({
            audience: { users: [userId], admins: true },
            data: { type: 'livreur.verification', livreurId: userId, at: new Date().toISOString() },
          })
          .catch((err: unknown) => app.log.error({ err }, 'publication'));
        return url;
      }
    }
  }

  /**
   * Read whole before answering (a few hundred KB at most): a file gone from the store is a 404.
   * A stream failing after the image headers are set would answer a 500 with Fastify's internals.
   */
  async function readPrivate(kind: PrivateKind, name: string): Promise<Buffer> {
    const bytes = await store.read(`private/${kind}/${basename(name)}`);
    if (!bytes) throw notFound(MSG.notFound);
    return bytes;
  }

  /** A licence or ID card photo, for its courier and for administrators only. */
  async function openDocument(user: AuthUser, kind: 'license' | 'cni', name: string) {
    const url = `${PRIVATE_PREFIX}${kind}/${basename(name)}`;
    const owner = await findDocumentOwner(app.db, kind, url);
    if (!owner) throw notFound(MSG.notFound);
    if (owner.utilisateurId !== user.id && user.role !== 'ADMIN') throw forbidden(MSG.forbidden, 'NOT_OWNER');
    return readPrivate(kind, name);
  }

  /** A proof of delivery: for the order's business, its courier and administrators. */
  async function openProof(user: AuthUser, name: string) {
    const url = `${PRIVATE_PREFIX}proof/${basename(name)}`;
    const order = await findProofParties(app.db, url);
    if (!order) throw notFound(MSG.notFound);
    const allowed = user.role === 'ADMIN' || user.id === order.livreurId || user.id === order.ownerId;
    if (!allowed) throw forbidden(MSG.forbidden, 'NOT_OWNER');
    return readPrivate('proof', name);
  }

  return { upload, openDocument, openProof };
}
