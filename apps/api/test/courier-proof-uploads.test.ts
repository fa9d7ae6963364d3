// @files s3: the proof photo is stored once per delivery attempt
import { beforeAll, describe, expect, it } from 'vitest';
import { COURIER_ALERT_MSG } from '@comoe/shared/courier-alerts';
import { MSG } from '@comoe/shared/messages';
import { PROOF_MSG } from '@comoe/shared/schemas/proof-uploads';
import type { Headers } from './helpers/courier-flow.ts';
import { multipart, pngBytes } from './helpers/factories.ts';
import { handoverSuite } from './helpers/handovers.ts';

// Issue 22 §2: the proof photo is uploaded once per delivery attempt and every code try names it;
// nobody else can use it; the same photo sent again (or at once) is stored once.
const s = handoverSuite();
let png: Buffer;
beforeAll(async () => {
  png = await pngBytes();
});

function upload(id: string, headers: Headers, bytes?: Buffer, type = 'image/png') {
  const body = multipart({}, { field: 'proofFile', name: 'preuve.png', type, bytes: bytes ?? png });
  return s.t.app.inject({
    method: 'POST',
    url: `/api/livreurs/missions/${id}/preuve`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** A delivery try naming the uploaded photo: no file in the request. */
function deliverWith(id: string, code: string, preuveId: string, headers: Headers, key?: string) {
  const body = multipart({ code, preuveId });
  return s.t.app.inject({
    method: 'POST',
    url: `/api/livreurs/marquer-livree/${id}`,
    headers: { ...headers, ...body.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body.payload,
  });
}

async function onTheWay(headers: Headers): Promise<string> {
  return s.h.flow.pickedUp(s.m, headers);
}

const wrongOf = (code: string) => (code === '0000' ? '1111' : '0000');

async function uploaded(id: string, headers: Headers): Promise<string> {
  const res = await upload(id, headers);
  expect(res.statusCode).toBe(200);
  return res.json<{ preuveId: string }>().preuveId;
}

describe('POST /api/livreurs/missions/:id/preuve', () => {
  it('stores the photo once: wrong code tries and a second upload reuse it, the delivery keeps it', async () => {
    const id = await onTheWay(s.c.headers);
    const { codeClient } = await s.h.flow.codes(id);
    const before = (await s.h.proofsStored());
    const preuveId = await uploaded(id, s.c.headers);
    expect((await s.h.proofsStored())).toBe(before + 1);

    for (let i = 0; i < 2; i++) {
      const wrong = await deliverWith(id, wrongOf(codeClient), preuveId, s.c.headers, s.h.newKey());
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<{ message: string }>().message).toContain(MSG.codeInvalid);
    }
    // The phone lost the answer and sends the same photo again: same id, no second file.
    expect(await uploaded(id, s.c.headers)).toBe(preuveId);
    expect((await s.h.proofsStored())).toBe(before + 1);

    const done = await deliverWith(id, codeClient, preuveId, s.c.headers, s.h.newKey());
    expect(done.json()).toEqual({ statut: 'LIVREE' });
    expect((await s.h.proofsStored())).toBe(before + 1);
    const row = await s.t.database.db
      .selectFrom('preuvesLivraison')
      .select('fichier')
      .where('id', '=', preuveId)
      .executeTakeFirstOrThrow();
    expect((await s.h.flow.codes(id)).preuveLivraisonUrl).toBe(`/api/files/private/proof/${row.fichier}`);
    // The kept proof is readable by the business, like one sent with the try.
    const proof = await s.h.flow.get(`/api/files/private/proof/${row.fichier}`, s.m.owner.headers);
    expect(proof.statusCode).toBe(200);
  });

  it('stores a new photo (another picture) as a new upload', async () => {
    const id = await onTheWay(s.c.headers);
    const first = await uploaded(id, s.c.headers);
    const sharp = (await import('sharp')).default;
    const other = await sharp({ create: { width: 9, height: 9, channels: 3, background: '#16a34a' } })
      .png()
      .toBuffer();
    const res = await upload(id, s.c.headers, other);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ preuveId: string }>().preuveId).not.toBe(first);
  });

  it('lets nobody else use the upload: another courier, another mission, a made-up id', async () => {
    const id = await onTheWay(s.c.headers);
    const preuveId = await uploaded(id, s.c.headers);
    const other = await s.h.flow.newCourier(s.m);
    const hisId = await onTheWay(other.headers);
    const { codeClient } = await s.h.flow.codes(hisId);

    // His own mission with my photo's id: refused before his code is spent.
    const stolen = await deliverWith(hisId, codeClient, preuveId, other.headers);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({ message: PROOF_MSG.uploadNotFound });
    expect(await s.h.flow.codes(hisId)).toMatchObject({ statut: 'EN_LIVRAISON', essaisCodeClient: 0 });
    // My mission, from his account: not his to deliver, its existence not told.
    const mine = await deliverWith(id, (await s.h.flow.codes(id)).codeClient, preuveId, other.headers);
    expect(mine.statusCode).toBe(404);
    // My id on another of my missions.
    const second = await onTheWay(s.c.headers);
    const crossed = await deliverWith(
      second,
      (await s.h.flow.codes(second)).codeClient,
      preuveId,
      s.c.headers,
    );
    expect(crossed.json()).toEqual({ message: PROOF_MSG.uploadNotFound });
    // Not an id at all.
    const junk = await deliverWith(
      second,
      (await s.h.flow.codes(second)).codeClient,
      'pas-un-id',
      s.c.headers,
    );
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toEqual({ message: PROOF_MSG.uploadNotFound });
    expect(await s.h.flow.codes(second)).toMatchObject({ statut: 'EN_LIVRAISON', essaisCodeClient: 0 });
  });

  it('is refused to another courier, a client, before pickup, and for a file that is not an image', async () => {
    const id = await onTheWay(s.c.headers);
    const other = await s.h.flow.newCourier(s.m);
    expect((await upload(id, other.headers)).statusCode).toBe(404);
    expect((await upload(id, s.m.client.headers)).statusCode).toBe(403);
    const ready = await s.h.ready(s.m, s.c.headers);
    expect((await upload(ready, s.c.headers)).statusCode).toBe(409);
    const before = (await s.h.proofsStored());
    const pdf = await upload(id, s.c.headers, Buffer.from('%PDF-1.4 pas une photo'), 'application/pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({ message: MSG.fileNotImage });
    expect((await s.h.proofsStored())).toBe(before);
    const fieldsOnly = multipart({ code: '1234' });
    const none = await s.t.app.inject({
      method: 'POST',
      url: `/api/livreurs/missions/${id}/preuve`,
      headers: { ...s.c.headers, ...fieldsOnly.headers },
      payload: fieldsOnly.payload,
    });
    expect(none.json()).toEqual({ message: MSG.proofRequired });
  });

  it('stores one file for the same photo sent 6 times at once, and one delivery of 6 tries at once', async () => {
    const id = await onTheWay(s.c.headers);
    const before = (await s.h.proofsStored());
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(id, s.c.headers)));
    const ids = new Set(
      answers.map((a) => (expect(a.statusCode).toBe(200), a.json<{ preuveId: string }>().preuveId)),
    );
    expect(ids.size).toBe(1);
    expect((await s.h.proofsStored())).toBe(before + 1);
    const [preuveId] = [...ids] as [string];

    const { codeClient } = await s.h.flow.codes(id);
    const wrongs = await Promise.all(
      Array.from({ length: 3 }, () =>
        deliverWith(id, wrongOf(codeClient), preuveId, s.c.headers, s.h.newKey()),
      ),
    );
    for (const w of wrongs) expect(w.statusCode).toBe(400);
    const tries = await Promise.all(
      Array.from({ length: 6 }, () => deliverWith(id, codeClient, preuveId, s.c.headers, s.h.newKey())),
    );
    expect(tries.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of tries.filter((x) => x.statusCode !== 200)) expect(r.statusCode).toBe(409);
    expect(await s.h.moves(id, 'LIVREE')).toBe(1);
    expect((await s.h.proofsStored())).toBe(before + 1);
  });

  it('still takes a photo sent with the try (queued by an older app)', async () => {
    const id = await onTheWay(s.c.headers);
    const { codeClient } = await s.h.flow.codes(id);
    expect((await s.h.deliver(id, codeClient, s.c.headers, s.h.newKey())).json()).toEqual({
      statut: 'LIVREE',
    });
  });
});

