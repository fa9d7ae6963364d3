// @stores sqlite: the event log is in memory or Redis, never in the database
import { describe, expect, it } from 'vitest';
import { MAX_REPLAY } from '../src/lib/events/event-log.ts';
import { MemoryLog } from '../src/lib/events/memory-log.ts';

// Issue 23 §2: the in-memory log a single process replays live events from (event-replay.test.ts
// replays them through the streams).

describe('in-memory event log', () => {
  const notice = (titre: string) => ({
    audience: { users: [1] },
    data: { type: 'notification' as const, titre, corps: '', commandeId: null, at: '' },
  });

  it('keeps what follows the last event it dropped, by count and by age', () => {
    let now = 1_000_000;
    const log = new MemoryLog(() => now, 3);
    const appended = [1, 2, 3, 4, 5].map((i) => log.append(notice(`e${i}`)));
    expect(log.since(appended[0]!)).toEqual({ kind: 'resync' });
    const after2 = log.since(appended[1]!);
    expect(after2.kind === 'events' && after2.events.map((e) => e.id)).toEqual(appended.slice(2));
    const after5 = log.since(appended[4]!);
    expect(after5).toEqual({ kind: 'events', events: [], until: appended[4] });

    now += 16 * 60_000;
    const late = log.append(notice('e6'));
    expect(log.since(appended[3]!)).toEqual({ kind: 'resync' });
    expect(log.since(appended[4]!)).toEqual({
      kind: 'events',
      events: [{ id: late, event: notice('e6') }],
      until: late,
    });
  });

  it('knows its own ids only: another start, the future, garbage', () => {
    const log = new MemoryLog(() => 5_000, 10);
    const other = new MemoryLog(() => 4_000, 10);
    const id = other.append(notice('x'));
    log.append(notice('y'));
    expect(log.since(id)).toEqual({ kind: 'resync' });
    expect(log.since('5000-9')).toEqual({ kind: 'resync' });
    expect(log.since('5000-1')).toEqual({ kind: 'events', events: [], until: '5000-1' });
    expect(log.since(log.start)).toMatchObject({ kind: 'events', until: '5000-1' });
    expect(log.since('nope')).toEqual({ kind: 'resync' });
  });

  it('prefers a resync to replaying more than it should', () => {
    const log = new MemoryLog(() => 1, MAX_REPLAY + 10);
    for (let i = 0; i <= MAX_REPLAY; i += 1) log.append(notice(`e${i}`));
    expect(log.since(log.start)).toEqual({ kind: 'resync' });
  });
});
