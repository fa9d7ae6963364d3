import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { AVIS_MSG, type AvisEntreprise, type AvisPage } from '@comoe/shared/schemas/avis-entreprise';
import type { NotificationsPage } from '@comoe/shared/schemas/notifications';
import { appWith, expectRefusal, type Headers, type TestApp } from './helpers/app.ts';
import { marketWithRival, UNKNOWN_ID } from './helpers/business.ts';
import { marketOrder, insertOrder } from './helpers/orders.ts';

// Issue 21 §4: the owner lists his reviews and answers each once; clients read the answer.
let t: TestApp;
let m: Awaited<ReturnType<typeof marketWithRival>>;

beforeAll(async () => ({ t, w: m } = await appWith(marketWithRival)));
afterAll(() => t.close());

/** A delivered order of `entrepriseId` rated `note`, written at `createdAt`. */
async function review(o: {
  note: number;
  commentaire?: string | null;
  createdAt: string;
  entrepriseId?: number;
}): Promise<number> {
  const entrepriseId = o.entrepriseId ?? m.entreprise.id;
  const commandeId = await insertOrder(t.database.db, {
    ...marketOrder(m),
    entrepriseId,
    statut: 'LIVREE',
  });
  const row = await t.database.db
    .insertInto('avis')
    .values({
      commandeId,
      clientId: m.client.id,
      entrepriseId,
      livreurId: null,
      note: o.note,
      noteLivreur: null,
      commentaire: o.commentaire ?? null,
      createdAt: new Date(o.createdAt),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const list = (id: number, query = '', headers: Headers = m.owner.headers) =>
  t.app.inject({ method: 'GET', url: `/api/entreprises/${id}/avis${query}`, headers });
const publicList = (id: number, headers: Headers = m.client.headers) =>
  t.app.inject({ method: 'GET', url: `/api/entreprises/${id}/avis/publics`, headers });
/** The client's notices about replies to his reviews. */
async function replyNotices(): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/notifications?size=50',
    headers: m.client.headers,
  });
  return res
    .json<NotificationsPage>()
    .content.filter((n) => n.titre === AVIS_MSG.reponseNoticeTitle)
    .map((n) => n.corps);
}

const reply = (
  avisId: number | string,
  texte: unknown,
  headers: Headers = m.owner.headers,
  id = m.entreprise.id,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/entreprises/${id}/avis/${avisId}/reponse`,
    headers,
    payload: { texte } as object,
  });

let old: number;
let recent: number;
let silent: number;

beforeAll(async () => {
  old = await review({ note: 3, commentaire: 'Un peu froid.', createdAt: '2026-10-01T12:00:00Z' });
  silent = await review({ note: 5, createdAt: '2026-10-05T12:00:00Z' });
  recent = await review({ note: 4, commentaire: 'Très bon garba !', createdAt: '2026-11-20T12:00:00Z' });
});

describe('GET /api/entreprises/:id/avis', () => {
  it("lists the owner's reviews newest first, with the client's first name and no reply yet", async () => {
    const res = await list(m.entreprise.id);
    expect(res.statusCode).toBe(200);
    const page = res.json<AvisPage>();
    expect(page.totalElements).toBe(3);
    expect(page.content.map((a) => a.id)).toEqual([recent, silent, old]);
    expect(page.content[0]).toEqual({
      id: recent,
      clientPrenom: 'Aya',
      note: 4,
      commentaire: 'Très bon garba !',
      createdAt: '2026-11-20T12:00:00.000Z',
      reponse: null,
      reponseAt: null,
    });
  });

  it('pages the list (page from 0) and refuses a bad size in French', async () => {
    const second = (await list(m.entreprise.id, '?page=1&size=2')).json<AvisPage>();
    expect(second).toMatchObject({ totalElements: 3, content: [{ id: old }] });
    const bad = await list(m.entreprise.id, '?size=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/taille de page/);
  });

  it('keeps another business, a client and a courier out, and lets an administrator read', async () => {
    for (const headers of [m.rival.headers, m.client.headers, m.courier.headers]) {
      expectRefusal(await list(m.entreprise.id, '', headers), 403, MSG.forbidden);
    }
    expect((await list(m.entreprise.id, '', m.admin.headers)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/entreprises/${m.entreprise.id}/avis` })).statusCode,
    ).toBe(401);
    expectRefusal(await list(UNKNOWN_ID), 404, MSG.entrepriseNotFound);
  });
});

