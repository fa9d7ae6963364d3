import { beforeAll, describe, expect, it } from 'vitest';
import {
  INCIDENT_MSG,
  MAX_PROBLEMS_PER_ORDER,
  PROBLEM_TYPES,
  type ProblemType,
} from '@comoe/shared/commandes/incidents';
import { MSG } from '@comoe/shared/messages';
import { problemClientNotice, RESCUE_MSG } from '@comoe/shared/commandes/rescue';
import { formatPhone } from '@comoe/shared/phone';
import { expectRefusal } from './helpers/app.ts';
import type { Headers } from './helpers/courier-flow.ts';
import { notificationsOf, orderIn, orderState } from './helpers/desk.ts';
import { missionSuite, type MissionSuite } from './helpers/mission-suite.ts';

// Issue 22 §3: after pickup the courier reports a problem. The order stays on its way, the report
// is kept in its history, its client and business are told, the desk flags it. Only his, only on
// his way, the same report not twice within minutes, whatever the requests at once.
const suite = missionSuite();
let t: MissionSuite['t'];
let sibling: MissionSuite['sibling'];
let flow: MissionSuite['flow'];
let m: MissionSuite['m'];

beforeAll(() => void ({ t, sibling, flow, m } = suite.get()));

const report = (id: string, headers: Headers, payload: unknown, app = t.app) =>
  app.inject({
    method: 'POST',
    url: `/api/livreurs/missions/${id}/probleme`,
    headers,
    payload: payload as never,
  });

const incidents = (id: string) =>
  t.database.db
    .selectFrom('incidentsLivraison')
    .select(['type', 'note', 'livreurId'])
    .where('commandeId', '=', id)
    .orderBy('id')
    .execute();

const problemMoves = (id: string) =>
  t.database.db
    .selectFrom('transitionsCommande')
    .select(['deStatut', 'versStatut', 'acteurId', 'acteurRole', 'motif'])
    .where('commandeId', '=', id)
    .where('deStatut', '=', 'EN_LIVRAISON')
    .where('versStatut', '=', 'EN_LIVRAISON')
    .execute();

const toldOf = async (userId: number, id: string) =>
  (await notificationsOf(t, userId)).filter((n) => n.commandeId === id).map((n) => n.corps);

