// @stores sqlite: pure logic over sessions it is handed, no database
import { describe, expect, it } from 'vitest';
import type { StreamSession } from '../src/modules/events/events.repository.ts';
import { SessionBatch } from '../src/modules/events/session-batch.ts';

const session = (disponible: boolean): StreamSession => ({
  statut: 'ACTIF',
  tokenVersion: 0,
  villeId: 1,
  disponible,
});

describe('SessionBatch (the sessions the streams of one event read again)', () => {
  it('reads the sessions asked for at the same moment in one query, each stream getting its own', async () => {
    const queries: number[][] = [];
    const batch = new SessionBatch(
      async (ids) => {
        queries.push(ids);
        return new Map(ids.filter((id) => id !== 3).map((id) => [id, session(id % 2 === 0)]));
      },
      () => undefined,
    );
    const read = await Promise.all([1, 2, 3, 2].map((id) => batch.read(id)));
    expect(queries).toEqual([[1, 2, 3]]);
    expect(read.map((s) => s?.disponible)).toEqual([false, true, undefined, true]);
  });

  it('reads again for a stream that asks once a query is under way: it sees what was committed since', async () => {
    let disponible = true;
    let queries = 0;
    const batch = new SessionBatch(
      async (ids) => {
        queries += 1;
        const seen = disponible;
        await new Promise((r) => setTimeout(r, 20));
        return new Map(ids.map((id) => [id, session(seen)]));
      },
      () => undefined,
    );
    const first = batch.read(7);
    await new Promise((r) => setImmediate(r));
    disponible = false;
    const second = batch.read(7);
    expect((await first)?.disponible).toBe(true);
    expect((await second)?.disponible).toBe(false);
    expect(queries).toBe(2);
  });

  it('answers no session when the query fails, and says why', async () => {
    const errors: unknown[] = [];
    const batch = new SessionBatch(
      () => Promise.reject(new Error('base indisponible')),
      (e) => errors.push(e),
    );
    expect(await batch.read(1)).toBeUndefined();
    expect(errors).toHaveLength(1);
  });

  it('splits a very large batch into queries of at most 1,000 users', async () => {
    const sizes: number[] = [];
    const batch = new SessionBatch(
      async (ids) => {
        sizes.push(ids.length);
        return new Map(ids.map((id) => [id, session(true)]));
      },
      () => undefined,
    );
    const read = await Promise.all(Array.from({ length: 2500 }, (_, i) => batch.read(i + 1)));
    expect(sizes).toEqual([1000, 1000, 500]);
    expect(read.every((s) => s?.disponible === true)).toBe(true);
  });
});
