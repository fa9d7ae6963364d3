import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@comoe/shared/messages';
import { produitSchema, publicEntrepriseSchema } from '@comoe/shared/schemas/entreprises';
import { idParam, safeString } from '@comoe/shared/validation';
import { notFound } from '../../lib/app-error.ts';
import { errorAnswers, signedInDocs } from '../../lib/route-docs.ts';
import { PREPARED, sendPrepared, sendPreparedNow } from '../../lib/prepared-answer.ts';
import { findPublicEntreprise } from './catalog.repository.ts';

const errors = errorAnswers(400, 401, 403, 404);
const doc = signedInDocs('catalogue');
/** Per session, and checked again each time: an unchanged list comes back as a bodiless 304. */
const REVALIDATE = 'private, no-cache';

/** What clients browse: a city's businesses, a business, its menu. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/entreprises/ville/:cityName',
    {
      ...PREPARED,
      onRequest: app.requireAuth(),
      schema: {
        ...doc("Les entreprises d'une ville (nom insensible à la casse et aux espaces)"),
        params: z.object({ cityName: safeString().min(1).max(60) }),
        response: { 200: z.array(publicEntrepriseSchema), ...errors },
      },
    },
    (req, reply) => {
      // Already checked and serialized by the caches: sent as it is, at once when they are warm.
      const known = app.villes.bySlugNow(req.params.cityName);
      const ready = known && app.villeEntreprises.answerNow(known.id);
      if (ready && sendPreparedNow(req, reply, ready, REVALIDATE)) return;
      return (async () => {
        const ville = await app.villes.bySlug(req.params.cityName);
        if (!ville) throw notFound(MSG.cityUnknown, 'CITY_UNKNOWN');
        return sendPrepared(req, reply, await app.villeEntreprises.answer(ville.id), REVALIDATE);
      })();
    },
  );

  app.get(
    '/api/entreprises/:id',
    {
      onRequest: app.requireAuth(),
      schema: {
        ...doc('Une entreprise'),
        params: z.object({ id: idParam }),
        response: { 200: publicEntrepriseSchema, ...errors },
      },
    },
    async (req) => {
      const e = await findPublicEntreprise(app.db, req.params.id, app.clock());
      if (!e) throw notFound(MSG.entrepriseNotFound, 'ENTREPRISE_NOT_FOUND');
      return e;
    },
  );

  app.get(
    '/api/produits/entreprise_prod_cate/:id',
    {
      ...PREPARED,
      onRequest: app.requireAuth(),
      schema: {
        ...doc("Le menu d'une entreprise, avec la catégorie de chaque produit"),
        params: z.object({ id: idParam }),
        response: { 200: z.array(produitSchema), ...errors },
      },
    },
    (req, reply) => {
      // Already checked and serialized by the cache: sent as it is, at once when it is warm.
      const ready = app.menus.answerNow(req.params.id);
      if (ready && sendPreparedNow(req, reply, ready, REVALIDATE)) return;
      return (async () => {
        const menu = await app.menus.answer(req.params.id);
        if (menu === null) throw notFound(MSG.entrepriseNotFound, 'ENTREPRISE_NOT_FOUND');
        return sendPrepared(req, reply, menu, REVALIDATE);
      })();
    },
  );
};
