import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { registerCourier } from './helpers/courier-account.ts';
import { createVille } from './helpers/factories.ts';

// The public page behind the card's QR code (issue 8; design §12): first name and initial, photo,
// transport, city, active and verified — never the phone, the birth date nor the ID numbers.
let t: TestApp;
let ville: { id: number; nom: string };

beforeAll(async () => {
  // A small per-address allowance for this route (30 a minute), to see it end.
  t = await buildTestApp({ rateLimitPerMinute: 100 });
  ville = await createVille(t.database.db, 'Grand-Bassam');
});
afterAll(() => t.close());

const verify = (matricule: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/livreurs/verifier/${matricule}`, headers });

async function matriculeOf(headers: Record<string, string>): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/livreurs/me', headers });
  return res.json<{ matricule: string }>().matricule;
}

describe('GET /api/livreurs/verifier/{matricule}', () => {
  it('answers only what may be shown at the door, without a token', async () => {
    const c = await registerCourier(t, ville.id, {
      prenom: 'Moussa',
      nom: 'koné',
      dateDeNaissance: '1994-01-23',
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/livreurs/me',
      headers: c.headers,
      payload: {
        nom: 'koné',
        prenom: 'Moussa',
        telephone: c.telephone,
        dateNaissance: '1994-01-23',
        cni: 'CI-445566',
        permis: 'P-112233',
      },
    });
    const matricule = await matriculeOf(c.headers);
    const res = await verify(matricule);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      prenom: 'Moussa',
      nomInitiale: 'K.',
      urlPhoto: null,
      typeTransport: 'SCOOTER',
      ville: 'Grand-Bassam',
      actif: true,
      verifie: false,
    });
    for (const secret of [c.telephone, '1994-01-23', 'CI-445566', 'P-112233', 'koné', String(c.id)]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('shows when Comoé Express verified the courier, and when the account is deactivated', async () => {
    const c = await registerCourier(t, ville.id);
    const matricule = await matriculeOf(c.headers);
    await t.database.db
      .updateTable('livreurs')
      .set({ verifie: true })
      .where('utilisateurId', '=', c.id)
      .execute();
    expect((await verify(matricule)).json()).toMatchObject({ actif: true, verifie: true });
    await t.database.db
      .updateTable('utilisateurs')
      .set({ statut: 'INACTIF' })
      .where('id', '=', c.id)
      .execute();
    expect((await verify(matricule)).json()).toMatchObject({ actif: false, verifie: true });
  });

  it('answers 404 in French for an unknown matricule, and 400 for one that cannot be one', async () => {
    const unknown = await verify('LIV-2026-999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MSG.courierNotFound });
    for (const bad of ['LIV%202026', 'LIV-%27%3B--', 'A'.repeat(41), '%C3%A9t%C3%A9']) {
      const res = await verify(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ message: MSG.matriculeInvalid });
    }
  });

  it('limits the lookups per address (30 a minute here), with a French 429', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await verify(`LIV-2026-${String(i).padStart(6, '0')}`));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 404).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(30);
    expect(statuses.at(-1)).toBe(429);
    expect(answers.at(-1)!.json()).toEqual({ message: MSG.tooManyRequests });
  });
});
