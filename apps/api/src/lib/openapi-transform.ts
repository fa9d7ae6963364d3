import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@comoe/shared/schemas/common';
import { IDEMPOTENCY_DOCS, keyHolder } from './idempotent-routes.ts';

/** Any route: a malformed address or input, the per-address limit, an unexpected failure. */
const EVERY_ROUTE = [400, 429, 500];
/** Behind a session: none or an expired one, or a role the route does not admit. */
const SIGNED_IN = [401, 403];
/** A method that carries a body: too large, or of a type no parser reads. */
const WITH_BODY = [413, 415];
/** A path parameter longer than the router reads (Fastify's `maxParamLength`). */
const WITH_PATH_PARAMS = [414];
/** Answers that carry no body by HTTP's rules, whatever the route's schema types them as. */
const NO_BODY = ['204', '304'];

function commonStatuses(
  schema: FastifySchema,
  url: string,
  method: string | string[],
  limited: boolean,
): number[] {
  const methods = ([] as string[]).concat(method);
  return [
    ...EVERY_ROUTE.filter((status) => limited || status !== 429),
    ...(schema.security?.length ? SIGNED_IN : []),
    ...(methods.some((m) => m !== 'GET' && m !== 'HEAD') ? WITH_BODY : []),
    ...(url.includes('/:') ? WITH_PATH_PARAMS : []),
  ];
}

/**
 * What a route that takes an Idempotency-Key says of it (lib/idempotent-routes.ts): the header,
 * the 400 of a malformed key, and the answer to a key reused (the plugin's 409, or the 422 of a
 * route keeping its key itself). Each describes the status it shares with the route's own
 * refusals, whose schema stays.
 */
function withIdempotencyKey(schema: FastifySchema, holder: 'plugin' | 'route'): FastifySchema {
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const described = (status: number, doc: z.ZodType) => {
    const own = response[status];
    return own instanceof z.ZodType && doc.description ? own.describe(doc.description) : doc;
  };
  const headers = schema.headers instanceof z.ZodObject ? schema.headers : z.object({});
  return {
    ...schema,
    headers: headers.extend({ 'idempotency-key': IDEMPOTENCY_DOCS.header }),
    response: {
      ...response,
      400: described(400, IDEMPOTENCY_DOCS.badKey),
      ...(holder === 'plugin'
        ? { 409: described(409, IDEMPOTENCY_DOCS.keyConflict) }
        : { 422: described(422, IDEMPOTENCY_DOCS.keyReusedOtherBody) }),
    },
  };
}

/**
 * The zod schemas of each route turned into OpenAPI (fastify-type-provider-zod), plus what the
 * routes cannot say in their own schema: the multipart form a route reads by itself (its
 * `multipartForm`, as the request body), and the error answers every route can give
 * (plugins/errors.ts, the rate limit, the session check, the router's limit on a path parameter),
 * each `{ message }` in French. A route's own declarations win, except over the answers of the
 * Idempotency-Key, which only add their description to the same `{ message }`.
 */
export const openApiTransform: SwaggerTransform = (document) => {
  const { schema, route } = document;
  if (!schema || schema.hide) return jsonSchemaTransform(document);
  const { multipartForm, ...rest } = schema;
  const limited = route.config?.rateLimit !== false;
  const errors = Object.fromEntries(
    commonStatuses(rest, route.url, route.method, limited).map((status) => [status, messageSchema]),
  );
  const declared = rest.response as Record<string, unknown> | undefined;
  const complete: FastifySchema = {
    ...rest,
    ...(multipartForm ? { body: multipartForm } : {}),
    response: { ...errors, ...declared },
  };
  // Only a signed-in user's key is held (plugins/idempotency.ts).
  const holder = rest.security?.length ? keyHolder(route.method, route.config) : 'none';
  const out = jsonSchemaTransform({
    ...document,
    schema: holder === 'none' ? complete : withIdempotencyKey(complete, holder),
  });
  // Without a declared answer (a file sent as it is) the success stays as Swagger writes it by
  // default: described, with no body schema (a `null` type gets none).
  const response = out.schema?.response as Record<string, unknown> | undefined;
  if (!declared && response) response[200] = { type: 'null', description: 'Default Response' };
  // `z.null()` would be documented as a JSON `null`: an empty answer is documented without content.
  for (const status of NO_BODY) {
    if (response?.[status]) response[status] = { type: 'null', description: 'Pas de contenu' };
  }
  return out;
};
