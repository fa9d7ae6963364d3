import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { messageSchema } from '@comoe/shared/schemas/common';

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
 * The zod schemas of each route turned into OpenAPI (fastify-type-provider-zod), plus what the
 * routes cannot say in their own schema: the multipart form a route reads by itself (its
 * `multipartForm`, as the request body), and the error answers every route can give
 * (plugins/errors.ts, the rate limit, the session check, the router's limit on a path parameter),
 * each `{ message }` in French. A route's own declarations win.
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
  const out = jsonSchemaTransform({
    ...document,
    schema: {
      ...rest,
      ...(multipartForm ? { body: multipartForm } : {}),
      response: { ...errors, ...declared },
    },
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
