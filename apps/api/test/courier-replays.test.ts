// @files s3: replayed deliveries carry their proof photo once
import { describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { buildSibling } from './helpers/app.ts';
import { handoverSuite } from './helpers/handovers.ts';

// Issue 8 "Offline": a pickup or a delivery done offline is sent by itself when the network
// returns, maybe twice; with its Idempotency-Key it is applied once, and every copy gets the
// first answer — also after a restart, also on another instance.
const s = handoverSuite();

describe('marquer-recuperee with an Idempotency-Key', () => {
  it('applies a key once and answers its copies the same, marked as replayed', async () => {
    const id = await s.h.ready(s.m, s.c.headers);
    const { codeEntreprise } = await s.h.flow.codes(id);
    const key = s.h.newKey();
    const first = await s.h.pickup(id, codeEntreprise, s.c.headers, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ statut: 'EN_LIVRAISON' });
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await s.h.pickup(id, codeEntreprise, s.c.headers, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ statut: 'EN_LIVRAISON' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await s.h.moves(id, 'EN_LIVRAISON')).toBe(1);
    // Without the key, the same request is a new one: refused, the order has moved on.
    const unkeyed = await s.h.pickup(id, codeEntreprise, s.c.headers);
    expect(unkeyed.statusCode).toBe(409);
  });

  it('answers a wrong code the same on every copy, counting one wrong try', async () => {
    const id = await s.h.ready(s.m, s.c.headers);
    const { codeEntreprise } = await s.h.flow.codes(id);
    const wrong = codeEntreprise === '0000' ? '1111' : '0000';
    const key = s.h.newKey();
    const first = await s.h.pickup(id, wrong, s.c.headers, key);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ message: `${MSG.codeInvalid} Il vous reste 4 essai(s).` });
    for (let i = 0; i < 3; i++) {
      const copy = await s.h.pickup(id, wrong, s.c.headers, key);
      expect(copy.statusCode).toBe(400);
      expect(copy.json()).toEqual(first.json());
      expect(copy.headers['idempotent-replayed']).toBe('true');
    }
    expect(await s.h.flow.codes(id)).toMatchObject({ statut: 'PRETE', essaisCodeEntreprise: 1 });
    // A new attempt is a new key.
    expect((await s.h.pickup(id, codeEntreprise, s.c.headers, s.h.newKey())).json()).toEqual({
      statut: 'EN_LIVRAISON',
    });
  });

  it('applies one of 12 copies sent at once; the others get its answer or are told it is running', async () => {
    const id = await s.h.ready(s.m, s.c.headers);
    const { codeEntreprise } = await s.h.flow.codes(id);
    const key = s.h.newKey();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => s.h.pickup(id, codeEntreprise, s.c.headers, key)),
    );
    for (const a of answers) {
      if (a.statusCode === 409) {
        expect(a.json()).toEqual({ message: MSG.idempotencyInProgress });
        expect(a.headers['retry-after']).toBe('2');
      } else {
        expect(a.statusCode).toBe(200);
        expect(a.json()).toEqual({ statut: 'EN_LIVRAISON' });
      }
    }
    expect(answers.filter((a) => a.statusCode === 200 && !a.headers['idempotent-replayed'])).toHaveLength(1);
    expect(await s.h.moves(id, 'EN_LIVRAISON')).toBe(1);
  });

  it('counts one wrong try for 6 copies of a wrong code sent at once', async () => {
    const id = await s.h.ready(s.m, s.c.headers);
    const { codeEntreprise } = await s.h.flow.codes(id);
    const wrong = codeEntreprise === '0000' ? '1111' : '0000';
    const key = s.h.newKey();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => s.h.pickup(id, wrong, s.c.headers, key)),
    );
    for (const a of answers) expect([400, 409]).toContain(a.statusCode);
    expect(answers.filter((a) => a.statusCode === 400)[0]!.json()).toEqual({
      message: `${MSG.codeInvalid} Il vous reste 4 essai(s).`,
    });
    expect(await s.h.flow.codes(id)).toMatchObject({ statut: 'PRETE', essaisCodeEntreprise: 1 });
  });

  it('answers the same after the app is built again on the same database, and on another instance', async () => {
    const id = await s.h.ready(s.m, s.c.headers);
    const { codeEntreprise } = await s.h.flow.codes(id);
    const key = s.h.newKey();
    const first = await s.h.pickup(id, codeEntreprise, s.c.headers, key);
    expect(first.statusCode).toBe(200);
    const restarted = await buildSibling(s.t);
    try {
      const again = await s.h.pickup(id, codeEntreprise, s.c.headers, key, restarted);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
    } finally {
      await restarted.close();
    }
    expect(await s.h.moves(id, 'EN_LIVRAISON')).toBe(1);
  });
});

describe('marquer-livree with an Idempotency-Key', () => {
  it('applies a key once: one transition, one proof stored, the same answer to every copy', async () => {
    const id = await s.h.flow.pickedUp(s.m, s.c.headers);
    const { codeClient } = await s.h.flow.codes(id);
    const key = s.h.newKey();
    const proofsBefore = (await s.h.proofsStored());
    const answers = await Promise.all([
      s.h.deliver(id, codeClient, s.c.headers, key),
      s.h.deliver(id, codeClient, s.c.headers, key),
    ]);
    answers.push(await s.h.deliver(id, codeClient, s.c.headers, key));
    for (const a of answers) {
      expect(a.statusCode === 200 || a.statusCode === 409, a.body).toBe(true);
      if (a.statusCode === 200) expect(a.json()).toEqual({ statut: 'LIVREE' });
    }
    expect(answers.at(-1)!.json()).toEqual({ statut: 'LIVREE' });
    expect(answers.at(-1)!.headers['idempotent-replayed']).toBe('true');
    expect(await s.h.moves(id, 'LIVREE')).toBe(1);
    expect((await s.h.proofsStored())).toBe(proofsBefore + 1);
  });

  it('replays a refusal too, after a restart', async () => {
    const id = await s.h.flow.pickedUp(s.m, s.c.headers);
    const key = s.h.newKey();
    const first = await s.h.deliver(id, 'faux', s.c.headers, key);
    expect(first.statusCode).toBe(400);
    const restarted = await buildSibling(s.t);
    try {
      const again = await s.h.deliver(id, (await s.h.flow.codes(id)).codeClient, s.c.headers, key, restarted);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(first.json());
    } finally {
      await restarted.close();
    }
    expect(await s.h.flow.codes(id)).toMatchObject({ statut: 'EN_LIVRAISON', essaisCodeClient: 1 });
  });
});
