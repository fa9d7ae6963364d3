import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { registerCourier } from './helpers/courier-account.ts';
import { bearer, createUser, createVille, login } from './helpers/factories.ts';

// The public page behind the card's QR code (issue 8; design §12; issue 20 §2). Matricules are
// sequential: without the card's token (`?c=`) the page says only whether that matricule is a
// current, verified courier. With it: first name and initial, photo, transport, city, active and
// verified — never the phone, the birth date nor the ID numbers.
let t: TestApp;
let ville: { id: number; nom: string };

beforeAll(async () => {
  // A small per-address allowance for this route (30 a minute), to see it end.
  t = await buildTestApp({ rateLimitPerMinute: 100 });
  ville = await createVille(t.database.db, 'Grand-Bassam');
});
afterAll(() => t.close());

const verify = (matricule: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/livreurs/verifier/${matricule}${token === undefined ? '' : `?c=${encodeURIComponent(token)}`}`,
  });

async function cardOf(headers: Record<string, string>): Promise<{ matricule: string; jetonCarte: string }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/livreurs/me', headers });
  return res.json<{ matricule: string; jetonCarte: string }>();
}

const setVerified = (id: number) =>
  t.database.db.updateTable('livreurs').set({ verifie: true }).where('utilisateurId', '=', id).execute();

describe('GET /api/livreurs/verifier/{matricule}?c=', () => {
  it('with the card’s token: only what may be shown at the door', async () => {
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
    const card = await cardOf(c.headers);
    const res = await verify(card.matricule, card.jetonCarte);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valide: false,
      identite: {
        prenom: 'Moussa',
        nomInitiale: 'K.',
        urlPhoto: null,
        typeTransport: 'SCOOTER',
        ville: 'Grand-Bassam',
        actif: true,
        verifie: false,
      },
    });
    for (const secret of [c.telephone, '1994-01-23', 'CI-445566', 'P-112233', 'koné', String(c.id)]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('without the token, or with a wrong one: whether he is a current verified courier, never who', async () => {
    const c = await registerCourier(t, ville.id, { prenom: 'Ibrahim' });
    const card = await cardOf(c.headers);
    const wrong = `${card.jetonCarte.slice(0, -1)}${card.jetonCarte.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [undefined, '', wrong, 'x', card.jetonCarte.toLowerCase(), 'A'.repeat(200)]) {
      const res = await verify(card.matricule, token);
      expect(res.statusCode, String(token)).toBe(200);
      expect(res.json()).toEqual({ valide: false, identite: null });
      expect(res.body).not.toContain('Ibrahim');
    }
    await setVerified(c.id);
    expect((await verify(card.matricule)).json()).toEqual({ valide: true, identite: null });
    expect((await verify(card.matricule, wrong)).json()).toEqual({ valide: true, identite: null });
    expect((await verify(card.matricule, card.jetonCarte)).json()).toMatchObject({
      valide: true,
      identite: { prenom: 'Ibrahim', actif: true, verifie: true },
    });
    await t.database.db
      .updateTable('utilisateurs')
      .set({ statut: 'INACTIF' })
      .where('id', '=', c.id)
      .execute();
    expect((await verify(card.matricule)).json()).toEqual({ valide: false, identite: null });
    expect((await verify(card.matricule, card.jetonCarte)).json()).toMatchObject({
      valide: false,
      identite: { actif: false, verifie: true },
    });
  });

  it('walking sequential matricules reveals nobody; each card has its own token', async () => {
    const a = await registerCourier(t, ville.id, { prenom: 'Adama' });
    const b = await registerCourier(t, ville.id, { prenom: 'Bintou' });
    const cardA = await cardOf(a.headers);
    const cardB = await cardOf(b.headers);
    expect(cardA.jetonCarte).not.toBe(cardB.jetonCarte);
    // One card's token opens no other card.
    expect((await verify(cardB.matricule, cardA.jetonCarte)).json()).toEqual({
      valide: false,
      identite: null,
    });
    const prefix = cardA.matricule.slice(0, -6);
    for (const id of [a.id, b.id, a.id - 1, b.id + 1]) {
      const res = await verify(`${prefix}${String(id).padStart(6, '0')}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ identite: unknown }>().identite).toBeNull();
      expect(res.body).not.toMatch(/Adama|Bintou|Kon/);
    }
  });

  it('a courier created without a token (older rows, seed) gets one when he first reads his card, kept after', async () => {
    const user = await createUser(t.database.db, 'LIVREUR', { villeId: ville.id, prenom: 'Salif' });
    const headers = bearer(await login(t.app, user));
    const first = await cardOf(headers);
    expect(first.jetonCarte).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await cardOf(headers)).jetonCarte).toBe(first.jetonCarte);
    expect((await verify(first.matricule, first.jetonCarte)).json()).toMatchObject({
      valide: true,
      identite: { prenom: 'Salif' },
    });
  });

  it('an unknown matricule is simply not valid; one that cannot be one is a 400 in French', async () => {
    const unknown = await verify('LIV-2026-999999');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ valide: false, identite: null });
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
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(30);
    expect(statuses.at(-1)).toBe(429);
    expect(answers.at(-1)!.json()).toEqual({ message: MSG.tooManyRequests });
  });
});
