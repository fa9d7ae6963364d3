import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENTREPRISE_PICTURE_KINDS } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import { idParam } from '@comoe/shared/validation';
import { errorAnswers, mediaAnswer, multipartForm, ROUTE_TEXT } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createEntrepriseProfileService } from '../entreprises/entreprise-profile.service.ts';
import { createProduitsService } from '../menu/produits.service.ts';
import { uploadedBytes, uploadLimit } from './upload-request.ts';

const responses = {
  200: mediaAnswer('text/plain', ROUTE_TEXT.imagePath),
  ...errorAnswers(400, 401, 403, 404, 413, 429),
};

/**
 * The owner's pictures. Static segments ('entreprise', 'product') win over the older
 * `/api/files/upload/:userId/:kind` in Fastify's router, so both live side by side.
 */
export const businessFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const profile = createEntrepriseProfileService(app);
  const produits = createProduitsService(app);
  const doc = (summary: string) => ({
    tags: ['files'],
    summary,
    description: ROUTE_TEXT.imageUpload,
    security: [{ bearer: [] }],
    ...multipartForm({ file: z.file() }),
  });

  app.post(
    '/api/files/upload/entreprise/:kind',
    {
      onRequest: app.requireAuth('ENTREPRISE'),
      preHandler: uploadLimit(),
      schema: {
        ...doc("La photo de façade ou le logo de l'entreprise du propriétaire connecté"),
        params: z.object({ kind: z.enum(ENTREPRISE_PICTURE_KINDS, { error: MSG.uploadKindUnknown }) }),
        response: responses,
      },
    },
    async (req, reply) => {
      const url = await profile.setPicture(currentUser(req), req.params.kind, await uploadedBytes(req));
      return reply.type('text/plain; charset=utf-8').send(url);
    },
  );

  app.post(
    '/api/files/upload/product/:productId',
    {
      onRequest: app.requireAuth('ENTREPRISE'),
      preHandler: uploadLimit(),
      schema: {
        ...doc("La photo d'un produit du propriétaire connecté"),
        params: z.object({ productId: idParam }),
        response: responses,
      },
    },
    async (req, reply) => {
      const url = await produits.setPhoto(currentUser(req), req.params.productId, await uploadedBytes(req));
      return reply.type('text/plain; charset=utf-8').send(url);
    },
  );
};
