import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import {
  createVilleFieldsSchema,
  updateVilleFieldsSchema,
  VILLE_PHOTO_FIELD,
  VILLE_TEXT_FIELDS,
  villeDetailSchema,
} from '@comoe/shared/schemas/villes';
import { idParam } from '@comoe/shared/validation';
import { badRequest } from '../../lib/app-error.ts';
import { errorAnswers, multipartForm, noContent, signedInDocs } from '../../lib/route-docs.ts';
import { PREPARED, sendPrepared, sendPreparedNow } from '../../lib/prepared-answer.ts';
import { formParts, withMultipartForms } from '../../plugins/multipart-forms.ts';
import { createVillesService } from './villes.service.ts';
import { currentUser } from '../../plugins/auth.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 413);
const doc = signedInDocs('villes');
const params = z.object({ id: idParam });
/** The city form's optional fields, as the OpenAPI document shows them (all text, but the photo). */
const villeFormExtras = {
  fraisBase: z.string().optional(),
  latitude: z.string().optional(),
  longitude: z.string().optional(),
  [VILLE_PHOTO_FIELD]: z.file().optional(),
};

/**
 * The city form as the browser's FormData sends it: its text fields, and the photo when one
 * was chosen (an empty file input still sends an empty part). Other parts are read and dropped.
 */
async function readVilleForm(req: FastifyRequest) {
  if (!req.isMultipart()) throw badRequest(ADMIN_MSG.villeFormMultipart, 'MULTIPART_REQUIRED');
  const fields: Record<string, string> = {};
  let photo: Buffer | null = null;
  for await (const part of formParts(req)) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === VILLE_PHOTO_FIELD && bytes.length > 0) photo = bytes;
    } else if ((VILLE_TEXT_FIELDS as readonly string[]).includes(part.fieldname)) {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, photo };
}

function parsed<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const result = schema.safeParse(fields);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? ADMIN_MSG.operationFailed);
  return result.data;
}

export const villesRoutes: FastifyPluginAsyncZod = async (app) => {
  const villes = createVillesService(app);
  const adminOnly = app.requireAuth('ADMIN');
  const cacheControl = `public, max-age=${Math.floor(app.villes.ttlMs / 1000)}`;

  app.get(
    '/api/villes',
    {
      ...PREPARED,
      schema: {
        tags: ['villes'],
        summary: 'Les villes desservies (sans connexion)',
        response: { 200: z.array(villeDetailSchema) },
      },
    },
    (req, reply) => {
      // Already checked and serialized by the cache: sent as it is, at once when it is warm.
      const ready = app.villes.answerNow();
      if (ready && sendPreparedNow(req, reply, ready, cacheControl)) return;
      return app.villes.answer().then((answer) => sendPrepared(req, reply, answer, cacheControl));
    },
  );

  // The city form carries its photo: multipart, in a scope of its own.
  await app.register(
    withMultipartForms((forms) => {
      forms.post(
        '/api/villes',
        {
          onRequest: adminOnly,
          schema: {
            ...doc('Ajouter une ville (multipart : nom, photo, fraisBase, latitude, longitude)'),
            ...multipartForm({ nom: z.string(), ...villeFormExtras }),
            response: { 201: villeDetailSchema, ...errors },
          },
        },
        async (req, reply) => {
          const form = await readVilleForm(req);
          const ville = await villes.create(
            currentUser(req),
            parsed(createVilleFieldsSchema, form.fields),
            form.photo,
          );
          return reply.status(201).send(ville);
        },
      );

      forms.put(
        '/api/villes/:id',
        {
          onRequest: adminOnly,
          schema: {
            ...doc('Modifier une ville (multipart comme la création ; champ absent ou vide : inchangé)'),
            ...multipartForm({ nom: z.string().optional(), ...villeFormExtras }),
            params,
            response: { 200: villeDetailSchema, ...errors },
          },
        },
        async (req) => {
          const form = await readVilleForm(req);
          return villes.update(
            currentUser(req),
            req.params.id,
            parsed(updateVilleFieldsSchema, form.fields),
            form.photo,
          );
        },
      );
    }),
  );

  app.delete(
    '/api/villes/:id',
    {
      onRequest: adminOnly,
      schema: {
        ...doc(
          'Supprimer une ville (refusé tant que des entreprises, comptes ou commandes y sont rattachés)',
        ),
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    noContent((req) => villes.remove(currentUser(req), req.params.id)),
  );
};