describe('a mission as the courier reads it', () => {
  it('carries the business phone, the owner’s when the business gave none', async () => {
    const id = await s.h.ready(s.m, s.c.headers);
    const available = await s.h.flow.waiting(s.m);
    const { list } = await s.h.flow.missions('mes-missions', s.c.headers);
    expect(list.find((m) => m.id === id)).toMatchObject({ entrepriseTelephone: '0102030405' });
    await s.t.database.db
      .updateTable('entreprises')
      .set({ telephone: null })
      .where('id', '=', s.m.entreprise.id)
      .execute();
    try {
      const again = await s.h.flow.missions('mes-missions', s.c.headers);
      expect(again.list.find((m) => m.id === id)).toMatchObject({ entrepriseTelephone: s.m.owner.telephone });
      const offered = await s.h.flow.missions('missions-disponibles', s.c.headers);
      expect(offered.list.find((m) => m.id === available)).toMatchObject({
        entrepriseTelephone: s.m.owner.telephone,
      });
    } finally {
      await s.t.database.db
        .updateTable('entreprises')
        .set({ telephone: '0102030405' })
        .where('id', '=', s.m.entreprise.id)
        .execute();
    }
  });

  it('shows the locked code until the business unlocks it, and tells the courier', async () => {
    const id = await onTheWay(s.c.headers);
    const { codeClient } = await s.h.flow.codes(id);
    const preuveId = await uploaded(id, s.c.headers);
    const card = async () =>
      (await s.h.flow.missions('mes-missions', s.c.headers)).list.find((m) => m.id === id);
    expect(await card()).toMatchObject({ codeBloque: false });
    for (let i = 0; i < 5; i++) await deliverWith(id, wrongOf(codeClient), preuveId, s.c.headers);
    expect((await deliverWith(id, codeClient, preuveId, s.c.headers)).json()).toEqual({
      message: MSG.codeLocked,
    });
    expect(await card()).toMatchObject({ codeBloque: true });

    const unlock = await s.t.app.inject({
      method: 'PUT',
      url: `/api/entreprises/${s.m.entreprise.id}/orders/${id}/debloquer-codes`,
      headers: s.m.owner.headers,
    });
    expect(unlock.statusCode).toBe(200);
    expect(await card()).toMatchObject({ codeBloque: false });
    const notices = await s.t.database.db
      .selectFrom('notifications')
      .select(['corps', 'commandeId'])
      .where('utilisateurId', '=', s.c.id)
      .execute();
    expect(notices).toContainEqual({ corps: COURIER_ALERT_MSG.codesUnlocked, commandeId: id });
    // The same photo, uploaded before the lock, still serves.
    expect((await deliverWith(id, codeClient, preuveId, s.c.headers)).json()).toEqual({ statut: 'LIVREE' });
  });
});
