import { MSG } from '@comoe/shared/messages';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { Handover } from './handover';
import { createOutbox, type OutboxDeps } from './outbox';
import { indexedDbOutboxStore } from './outbox-store';

/**
 * A server as the API answers handovers (apps/api livreurs replays.ts): a key is applied once,
 * every copy gets the first answer; a wrong code is answered 400 and that answer is kept too.
 */
class FakeServer {
  applied: string[] = [];
  sentKeys: string[] = [];
  answers = new Map<string, ApiError | 'ok'>();
  codes: Record<string, string> = { A: '1111', B: '2222' };
  statut: Record<string, 'PRETE' | 'EN_LIVRAISON' | 'LIVREE'> = { A: 'PRETE', B: 'PRETE' };
  /** The next sends never reach the server, or reach it and lose the answer on the way back. */
  down = false;
  loseNextAnswer = false;
  busyOnce = false;

  send = (h: Handover): Promise<unknown> => {
    this.sentKeys.push(h.key);
    if (this.down) return Promise.reject(new ApiError(0, MSG.networkError));
    if (this.busyOnce) {
      this.busyOnce = false;
      return Promise.reject(new ApiError(409, MSG.idempotencyInProgress, { retryAfterSeconds: 2 }));
    }
    let answer = this.answers.get(h.key);
    if (!answer) {
      answer = this.apply(h);
      this.answers.set(h.key, answer);
    }
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      return Promise.reject(new ApiError(0, MSG.networkError));
    }
    return answer === 'ok' ? Promise.resolve({ statut: this.statut[h.missionId] }) : Promise.reject(answer);
  };

  private apply(h: Handover): ApiError | 'ok' {
    const from = h.kind === 'pickup' ? 'PRETE' : 'EN_LIVRAISON';
    if (this.statut[h.missionId] !== from) {
      return new ApiError(409, MSG.orderTransitionRefused(this.statut[h.missionId] ?? '?'));
    }
    if (h.code !== this.codes[h.missionId])
      return new ApiError(400, `${MSG.codeInvalid} Il vous reste 4 essai(s).`);
    this.statut[h.missionId] = h.kind === 'pickup' ? 'EN_LIVRAISON' : 'LIVREE';
    this.applied.push(`${h.missionId}:${h.kind}`);
    return 'ok';
  }
}

let server: FakeServer;
let online: boolean;
let timers: { run: () => void; ms: number }[];
let clock: number;

function outbox(overrides: Partial<OutboxDeps> = {}) {
  return createOutbox({
    store: indexedDbOutboxStore(),
    send: server.send,
    userId: () => 3,
    isOnline: () => online,
    now: () => (clock += 1),
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
    ...overrides,
  });
}

const photo = { bytes: new Uint8Array([1, 2, 3]).buffer, type: 'image/webp', name: 'preuve.webp' };
const pickup = (missionId: string, code: string) =>
  ({ missionId, kind: 'pickup', code, photo: null }) as const;
const delivery = (missionId: string, code: string) => ({ missionId, kind: 'delivery', code, photo }) as const;

beforeEach(() => {
  // A fresh IndexedDB for each test, as on a new phone.
  globalThis.indexedDB = new IDBFactory();
  server = new FakeServer();
  online = true;
  timers = [];
  clock = 1_000;
});

