import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import {
  CHANGE_REQUEST_MSG as M,
  type AdminChangeRequest,
  type ChangeRequest,
} from '@comoe/shared/schemas/courier-change-requests';
import { appWith, buildSibling, expectRefusal, type Headers, type TestApp } from './helpers/app.ts';
import type { courierFlow, Mission } from './helpers/courier-flow.ts';
import { flowWithProof } from './helpers/courier-flow.ts';
import { journalRows, notificationsOf } from './helpers/desk.ts';
import { type Market, marketplace } from './helpers/marketplace.ts';

// Issue 22 §4: the courier asks to change vehicle or city with a reason, one request pending at a
// time; an admin approves (his profile changes, his available missions are his new city's) or
// refuses with a reason; the courier is told either way.
let t: TestApp;
let flow: ReturnType<typeof courierFlow>;

beforeAll(async () => ({ t, w: flow } = await appWith(flowWithProof)));
afterAll(() => t.close());

const ask = (headers: Headers, payload: object, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/livreurs/demandes-changement', headers, payload });
const decide = (headers: Headers, id: number, payload: object, app = t.app) =>
  app.inject({ method: 'PUT', url: `/api/admin/livreurs/demandes-changement/${id}`, headers, payload });
const mine = async (headers: Headers) => {
  const res = await flow.get('/api/livreurs/demandes-changement', headers);
  expect(res.statusCode).toBe(200);
  return res.json<ChangeRequest[]>();
};
const pending = async (m: Market) => {
  const res = await flow.get('/api/admin/livreurs/demandes-changement', m.admin.headers);
  expect(res.statusCode).toBe(200);
  return res.json<AdminChangeRequest[]>();
};
const setup = (id: number) =>
  t.database.db
    .selectFrom('livreurs as l')
    .innerJoin('utilisateurs as u', 'u.id', 'l.utilisateurId')
    .select(['l.typeTransport', 'u.villeId'])
    .where('l.utilisateurId', '=', id)
    .executeTakeFirstOrThrow();

async function market() {
  const m = await marketplace(t.app, t.database.db);
  await flow.setAvailable(m.courier.headers, { disponible: true });
  return m;
}

describe('POST /api/livreurs/demandes-changement', () => {
  it('records a request with what he has now, shown to him and in the admin queue', async () => {
    const m = await market();
    const other = await marketplace(t.app, t.database.db);
    const before = await setup(m.courier.id);
    const res = await ask(m.courier.headers, {
      typeTransport: before.typeTransport === 'VELO' ? 'MOTO' : 'VELO',
      villeId: other.ville.id,
      motif: '  Je déménage  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const asked = res.json<ChangeRequest>();
    expect(asked).toMatchObject({
      statut: 'EN_ATTENTE',
      villeId: other.ville.id,
      villeNom: other.ville.nom,
      ancienTypeTransport: before.typeTransport,
      ancienneVilleNom: m.ville.nom,
      motif: 'Je déménage',
      motifRefus: null,
      decideeAt: null,
    });
    expect(await mine(m.courier.headers)).toEqual([asked]);
    expect(await mine(other.courier.headers)).toEqual([]);
    expect((await pending(m)).find((r) => r.id === asked.id)).toMatchObject({
      livreurId: m.courier.id,
      telephone: m.courier.telephone,
    });
    // Nothing changes until an admin approves.
    expect(await setup(m.courier.id)).toEqual(before);
  });

  it('refuses a request that changes nothing, has no reason or names an unknown city, in French', async () => {
    const m = await market();
    const { typeTransport } = await setup(m.courier.id);
    expectRefusal(await ask(m.courier.headers, { motif: 'Rien' }), 400, M.nothingAsked);
    expectRefusal(
      await ask(m.courier.headers, { typeTransport, villeId: m.ville.id, motif: 'Pareil' }),
      400,
      M.nothingNew,
    );
    expectRefusal(
      await ask(m.courier.headers, { typeTransport: 'MOTO', villeId: 999_999, motif: 'x' }),
      400,
      M.villeInvalid,
    );
    expectRefusal(
      await ask(m.courier.headers, { typeTransport: 'AVION', motif: 'x' }),
      400,
      M.transportInvalid,
    );
    expectRefusal(
      await ask(m.courier.headers, { typeTransport: 'MOTO', motif: '   ' }),
      400,
      M.motifRequired,
    );
    expectRefusal(
      await ask(m.courier.headers, { typeTransport: 'MOTO', motif: 'x'.repeat(301) }),
      400,
      MSG.textTooLong(300),
    );
    expect(await mine(m.courier.headers)).toEqual([]);
  });

  it('is the courier’s only: a client, a business or an admin is refused, and nobody without a session', async () => {
    const m = await market();
    for (const who of [m.client, m.owner, m.admin]) {
      expect((await ask(who.headers, { typeTransport: 'MOTO', motif: 'x' })).statusCode).toBe(403);
    }
    expect((await ask({}, { typeTransport: 'MOTO', motif: 'x' })).statusCode).toBe(401);
    for (const who of [m.client, m.courier, m.owner]) {
      expect((await flow.get('/api/admin/livreurs/demandes-changement', who.headers)).statusCode).toBe(403);
    }
  });

  it('keeps one pending request: a second is a 409, also when 12 arrive at once on two API processes', async () => {
    const m = await market();
    const other = await marketplace(t.app, t.database.db);
    const sibling = await buildSibling(t);
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          ask(m.courier.headers, { villeId: other.ville.id, motif: `Demande ${i}` }, i % 2 ? sibling : t.app),
        ),
      );
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, ...Array<number>(11).fill(409)]);
      for (const r of answers.filter((a) => a.statusCode === 409)) {
        expect(r.json()).toEqual({ message: M.alreadyPending });
      }
      expect(await mine(m.courier.headers)).toHaveLength(1);
    } finally {
      await sibling.close();
    }
  });
});

