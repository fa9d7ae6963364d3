import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Role } from '@comoe/shared/enums';
import { z } from 'zod';
import { messageSchema } from '@comoe/shared/schemas/common';
import { idParam } from '@comoe/shared/validation';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The multipart form a route reads by itself (`multipartForm`): described in the OpenAPI
     * document as the request body, never validated by Fastify (it does not parse the form).
     */
    multipartForm?: z.ZodObject;
  }
}

/**
 * The schema keys of a route that reads a multipart form: its fields for the OpenAPI document,
 * `z.file()` for a file, `z.string()` for a text field (optional ones marked `.optional()`).
 */
export function multipartForm(fields: z.ZodRawShape) {
  return { consumes: ['multipart/form-data'], multipartForm: z.object(fields) };
}

/**
 * The error statuses a route declares, each answered `{ message }` (plugins/errors.ts turns every
 * AppError into that shape): `errorAnswers(400, 401, 403, 404)`.
 */
export function errorAnswers<S extends number>(...statuses: S[]): Record<S, typeof messageSchema> {
  return Object.fromEntries(statuses.map((status) => [status, messageSchema])) as Record<
    S,
    typeof messageSchema
  >;
}

/**
 * A success that is not JSON (a picture's path as text, a CSV, an image), documented under the
 * media type the handler sets: `{ 200: mediaAnswer('text/csv', 'Les commandes, en CSV') }`. The
 * serializer leaves such answers as they are sent (Fastify serializes JSON types only).
 */
export function mediaAnswer<T extends string, S extends z.ZodType = z.ZodString>(
  mediaType: T,
  description: string,
  schema?: S,
) {
  return {
    description,
    content: { [mediaType]: { schema: schema ?? z.string() } } as Record<T, { schema: S }>,
  };
}

/** The OpenAPI head of a tag's routes behind a session: `doc(summary)` gives tag, summary and scheme. */
export function signedInDocs(tag: string) {
  return (summary: string) => ({ tags: [tag], summary, security: [{ bearer: [] }] });
}

/**
 * The options of a route file's routes behind a session, so that the file opens with one line:
 * `const route = signedInRoutes(app, 'menu', [400, 401, 403, 404], ['ENTREPRISE'])` (tag, the
 * errors every route declares, the roles admitted; any signed-in role when empty).
 * `route(summary, schema)` guards with those roles, documents under the tag and adds the error
 * answers to the route's responses; `route(summary, schema, ['ENTREPRISE', 'ADMIN'])` admits other
 * roles for that route.
 */
export function signedInRoutes<E extends number>(
  app: FastifyInstance,
  tag: string,
  errors: E[],
  roles: Role[],
) {
  const answers = errorAnswers(...errors);
  const doc = signedInDocs(tag);
  const areaGuard = app.requireAuth(...roles);
  return <S extends { response: object }>(summary: string, schema: S, routeRoles?: Role[]) => ({
    onRequest: routeRoles ? app.requireAuth(...routeRoles) : areaGuard,
    schema: { ...doc(summary), ...schema, response: { ...schema.response, ...answers } },
  });
}

/** The params of a route on one row, `/…/:id` (an unknown or malformed id reads as not found). */
export const idParams = z.object({ id: idParam });

/** The schema of a route that reads with a query string (a list, a page, a report). */
export function withQuery<Q, A>(querystring: Q, answer: A) {
  return { querystring, response: { 200: answer } };
}

/** The schema of a route that reads the row named by `:id`. */
export function readById<A>(answer: A) {
  return { params: idParams, response: { 200: answer } };
}

/** The schema of a route that changes the row named by `:id` with a body, answering `answer`. */
export function changeById<B, A>(body: B, answer: A) {
  return { params: idParams, body, response: { 200: answer } };
}

/** The schema of a route that makes a row from a body, answering 201 with the row made. */
export function createWith<B, A>(body: B, answer: A) {
  return { body, response: { 201: answer } };
}

/** The schema of a route that deletes the row named by `:id`: 204, no body. */
export const deleteById = { params: idParams, response: { 204: z.null() } };

/**
 * The handler of a route that answers 204 with no body once `act` is done (a delete, a
 * subscription): `noContent((req) => produits.remove(currentUser(req), req.params.id))`.
 */
export function noContent<R>(act: (req: R) => Promise<unknown>) {
  return async (req: R, reply: FastifyReply) => {
    await act(req);
    return reply.status(204).send(null);
  };
}

/** The OpenAPI words that more than one route says (an upload's answer, the codes' unlock). */
export const ROUTE_TEXT = {
  imageUpload: 'multipart/form-data, champ `file`. Réponse : le chemin de l’image, en texte.',
  imagePath: 'Le chemin de l’image, en texte',
  unlockCodes: 'Débloquer les codes de vérification après 5 essais erronés',
} as const;
