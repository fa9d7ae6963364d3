import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_KINDS } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import { idParam } from '@comoe/shared/validation';
import { errorAnswers, mediaAnswer, multipartForm, ROUTE_TEXT } from '../../lib/route-docs.ts';
import { assertSelfOrAdmin, currentUser } from '../../plugins/auth.ts';
import { createFilesService } from './files.service.ts';
import { uploadedBytes, uploadLimit } from './upload-request.ts';

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = createFilesService(app);

  app.post(
    '/api/files/upload/:userId/:kind',
    {
      onRequest: app.requireAuth(),
      preHandler: uploadLimit(),
      schema: {
        tags: ['files'],
        summary: 'Envoyer une image (profil, photo principale, façade, permis, CNI)',
        description: ROUTE_TEXT.imageUpload,
        security: [{ bearer: [] }],
        ...multipartForm({ file: z.file() }),
        params: z.object({ userId: idParam, kind: z.enum(UPLOAD_KINDS, { error: MSG.uploadKindUnknown }) }),
        response: {
          200: mediaAnswer('text/plain', ROUTE_TEXT.imagePath),
          ...errorAnswers(400, 401, 403, 404, 413),
        },
      },
    },
    async (req, reply) => {
      assertSelfOrAdmin(currentUser(req), req.params.userId);
      const url = await files.upload(req.params.userId, req.params.kind, await uploadedBytes(req));
      return reply.type('text/plain; charset=utf-8').send(url);
    },
  );

  const privateSummaries = {
    license: "Photo du permis d'un livreur (le livreur lui-même ou un administrateur)",
    cni: "Photo de la CNI d'un livreur (le livreur lui-même ou un administrateur)",
    proof: "Preuve de livraison (l'entreprise, le livreur de la commande ou un administrateur)",
  } as const;
  for (const kind of ['license', 'cni', 'proof'] as const) {
    app.get(
      `/api/files/private/${kind}/:name`,
      {
        onRequest: app.requireAuth(),
        schema: {
          tags: ['files'],
          summary: privateSummaries[kind],
          security: [{ bearer: [] }],
          params: z.object({ name: z.string().regex(/^[\w-]+\.webp$/, MSG.notFound) }),
          response: { 200: mediaAnswer('image/webp', 'L’image, en WebP', z.file()), ...errorAnswers(404) },
        },
      },
      async (req, reply) => {
        const user = currentUser(req);
        const image =
          kind === 'proof'
            ? await files.openProof(user, req.params.name)
            : await files.openDocument(user, kind, req.params.name);
        // The bytes as they are: the documented `z.file()` is what a client receives, not a type to check.
        return reply
          .type('image/webp')
          .header('Cache-Control', 'private, max-age=3600')
          .send(image as never);
      },
    );
  }
};