describe('POST /api/entreprises/:id/avis/:avisId/reponse', () => {
  it('publishes the reply once; the client reads it on the business page; a second reply is 409', async () => {
    const res = await reply(old, '  Merci, nous avons changé de réchaud.  ');
    expect(res.statusCode).toBe(200);
    const saved = res.json<AvisEntreprise>();
    expect(saved).toMatchObject({ id: old, reponse: 'Merci, nous avons changé de réchaud.' });
    expect(Date.parse(saved.reponseAt ?? '')).not.toBeNaN();

    const again = await reply(old, 'Encore merci');
    expectRefusal(again, 409, AVIS_MSG.dejaRepondu);
    // The client hears of the reply once, with the business's name and its words.
    expect(await replyNotices()).toEqual([
      'Maquis de test a répondu à votre avis : « Merci, nous avons changé de réchaud. »',
    ]);

    const seen = (await publicList(m.entreprise.id)).json<AvisPage>();
    // Clients see what was written: the silent rating stays out.
    expect(seen.content.map((a) => a.id)).toEqual([recent, old]);
    expect(seen.content[1]).toMatchObject({ reponse: 'Merci, nous avons changé de réchaud.' });
    expect((await list(m.entreprise.id)).json<AvisPage>().content[2]?.reponse).toBe(
      'Merci, nous avons changé de réchaud.',
    );
  });

  it('lets exactly one of two simultaneous replies win', async () => {
    const id = await review({ note: 2, commentaire: 'Long.', createdAt: '2026-11-01T12:00:00Z' });
    const before = (await replyNotices()).length;
    const answers = await Promise.all([reply(id, 'Réponse A'), reply(id, 'Réponse B')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json<AvisEntreprise>().reponse;
    const notices = await replyNotices();
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]).toContain(`« ${winner} »`);
    const row = await t.database.db
      .selectFrom('avis')
      .select('reponse')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.reponse).toBe(winner);
  });

  it.each([
    ['one letter', 'A'],
    ['blank', '    '],
    ['over 500 characters', 'x'.repeat(501)],
    ['not text', 42],
  ])('refuses a reply that is %s with 400 in French', async (_what, texte) => {
    expectRefusal(await reply(recent, texte), 400, AVIS_MSG.reponseLength);
  });

  it("answers 404 for another business's review, and leaves it unanswered", async () => {
    const theirs = await review({
      note: 1,
      commentaire: 'Jamais livré',
      createdAt: '2026-11-02T12:00:00Z',
      entrepriseId: m.rival.id,
    });
    expectRefusal(await reply(theirs, 'Ce n’est pas nous'), 404, AVIS_MSG.avisNotFound);
    expectRefusal(await reply(UNKNOWN_ID, 'Merci beaucoup'), 404, AVIS_MSG.avisNotFound);
    const row = await t.database.db
      .selectFrom('avis')
      .select('reponse')
      .where('id', '=', theirs)
      .executeTakeFirst();
    expect(row?.reponse).toBeNull();
  });

  it('is for the owner only: 403 for a rival on this business, a client, a courier and an admin', async () => {
    expectRefusal(await reply(recent, 'Merci !', m.rival.headers), 403, MSG.forbidden);
    for (const headers of [m.client.headers, m.courier.headers, m.admin.headers]) {
      expect((await reply(recent, 'Merci !', headers)).statusCode).toBe(403);
    }
    const row = await t.database.db
      .selectFrom('avis')
      .select('reponse')
      .where('id', '=', recent)
      .executeTakeFirst();
    expect(row?.reponse).toBeNull();
  });
});

describe('GET /api/entreprises/:id/avis/publics', () => {
  it('is read by any signed-in user, 401 without a session, 404 for an unknown business', async () => {
    expect((await publicList(m.entreprise.id, m.courier.headers)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/entreprises/${m.entreprise.id}/avis/publics` }))
        .statusCode,
    ).toBe(401);
    expectRefusal(await publicList(UNKNOWN_ID), 404, MSG.entrepriseNotFound);
  });
});
