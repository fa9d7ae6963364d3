import { moveRoles } from '@comoe/shared/commandes/machine';
import { MSG } from '@comoe/shared/messages';
import { proofUploadAnswerSchema } from '@comoe/shared/schemas/proof-uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';
import { errorAnswers, multipartForm, signedInDocs } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { formParts, withMultipartForms } from '../../plugins/multipart-forms.ts';
import { perUserLimit } from '../../plugins/security.ts';
import { createProofUploads } from './proof-uploads.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 413);
const doc = signedInDocs('livreur');
const missionParams = z.object({ id: z.uuid({ error: MSG.orderNotFound }) });

/** Issue 22 §2: the proof photo, sent once; each code try then names it by its id. */
export const proofUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const proofs = createProofUploads(app);
  await app.register(
    withMultipartForms((forms) => {
      forms.post(
        '/api/livreurs/missions/:id/preuve',
        {
          // As generous as the other uploads: a courier retries on a bad network.
          onRequest: app.requireAuth(...moveRoles('marquerLivree')),
          preHandler: perUserLimit({ max: 30, windowMs: 60_000 }),
          schema: {
            ...doc(
              'Envoyer la photo de preuve une fois (multipart `proofFile`) : la même photo renvoie le même `preuveId`, à donner à chaque essai de code',
            ),
            ...multipartForm({ proofFile: z.file() }),
            params: missionParams,
            response: { 200: proofUploadAnswerSchema, ...errors },
          },
        },
        async (req) => {
          if (!req.isMultipart()) throw badRequest(MSG.proofRequired, 'PROOF_REQUIRED');
          let bytes: Buffer | null = null;
          for await (const part of formParts(req)) {
            if (part.type !== 'file') continue;
            const read = await part.toBuffer();
            if (part.fieldname === 'proofFile') bytes = read;
          }
          if (!bytes) throw badRequest(MSG.proofRequired, 'PROOF_REQUIRED');
          return proofs.upload(currentUser(req), req.params.id, bytes);
        },
      );
    }),
  );
};
