/**
 * Live event ids, `<milliseconds>-<sequence>` as Redis streams make them (the in-process log
 * makes them the same way, with its start time for milliseconds): ordered across processes, so
 * a stream knows which events came after the last one its client saw.
 */
const EVENT_ID = /^(\d{1,15})-(\d{1,15})$/;

export type EventId = readonly [ms: number, seq: number];

/** The id a client sent back (Last-Event-ID), or null when it is not one of ours. */
export function parseEventId(raw: string): EventId | null {
  const match = EVENT_ID.exec(raw);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** Negative, zero or positive as `a` comes before, with or after `b`; both must be valid ids. */
export function compareEventIds(a: string, b: string): number {
  const [am, as] = parseEventId(a) ?? [0, 0];
  const [bm, bs] = parseEventId(b) ?? [0, 0];
  return am - bm || as - bs;
}

/** The later of two ids. */
export function laterEventId(a: string, b: string): string {
  return compareEventIds(a, b) >= 0 ? a : b;
}
