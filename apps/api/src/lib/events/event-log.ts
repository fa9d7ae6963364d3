import type { LiveEvent } from '@comoe/shared/events';

/**
 * How long the shared log keeps events for streams that come back (issue 23 §2 asks ten
 * minutes at least). A gap longer than this gets a resync: the page reads everything again.
 */
export const LOG_RETENTION_MS = 15 * 60_000;
/** More missed events than this are cheaper to refetch than to replay (a phone off for long). */
export const MAX_REPLAY = 2_000;

/** A live event with its id, which orders it among every process's events. */
export interface LoggedEvent {
  id: string;
  event: LiveEvent;
}

/**
 * What a stream reconnecting after an id is owed: the events published since, up to `until`
 * (the end of the log when read), or a resync when the log no longer reaches back that far, or
 * the id is not one it made.
 */
export type Catchup = { kind: 'events'; events: LoggedEvent[]; until: string } | { kind: 'resync' };
