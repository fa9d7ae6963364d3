import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carteConfigSchema, type CarteConfig } from '@comoe/shared/schemas/suivi';

/**
 * Where the web app's maps take their tiles (MAP_TILE_URL) and the credit their provider asks
 * for. Public: it says nothing about anyone, and the pages' CSP already names the tile origin.
 */
export const carteRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer: CarteConfig = {
    tuileUrl: app.config.mapTiles.url,
    attribution: app.config.mapTiles.attribution,
  };

  app.get(
    '/api/carte/config',
    {
      schema: {
        tags: ['carte'],
        summary: 'Les tuiles des cartes (adresse {z}/{x}/{y}) et leur attribution',
        response: { 200: carteConfigSchema },
      },
    },
    async () => answer,
  );
};
