import type { FastifyInstance } from 'fastify';
import type { Headers } from './app.ts';
import { uniquePhone } from './factories.ts';

export const CLIENT_PASSWORD = 'Client@2026';

/** The sign-up form of a client, filled with the fields it requires (a new phone each time). */
export function clientSignUp(cityId: number, overrides: Record<string, unknown> = {}) {
  return {
    prenom: 'Aya',
    nom: 'Kouassi',
    telephone: uniquePhone(),
    motDePasse: CLIENT_PASSWORD,
    role: 'CLIENT',
    cityId,
    genre: 'FEMME',
    dateDeNaissance: '1996-03-02',
    ...overrides,
  };
}

/** A POST whose body is sent as JSON text exactly as written, broken or not. */
export function postRawJson(app: FastifyInstance, url: string, body: string, headers: Headers = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: body,
  });
}