describe('the courier outbox', () => {
  it('keeps actions made offline on the phone, each with its own key, and sends nothing', async () => {
    online = false;
    const box = outbox();
    await expect(box.submit(pickup('A', '1111'))).resolves.toMatchObject({ kind: 'queued' });
    await expect(box.submit(delivery('A', '9999'))).resolves.toMatchObject({ kind: 'queued' });
    expect(server.sentKeys).toEqual([]);

    // Another tab, or the app opened again tomorrow: the actions are still there.
    const reopened = outbox();
    const kept = await reopened.reload();
    expect(kept.map((h) => [h.missionId, h.kind])).toEqual([
      ['A', 'pickup'],
      ['A', 'delivery'],
    ]);
    expect(new Set(kept.map((h) => h.key)).size).toBe(2);
    expect(kept[1]?.photo?.type).toBe('image/webp');
    expect(new Uint8Array(kept[1]!.photo!.bytes)).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('sends them in the order they were made when the network returns', async () => {
    online = false;
    server.codes.A = '1111';
    const box = outbox();
    await box.submit(pickup('A', '1111'));
    await box.submit(pickup('B', '2222'));
    await box.submit(delivery('A', '1111'));
    online = true;
    const sent: string[] = [];
    const synced = outbox({ onSent: (h, awaited) => sent.push(`${h.missionId}:${h.kind}:${awaited}`) });
    await synced.flush();
    expect(server.applied).toEqual(['A:pickup', 'B:pickup', 'A:delivery']);
    expect(sent).toEqual(['A:pickup:false', 'B:pickup:false', 'A:delivery:false']);
    expect(synced.snapshot()).toEqual([]);
  });

  it('applies an action once even when its answer was lost: the same key is sent again', async () => {
    const box = outbox();
    server.loseNextAnswer = true;
    await expect(box.submit(pickup('A', '1111'))).resolves.toMatchObject({ kind: 'queued' });
    expect(server.applied).toEqual(['A:pickup']);
    expect(box.snapshot()).toHaveLength(1);

    // The retry comes by itself (backoff), with the same key; the replayed answer counts as sent.
    expect(timers).toHaveLength(1);
    timers[0]!.run();
    await box.flush();
    expect(server.sentKeys).toHaveLength(2);
    expect(server.sentKeys[0]).toBe(server.sentKeys[1]);
    expect(server.applied).toEqual(['A:pickup']);
    expect(box.snapshot()).toEqual([]);
  });

  it('waits as long as the server asks while the same key is being applied', async () => {
    const box = outbox();
    server.busyOnce = true;
    await expect(box.submit(pickup('A', '1111'))).resolves.toMatchObject({ kind: 'queued' });
    expect(timers.map((t) => t.ms)).toEqual([2_000]);
    timers[0]!.run();
    await box.flush();
    expect(server.applied).toEqual(['A:pickup']);
    expect(new Set(server.sentKeys).size).toBe(1);
  });

  it('answers at once when online: sent, or refused with the server message', async () => {
    const onSent = vi.fn();
    const box = outbox({ onSent });
    await expect(box.submit(pickup('A', '0000'))).resolves.toMatchObject({
      kind: 'refused',
      message: `${MSG.codeInvalid} Il vous reste 4 essai(s).`,
    });
    await expect(box.submit(pickup('A', '1111'))).resolves.toMatchObject({ kind: 'sent' });
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ kind: 'pickup' }), true);
    expect(box.snapshot()).toEqual([]);
  });

  it('keeps a code found wrong at sync time with its message, holds the delivery, and takes a new key for the new try', async () => {
    online = false;
    const box = outbox();
    await box.submit(pickup('A', '0000'));
    await box.submit(delivery('A', '1111'));
    online = true;
    const onRefused = vi.fn();
    const synced = outbox({ onRefused });
    await synced.flush();

    const [refused, held] = synced.snapshot();
    expect(refused).toMatchObject({
      kind: 'pickup',
      refusal: `${MSG.codeInvalid} Il vous reste 4 essai(s).`,
    });
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ key: refused!.key }), false);
    // The delivery was not sent before its pickup: it would have been refused and its key spent.
    expect(held).toMatchObject({ kind: 'delivery', refusal: null });
    expect(server.sentKeys).toEqual([refused!.key]);

    // The courier types the right code: a new key, the refused action is replaced, the delivery follows.
    await expect(synced.submit(pickup('A', '1111'))).resolves.toMatchObject({ kind: 'sent' });
    await synced.flush();
    expect(server.applied).toEqual(['A:pickup', 'A:delivery']);
    expect(new Set(server.sentKeys).size).toBe(3);
    expect(synced.snapshot()).toEqual([]);
  });

  it('does not make twice an action already waiting', async () => {
    online = false;
    const box = outbox();
    const first = await box.submit(pickup('A', '1111'));
    const second = await box.submit(pickup('A', '1111'));
    expect(second.key).toBe(first.key);
    expect(box.snapshot()).toHaveLength(1);
  });

  it('stops at a network failure and keeps the rest for later', async () => {
    online = false;
    const box = outbox();
    await box.submit(pickup('A', '1111'));
    await box.submit(pickup('B', '2222'));
    online = true;
    server.down = true;
    await box.flush();
    expect(server.sentKeys).toHaveLength(1);
    expect(box.snapshot()).toHaveLength(2);
    server.down = false;
    timers[0]!.run();
    await box.flush();
    expect(server.applied).toEqual(['A:pickup', 'B:pickup']);
  });

  it("shows and sends only the signed-in courier's actions", async () => {
    online = false;
    await outbox({ userId: () => 9 }).submit(pickup('A', '1111'));
    online = true;
    const mine = outbox();
    await mine.flush();
    expect(mine.snapshot()).toEqual([]);
    expect(server.sentKeys).toEqual([]);
    const theirs = outbox({ userId: () => 9 });
    await theirs.flush();
    expect(server.applied).toEqual(['A:pickup']);
  });
});
