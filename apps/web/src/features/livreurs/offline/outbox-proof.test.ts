import { MSG } from '@comoe/shared/messages';
import { PROOF_MSG } from '@comoe/shared/schemas/proof-uploads';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { Handover, ProofPhoto } from './handover';
import { createOutbox } from './outbox';
import { indexedDbOutboxStore } from './outbox-store';

// Issue 22 §2: the proof photo goes once per delivery attempt; every try of the code names it.
let online: boolean;
let uploads: string[];
let sent: Handover[];
let answers: Array<'ok' | 'wrong' | 'down' | 'unknown-proof'>;
let uploadDown: boolean;

function outbox() {
  return createOutbox({
    store: indexedDbOutboxStore(),
    userId: () => 3,
    isOnline: () => online,
    setTimer: () => () => undefined,
    uploadProof: (h) => {
      if (uploadDown) return Promise.reject(new ApiError(0, MSG.networkError));
      uploads.push(h.key);
      return Promise.resolve(`preuve-${uploads.length}`);
    },
    send: (h) => {
      sent.push(h);
      const answer = answers.shift() ?? 'ok';
      if (answer === 'down') return Promise.reject(new ApiError(0, MSG.networkError));
      if (answer === 'wrong') return Promise.reject(new ApiError(400, MSG.codeInvalid));
      if (answer === 'unknown-proof') return Promise.reject(new ApiError(400, PROOF_MSG.uploadNotFound));
      return Promise.resolve({ statut: 'LIVREE' });
    },
  });
}

const photoOf = (...bytes: number[]): ProofPhoto => ({
  bytes: new Uint8Array(bytes).buffer,
  type: 'image/webp',
  name: 'preuve.webp',
});
const delivery = (code: string, photo = photoOf(1, 2, 3)) =>
  ({ missionId: 'A', kind: 'delivery', code, photo }) as const;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  online = true;
  uploads = [];
  sent = [];
  answers = [];
  uploadDown = false;
});

describe('the proof photo in the outbox', () => {
  it('is uploaded once across wrong codes refused in the dialog, and named by its id each time', async () => {
    const box = outbox();
    answers = ['wrong', 'wrong', 'ok'];
    for (const code of ['0000', '1111']) {
      const outcome = await box.submit(delivery(code));
      expect(outcome.kind).toBe('refused');
      await box.dismiss(outcome.key); // as the dialog does
    }
    expect((await box.submit(delivery('2222'))).kind).toBe('sent');
    expect(uploads).toHaveLength(1);
    expect(sent.map((h) => h.proofId)).toEqual(['preuve-1', 'preuve-1', 'preuve-1']);
  });

  it('uploads a different photo again', async () => {
    const box = outbox();
    answers = ['wrong', 'ok'];
    await box.dismiss((await box.submit(delivery('0000'))).key);
    await box.submit(delivery('2222', photoOf(9, 9)));
    expect(uploads).toHaveLength(2);
    expect(sent.map((h) => h.proofId)).toEqual(['preuve-1', 'preuve-2']);
  });

  it('keeps the id on the phone when the send is lost: the retry sends the same key, no upload', async () => {
    const box = outbox();
    answers = ['down', 'ok'];
    expect((await box.submit(delivery('2222'))).kind).toBe('queued');
    const [kept] = await outbox().reload();
    expect(kept?.proofId).toBe('preuve-1');
    await box.flush();
    expect(uploads).toHaveLength(1);
    expect(sent.map((h) => h.key)).toEqual([kept?.key, kept?.key]);
    expect(await box.reload()).toEqual([]);
  });

  it('waits with the photo when the upload itself cannot reach the server, then sends it once', async () => {
    const box = outbox();
    uploadDown = true;
    expect((await box.submit(delivery('2222'))).kind).toBe('queued');
    expect(sent).toHaveLength(0);
    uploadDown = false;
    await box.flush();
    await box.flush();
    expect(uploads).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('carries the id of a try refused while syncing to the next try of the same photo', async () => {
    online = false;
    const box = outbox();
    await box.submit(delivery('0000'));
    online = true;
    answers = ['wrong', 'ok'];
    await box.flush();
    const [refused] = await outbox().reload();
    expect(refused).toMatchObject({ refusal: MSG.codeInvalid, proofId: 'preuve-1' });
    // Another tab (no memory of the upload) offers the kept photo again.
    const other = outbox();
    expect((await other.submit(delivery('2222'))).kind).toBe('sent');
    expect(uploads).toHaveLength(1);
    expect(sent.map((h) => h.proofId)).toEqual(['preuve-1', 'preuve-1']);
  });

  it('uploads the photo again when the server no longer knows its id', async () => {
    const box = outbox();
    answers = ['unknown-proof', 'ok'];
    await box.dismiss((await box.submit(delivery('2222'))).key);
    expect((await box.submit(delivery('2222'))).kind).toBe('sent');
    expect(uploads).toHaveLength(2);
    expect(sent.map((h) => h.proofId)).toEqual(['preuve-1', 'preuve-2']);
  });
});
