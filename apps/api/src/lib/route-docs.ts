import { messageSchema } from '@comoe/shared/schemas/common';

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

/** The OpenAPI head of a tag's routes behind a session: `doc(summary)` gives tag, summary and scheme. */
export function signedInDocs(tag: string) {
  return (summary: string) => ({ tags: [tag], summary, security: [{ bearer: [] }] });
}
