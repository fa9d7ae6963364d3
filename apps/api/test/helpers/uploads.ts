import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import type { TestApp } from './app.ts';
import { bearer, createUser, createVille, login } from './factories.ts';
import { type multipart, pngImage } from './multipart.ts';
import { storedFiles } from './stored-files.ts';

/**
 * What the `/api/files/upload/:userId/:kind` tests start from: a city, a signed-in admin, a small
 * PNG, and the calls and reads they make on the app `t`.
 */
export async function uploadsWorld(app: FastifyInstance, db: Database, t: TestApp) {
  const villeId = (await createVille(db)).id;
  const admin = await createUser(db, 'ADMIN', { villeId });
  return {
    admin,
    adminToken: await login(app, admin),
    png: await pngImage(),
    async signedIn(role: 'CLIENT' | 'ENTREPRISE' | 'LIVREUR' = 'CLIENT') {
      const user = await createUser(db, role, { villeId });
      return { user, token: await login(t.app, user) };
    },
    upload(userId: number, kind: string, body: ReturnType<typeof multipart>, token?: string) {
      return t.app.inject({
        method: 'POST',
        url: `/api/files/upload/${userId}/${kind}`,
        headers: { ...body.headers, ...(token ? bearer(token) : {}) },
        payload: body.payload,
      });
    },
    /** The app's files, where its store keeps them (disk or bucket). */
    stored: storedFiles(t),
    photoOf: async (userId: number) =>
      (
        await db
          .selectFrom('utilisateurs')
          .select('photoProfilUrl')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).photoProfilUrl,
    entrepriseOf: (userId: number) =>
      db
        .selectFrom('entreprises')
        .select(['photoUrl', 'photoFacadeUrl'])
        .where('utilisateurId', '=', userId)
        .executeTakeFirstOrThrow(),
  };
}

export type UploadsWorld = Awaited<ReturnType<typeof uploadsWorld>>;