describe('PUT /api/admin/livreurs/demandes-changement/{id}', () => {
  it('approves: his city and vehicle change, his available missions are his new city’s, he is told', async () => {
    const m = await market();
    const other = await market();
    const here = await flow.waiting(m);
    const there = await flow.waiting(other);
    const available = async () =>
      (await flow.missions('missions-disponibles', m.courier.headers)).list.map((x: Mission) => x.id);
    expect(await available()).toContain(here);
    expect(await available()).not.toContain(there);

    const { typeTransport } = await setup(m.courier.id);
    const next = typeTransport === 'SCOOTER' ? 'VELO' : 'SCOOTER';
    const asked = (
      await ask(m.courier.headers, { typeTransport: next, villeId: other.ville.id, motif: 'Nouveau travail' })
    ).json<ChangeRequest>();
    const res = await decide(m.admin.headers, asked.id, { decision: 'APPROUVEE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminChangeRequest>()).toMatchObject({
      statut: 'APPROUVEE',
      decideeAt: expect.any(String) as string,
    });
    expect(await setup(m.courier.id)).toEqual({ typeTransport: next, villeId: other.ville.id });
    expect(await available()).toContain(there);
    expect(await available()).not.toContain(here);
    expect(await notificationsOf(t, m.courier.id)).toEqual(
      expect.arrayContaining([{ corps: M.approvedNotice, commandeId: null }]),
    );
    expect(await journalRows(t, String(m.courier.id))).toEqual([
      expect.objectContaining({ adminId: m.admin.id, type: 'livreur.changement' }),
    ]);
    expect((await pending(m)).map((r) => r.id)).not.toContain(asked.id);
    // Decided once: a second decision is a 409, and he may ask again.
    expectRefusal(
      await decide(m.admin.headers, asked.id, { decision: 'REFUSEE', motif: 'Non' }),
      409,
      M.alreadyDecided,
    );
    expect((await ask(m.courier.headers, { villeId: m.ville.id, motif: 'Retour' })).statusCode).toBe(201);
  });

  it('refuses with a reason he reads, and nothing changes', async () => {
    const m = await market();
    const before = await setup(m.courier.id);
    const asked = (
      await ask(m.courier.headers, {
        typeTransport: before.typeTransport === 'MOTO' ? 'VELO' : 'MOTO',
        motif: 'Panne',
      })
    ).json<ChangeRequest>();
    expectRefusal(await decide(m.admin.headers, asked.id, { decision: 'REFUSEE' }), 400, M.refusalNeedsMotif);
    expectRefusal(await decide(m.admin.headers, asked.id, { decision: 'PEUT-ETRE' }), 400, M.decisionInvalid);
    const res = await decide(m.admin.headers, asked.id, {
      decision: 'REFUSEE',
      motif: 'Carte grise manquante',
    });
    expect(res.json<AdminChangeRequest>()).toMatchObject({
      statut: 'REFUSEE',
      motifRefus: 'Carte grise manquante',
    });
    expect(await setup(m.courier.id)).toEqual(before);
    expect(await notificationsOf(t, m.courier.id)).toEqual(
      expect.arrayContaining([{ corps: M.refusedNotice('Carte grise manquante'), commandeId: null }]),
    );
    expect((await mine(m.courier.headers))[0]).toMatchObject({
      statut: 'REFUSEE',
      motifRefus: 'Carte grise manquante',
    });
  });

  it('decides once when an approval and a refusal arrive at the same moment on two processes', async () => {
    const m = await market();
    const other = await marketplace(t.app, t.database.db);
    const sibling = await buildSibling(t);
    try {
      const asked = (
        await ask(m.courier.headers, { villeId: other.ville.id, motif: 'x' })
      ).json<ChangeRequest>();
      const answers = await Promise.all([
        decide(m.admin.headers, asked.id, { decision: 'APPROUVEE' }),
        decide(m.admin.headers, asked.id, { decision: 'REFUSEE', motif: 'Non' }, sibling),
        decide(m.admin.headers, asked.id, { decision: 'APPROUVEE' }, sibling),
        decide(m.admin.headers, asked.id, { decision: 'REFUSEE', motif: 'Non' }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const won = answers.find((r) => r.statusCode === 200)!.json<AdminChangeRequest>();
      const { villeId } = await setup(m.courier.id);
      expect(villeId).toBe(won.statut === 'APPROUVEE' ? other.ville.id : m.ville.id);
      expect(await notificationsOf(t, m.courier.id)).toHaveLength(1);
    } finally {
      await sibling.close();
    }
  });

  it('answers 404 for an unknown request and 403 to a courier deciding his own', async () => {
    const m = await market();
    expectRefusal(await decide(m.admin.headers, 999_999, { decision: 'APPROUVEE' }), 404, M.notFound);
    const asked = (await ask(m.courier.headers, { typeTransport: 'VELO', motif: 'x' })).json<ChangeRequest>();
    expect((await decide(m.courier.headers, asked.id, { decision: 'APPROUVEE' })).statusCode).toBe(403);
    expect((await mine(m.courier.headers))[0]?.statut).toBe('EN_ATTENTE');
  });
});
