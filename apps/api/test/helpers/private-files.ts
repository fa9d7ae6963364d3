import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import type { Actor } from './marketplace.ts';
import { filePart, multipart, pngImage } from './multipart.ts';

/** The client's code `insertOrder` gives every order. */
export const CODE_CLIENT = '1234';

/**
 * Real private files, sent through the API: the courier's licence and ID card photos, and the
 * proof of an order another courier delivers, for the routes that serve them.
 */
export async function privateFiles(
  app: FastifyInstance,
  db: Database,
  couriers: { courier: Actor; other: Actor },
  orderId: string,
) {
  const png = await pngImage(16, 16);
  const upload = async (kind: 'license' | 'cni') => {
    const form = filePart(png);
    const res = await app.inject({
      method: 'POST',
      url: `/api/files/upload/${couriers.courier.id}/${kind}`,
      headers: { ...form.headers, ...couriers.courier.headers },
      payload: form.payload,
    });
    if (res.statusCode !== 200) throw new Error(`envoi refusé : ${res.statusCode} ${res.body}`);
  };
  const proofForm = multipart([
    { name: 'code', data: CODE_CLIENT },
    { name: 'proofFile', data: png, filename: 'preuve.png', contentType: 'image/png' },
  ]);
  await app.inject({
    method: 'POST',
    url: `/api/livreurs/marquer-livree/${orderId}`,
    headers: { ...proofForm.headers, ...couriers.other.headers },
    payload: proofForm.payload,
  });
  await upload('license');
  await upload('cni');
}

/** The name of a private file the routes serve, as the database names it now (an upload replaces it). */
export async function privateFileName(db: Database, kind: string, courierId: number, orderId: string) {
  const url =
    kind === 'proof'
      ? (
          await db
            .selectFrom('commandes')
            .select('preuveLivraisonUrl')
            .where('id', '=', orderId)
            .executeTakeFirst()
        )?.preuveLivraisonUrl
      : (
          await db
            .selectFrom('livreurs')
            .select(kind === 'cni' ? 'cniPhotoUrl as url' : 'permisPhotoUrl as url')
            .where('utilisateurId', '=', courierId)
            .executeTakeFirst()
        )?.url;
  return url?.split('/').pop();
}
