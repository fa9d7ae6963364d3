import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import { MSG } from '@comoe/shared/messages';
import { messageSchema } from '@comoe/shared/schemas/common';
import { idempotencyKeySchema } from '@comoe/shared/validation';

/** The methods that change something: a signed-in user's request with one may carry a key. */
const MOVES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'route': the route keeps its key its own way, in its own transaction (checkout), and
     * refuses the key sent again with another body with a 422.
     */
    idempotency?: 'route';
  }
}

/**
 * Who holds the key of a route's requests: plugins/idempotency.ts, the route itself, or none.
 * Only a signed-in user's key is held: without a session the header is ignored.
 */
export function keyHolder(
  method: string | string[],
  config: FastifyContextConfig | undefined,
): 'plugin' | 'route' | 'none' {
  if (![method].flat().some((m) => MOVES.has(m))) return 'none';
  return config?.idempotency === 'route' ? 'route' : 'plugin';
}

const quoted = (...messages: string[]) => messages.map((m) => `« ${m} »`).join(', ');

/**
 * How the OpenAPI document tells a client about the key, on every route that takes one
 * (lib/openapi-transform.ts): the header, and the answers it may bring.
 */
export const IDEMPOTENCY_DOCS = {
  header: idempotencyKeySchema
    .optional()
    .describe(
      'Rend la requête rejouable sans effet double : une copie envoyée avec la même clé (réseau coupé, ' +
        "renvoi d'une file hors ligne) reçoit la première réponse, 4xx comprises, avec `Idempotent-Replayed: true`. " +
        'Clés propres à chaque utilisateur, gardées une semaine.',
    ),
  badKey: messageSchema.describe(
    `Requête invalide, dont un en-tête Idempotency-Key mal formé : ${quoted(MSG.idempotencyKeyInvalid)}`,
  ),
  /** The answers of plugins/idempotency.ts. */
  keyConflict: messageSchema.describe(
    'Conflit, dont une Idempotency-Key déjà servie pour une autre action ou une autre ressource, ' +
      `ou dont la première requête est encore en cours (réessayez après \`Retry-After\` secondes) : ${quoted(
        MSG.idempotencyKeyOtherAction,
        MSG.idempotencyKeyReused,
        MSG.idempotencyInProgress,
      )}`,
  ),
  /** The answer of a route that keeps its key itself (checkout). */
  keyReusedOtherBody: messageSchema.describe(
    `La même Idempotency-Key envoyée avec un autre corps : ${quoted(MSG.idempotencyKeyReused)}`,
  ),
} satisfies Record<string, z.ZodType>;
