import { moveRoles } from '@comoe/shared/commandes/machine';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_STATUSES } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import { missionSchema } from '@comoe/shared/schemas/commandes';
import { courierStatsSchema, handoverHeadersSchema } from '@comoe/shared/schemas/livreurs';
import { latitudeSchema, longitudeSchema, safeString } from '@comoe/shared/validation';
import { badRequest } from '../../lib/app-error.ts';
import { errorAnswers, multipartForm, signedInDocs } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { formParts, withMultipartForms } from '../../plugins/multipart-forms.ts';
import { courierProfileRoutes } from './courier-profile.routes.ts';
import { missionIncidentsRoutes } from './mission-incidents.routes.ts';
import { proofUploadRoutes } from './proof-uploads.routes.ts';
import { PROOF_MSG, proofUploadIdSchema } from '@comoe/shared/schemas/proof-uploads';
import { createLivreursService, type SaveAnswer } from './livreurs.service.ts';
import { courierGainsSchema, gainsQuerySchema } from '@comoe/shared/schemas/courier-gains';
import { createGainsService } from './gains.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 413);
const doc = signedInDocs('livreur');
const missionParams = z.object({ id: z.uuid({ error: MSG.orderNotFound }) });
const statutAnswer = z.object({ statut: z.enum(ORDER_STATUSES) });
/**
 * A handover's answer is stored with its move when the request holds an Idempotency-Key
 * (plugins/idempotency.ts answers the copies): the offline outbox resends for hours.
 */
function answerWithMove(req: FastifyRequest): SaveAnswer | undefined {
  const held = req.idempotency;
  return held ? (trx, statut) => held.saveIn(trx, 200, { statut }) : undefined;
}

const codeSchema = safeString({ error: MSG.codeInvalid })
  .trim()
  .min(1, MSG.codeInvalid)
  .max(12, MSG.codeInvalid);

export const livreursRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(courierProfileRoutes);
  await app.register(missionIncidentsRoutes);
  await app.register(proofUploadRoutes);
  const livreurs = createLivreursService(app);
  const gainsService = createGainsService(app);
  const courierOnly = app.requireAuth('LIVREUR');

  app.put(
    '/api/livreurs/disponibilite',
    {
      onRequest: courierOnly,
      schema: {
        ...doc('Se rendre disponible (ou non) pour des missions, avec sa position'),
        body: z.object({
          disponible: z.boolean({ error: 'Indiquez votre disponibilité.' }),
          latitude: latitudeSchema,
          longitude: longitudeSchema,
        }),
        response: { 200: z.object({ disponible: z.boolean() }), ...errors },
      },
    },
    (req) => livreurs.setAvailability(currentUser(req), req.body),
  );

  app.get(
    '/api/livreurs/missions-disponibles',
    {
      onRequest: courierOnly,
      schema: {
        ...doc('Les commandes de ma ville qui attendent un livreur (vide si je suis indisponible)'),
        response: { 200: z.array(missionSchema), ...errors },
      },
    },
    (req) => livreurs.available(currentUser(req)),
  );

  app.get(
    '/api/livreurs/mes-missions',
    {
      onRequest: courierOnly,
      schema: { ...doc('Mes missions en cours'), response: { 200: z.array(missionSchema), ...errors } },
    },
    (req) => livreurs.mine(currentUser(req)),
  );

  app.get(
    '/api/livreurs/historique',
    {
      onRequest: courierOnly,
      schema: { ...doc('Mes livraisons terminées'), response: { 200: z.array(missionSchema), ...errors } },
    },
    (req) => livreurs.history(currentUser(req)),
  );

  app.get(
    '/api/livreurs/gains',
    {
      onRequest: courierOnly,
      schema: {
        ...doc(
          'Mes gains : aujourd’hui, la semaine, le mois, chaque jour de la période ; dû, versé, espèces encaissées',
        ),
        querystring: gainsQuerySchema,
        response: { 200: courierGainsSchema, ...errors },
      },
    },
    (req) => gainsService.gains(currentUser(req), req.query),
  );

  app.get(
    '/api/livreurs/stats-du-jour',
    {
      onRequest: courierOnly,
      schema: {
        ...doc('Mes chiffres du jour'),
        response: { 200: courierStatsSchema, ...errors },
      },
    },
    (req) => livreurs.todayStats(currentUser(req)),
  );

  app.post(
    '/api/livreurs/accepter-mission/:id',
    {
      onRequest: app.requireAuth(...moveRoles('accepterMission')),
      schema: {
        ...doc('Accepter une mission (le premier livreur gagne)'),
        params: missionParams,
        response: { 200: statutAnswer, ...errors },
      },
    },
    async (req) => ({ statut: await livreurs.acceptMission(currentUser(req), req.params.id) }),
  );

  app.post(
    '/api/livreurs/marquer-recuperee/:id',
    {
      onRequest: app.requireAuth(...moveRoles('marquerRecuperee')),
      schema: {
        ...doc(
          "Marquer la commande récupérée avec le code de l'entreprise (Idempotency-Key : voir le schéma)",
        ),
        params: missionParams,
        headers: handoverHeadersSchema,
        querystring: z.object({ code: codeSchema }),
        response: { 200: statutAnswer, ...errors },
      },
    },
    async (req) => ({
      statut: await livreurs.markPickedUp(
        currentUser(req),
        req.params.id,
        req.query.code,
        answerWithMove(req),
      ),
    }),
  );

  // The proof photo comes as a multipart form, in a scope of its own.
  await app.register(
    withMultipartForms((forms) => {
      forms.post(
        '/api/livreurs/marquer-livree/:id',
        {
          onRequest: app.requireAuth(...moveRoles('marquerLivree')),
          schema: {
            ...doc(
              'Marquer la commande livrée : code du client et photo de preuve (multipart `code`, et `preuveId` de la photo déjà envoyée ou `proofFile`)',
            ),
            ...multipartForm({
              code: codeSchema,
              preuveId: proofUploadIdSchema.optional(),
              proofFile: z.file().optional(),
            }),
            params: missionParams,
            headers: handoverHeadersSchema,
            response: { 200: statutAnswer, ...errors },
          },
        },
        async (req) => {
          if (!req.isMultipart()) throw badRequest(MSG.proofRequired, 'PROOF_REQUIRED');
          let code = '';
          let file: Buffer | null = null;
          let preuveId: string | null = null;
          for await (const part of formParts(req)) {
            if (part.type === 'file') {
              if (part.fieldname === 'proofFile') file = await part.toBuffer();
              else await part.toBuffer();
            } else if (part.fieldname === 'code' || part.fieldname === 'codeClient') {
              code = String(part.value);
            } else if (part.fieldname === 'preuveId') {
              preuveId = String(part.value);
            }
          }
          const parsed = codeSchema.safeParse(code);
          if (!parsed.success) throw badRequest(MSG.codeInvalid, 'CODE_INVALID');
          // The photo uploaded once (`POST /api/livreurs/missions/{id}/preuve`) wins over a file.
          const id = preuveId === null ? null : proofUploadIdSchema.safeParse(preuveId);
          if (id && !id.success) throw badRequest(PROOF_MSG.uploadNotFound, 'PROOF_NOT_FOUND');
          const proof = id ? { preuveId: id.data } : file ? { file } : null;
          return {
            statut: await livreurs.markDelivered(
              currentUser(req),
              req.params.id,
              parsed.data,
              proof,
              answerWithMove(req),
            ),
          };
        },
      );
    }),
  );
};