describe('POST /api/livreurs/missions/:id/probleme', () => {
  it.each(PROBLEM_TYPES)(
    'records %s on the way, in the history, told to the client and the business',
    async (type) => {
      const id = await flow.pickedUp(m);
      const note = type === 'AUTRE' ? 'Portail fermé, gardien absent' : null;
      const res = await report(id, m.courier.headers, { type, ...(note ? { note } : {}) });
      expect(res.statusCode).toBe(200);
      const body = res.json<{
        statut: string;
        probleme: { type: ProblemType; note: string | null; signaleA: string };
      }>();
      expect(body).toMatchObject({ statut: 'EN_LIVRAISON', probleme: { type, note } });
      expect(Number.isNaN(Date.parse(body.probleme.signaleA))).toBe(false);
      expect(await orderState(t, id)).toMatchObject({ statut: 'EN_LIVRAISON', livreurId: m.courier.id });
      expect(await incidents(id)).toEqual([{ type, note, livreurId: m.courier.id }]);
      expect(await problemMoves(id)).toEqual([
        {
          deStatut: 'EN_LIVRAISON',
          versStatut: 'EN_LIVRAISON',
          acteurId: m.courier.id,
          acteurRole: 'LIVREUR',
          motif: INCIDENT_MSG.problemHistory(type, note),
        },
      ]);
      expect((await toldOf(m.client.id, id)).at(-1)).toBe(
        problemClientNotice(type, formatPhone(m.courier.telephone)),
      );
      expect((await toldOf(m.owner.id, id)).at(-1)).toBe(INCIDENT_MSG.problemBusiness(type, note));
      expect(await toldOf(m.courier.id, id)).toEqual([]);
      // He can still deliver it.
      expect((await flow.deliver(id, (await flow.codes(id)).codeClient, m.courier.headers)).statusCode).toBe(
        200,
      );
    },
  );

  it("asks the absent client to call the courier, and shows the courier's phone on his order", async () => {
    const id = await flow.pickedUp(m);
    expect((await report(id, m.courier.headers, { type: 'CLIENT_ABSENT' })).statusCode).toBe(200);
    const told = (await toldOf(m.client.id, id)).at(-1);
    expect(told).toBe(
      `Le livreur ne vous trouve pas. Appelez-le : ${formatPhone(m.courier.telephone)} ${RESCUE_MSG.courierWaits}`,
    );
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/commandes/${id}`,
      headers: m.client.headers,
    });
    expect(seen.json()).toMatchObject({
      statut: 'EN_LIVRAISON',
      livreurTelephone: m.courier.telephone,
      probleme: { type: 'CLIENT_ABSENT', note: null },
    });
    // His card keeps showing what he reported.
    const mine = (await flow.missions('mes-missions', m.courier.headers)).list.find((x) => x.id === id);
    expect(mine).toMatchObject({ probleme: { type: 'CLIENT_ABSENT', note: null } });
    // Once delivered the client no longer needs the notice; the business keeps it.
    expect((await flow.deliver(id, (await flow.codes(id)).codeClient, m.courier.headers)).statusCode).toBe(
      200,
    );
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/commandes/${id}`,
      headers: m.client.headers,
    });
    expect(after.json()).toMatchObject({ statut: 'LIVREE', probleme: null });
    const business = await t.app.inject({
      method: 'GET',
      url: `/api/entreprises/${m.entreprise.id}/orders/${id}`,
      headers: m.owner.headers,
    });
    expect(business.json()).toMatchObject({ probleme: { type: 'CLIENT_ABSENT' } });
  });

  it('flags the order on the desk while it is on its way', async () => {
    const id = await flow.pickedUp(m);
    const listed = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/commandes/suivi?groupe=ATTENTION&size=100',
        headers: m.admin.headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ content: { id: string; attention: string[] }[] }>().content.find((o) => o.id === id);
    };
    expect(await listed()).toBeUndefined();
    expect(
      (await report(id, m.courier.headers, { type: 'ADRESSE_INTROUVABLE', note: 'Rue sans nom' })).statusCode,
    ).toBe(200);
    expect((await listed())?.attention).toEqual(['PROBLEME_SIGNALE']);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/commandes/${id}`,
      headers: m.admin.headers,
    });
    expect(detail.json()).toMatchObject({
      attention: ['PROBLEME_SIGNALE'],
      probleme: { type: 'ADRESSE_INTROUVABLE', note: 'Rue sans nom' },
    });
    expect(detail.json<{ historique: { motif: string | null }[] }>().historique.at(-1)?.motif).toBe(
      INCIDENT_MSG.problemHistory('ADRESSE_INTROUVABLE', 'Rue sans nom'),
    );
    expect((await flow.deliver(id, (await flow.codes(id)).codeClient, m.courier.headers)).statusCode).toBe(
      200,
    );
    expect(await listed()).toBeUndefined();
  });

  it.each(['ACCEPTEE', 'PRETE'] as const)(
    'refuses before pickup (%s), pointing to the release',
    async (statut) => {
      const id = await orderIn(t, m, statut, m.courier.id);
      expectRefusal(
        await report(id, m.courier.headers, { type: 'CLIENT_ABSENT' }),
        409,
        INCIDENT_MSG.problemBeforePickup,
      );
      expect(await incidents(id)).toEqual([]);
    },
  );

  it.each(['LIVREE', 'ANNULEE'] as const)('refuses a finished order (%s)', async (statut) => {
    const id = await orderIn(t, m, statut, m.courier.id);
    expectRefusal(
      await report(id, m.courier.headers, { type: 'CLIENT_ABSENT' }),
      409,
      MSG.orderTransitionRefused(statut),
    );
  });

  it("answers another courier's order like a missing one, and lets in couriers only", async () => {
    const id = await flow.pickedUp(m);
    const other = await flow.newCourier(m);
    expectRefusal(await report(id, other.headers, { type: 'CLIENT_ABSENT' }), 404, MSG.orderNotFound);
    for (const who of [m.client, m.owner, m.admin]) {
      expectRefusal(await report(id, who.headers, { type: 'CLIENT_ABSENT' }), 403, MSG.forbidden);
    }
    expect(await incidents(id)).toEqual([]);
  });

  it.each([
    [{}, INCIDENT_MSG.typeRequired],
    [{ type: 'PLUIE' }, INCIDENT_MSG.typeRequired],
    [{ type: 'AUTRE' }, INCIDENT_MSG.noteRequired],
    [{ type: 'AUTRE', note: '  ' }, INCIDENT_MSG.noteRequired],
    [{ type: 'CLIENT_ABSENT', note: 'x'.repeat(301) }, INCIDENT_MSG.noteTooLong],
    [{ type: 'CLIENT_ABSENT', note: 'a\u0007b' }, INCIDENT_MSG.textControlChars],
  ])('refuses bad input %j in French', async (payload, message) => {
    const id = await flow.pickedUp(m);
    expectRefusal(await report(id, m.courier.headers, payload), 400, message);
    expect(await incidents(id)).toEqual([]);
  });
});

describe('the limits on reports', () => {
  it('refuses the same problem again within minutes, but not another one, nor the same later', async () => {
    const id = await flow.pickedUp(m);
    expect((await report(id, m.courier.headers, { type: 'CLIENT_ABSENT' })).statusCode).toBe(200);
    expectRefusal(
      await report(id, m.courier.headers, { type: 'CLIENT_ABSENT' }),
      409,
      INCIDENT_MSG.problemRepeated,
    );
    expect((await report(id, m.courier.headers, { type: 'ADRESSE_INTROUVABLE' })).statusCode).toBe(200);
    // Six minutes later the same problem may be reported again.
    await t.database.db
      .updateTable('incidentsLivraison')
      .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
      .where('commandeId', '=', id)
      .execute();
    expect((await report(id, m.courier.headers, { type: 'CLIENT_ABSENT' })).statusCode).toBe(200);
    expect((await incidents(id)).map((i) => i.type)).toEqual([
      'CLIENT_ABSENT',
      'ADRESSE_INTROUVABLE',
      'CLIENT_ABSENT',
    ]);
  });

  it(`keeps ${MAX_PROBLEMS_PER_ORDER} reports per order at most`, async () => {
    const id = await flow.pickedUp(m);
    for (let i = 0; i < MAX_PROBLEMS_PER_ORDER; i++) {
      expect((await report(id, m.courier.headers, { type: 'AUTRE', note: `Essai ${i}` })).statusCode).toBe(
        200,
      );
      await t.database.db
        .updateTable('incidentsLivraison')
        .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
        .where('commandeId', '=', id)
        .execute();
    }
    expectRefusal(
      await report(id, m.courier.headers, { type: 'CLIENT_ABSENT' }),
      409,
      INCIDENT_MSG.tooManyProblems,
    );
    expect(await incidents(id)).toHaveLength(MAX_PROBLEMS_PER_ORDER);
  });

  it('lets one of 20 simultaneous identical reports on two instances through, told once', async () => {
    const id = await flow.pickedUp(m);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        report(id, m.courier.headers, { type: 'CLIENT_ABSENT' }, i % 2 ? sibling : t.app),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expectRefusal(a, 409, INCIDENT_MSG.problemRepeated);
    }
    expect(await incidents(id)).toHaveLength(1);
    expect(await problemMoves(id)).toHaveLength(1);
    const told = await toldOf(m.client.id, id);
    expect(told.filter((c) => c.startsWith('Le livreur ne vous trouve pas'))).toHaveLength(1);
  });

  it('keeps a report racing the delivery consistent', async () => {
    const id = await flow.pickedUp(m);
    const { codeClient } = await flow.codes(id);
    const [r, d] = await Promise.all([
      report(id, m.courier.headers, { type: 'COLIS_ENDOMMAGE' }, sibling),
      flow.deliver(id, codeClient, m.courier.headers),
    ]);
    expect(d.statusCode).toBe(200);
    expect((await orderState(t, id)).statut).toBe('LIVREE');
    // Either it came first (kept), or after (refused, nothing kept).
    if (r.statusCode === 200) expect(await incidents(id)).toHaveLength(1);
    else {
      expect(r.statusCode).toBe(409);
      expect(await incidents(id)).toEqual([]);
    }
  });
});
