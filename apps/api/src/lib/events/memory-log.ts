import type { LiveEvent } from '@comoe/shared/events';
import { parseEventId } from './event-ids.ts';
import { LOG_RETENTION_MS, MAX_REPLAY, type Catchup, type LoggedEvent } from './event-log.ts';

/** Enough for the retention at a busy hour of one process, and a few MB at most. */
const MAX_ENTRIES = 10_000;

type Entry = LoggedEvent & { seq: number; at: number };

/**
 * One process's log of its recent live events, bounded in time and count. Ids are
 * `<start of the process>-<counter>`: an id from before a restart is not this log's, and gets
 * a resync rather than a replay of the wrong events.
 */
export class MemoryLog {
  readonly #epoch: number;
  #seq = 0;
  /** The counter of the last entry dropped: the log holds every event after it. */
  #floor = 0;
  readonly #entries: Entry[] = [];

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = MAX_ENTRIES,
  ) {
    this.#epoch = now();
  }

  /** The id before any event: where a stream opened on a quiet process starts. */
  get start(): string {
    return `${this.#epoch}-0`;
  }

  append(event: LiveEvent): string {
    const seq = ++this.#seq;
    const id = `${this.#epoch}-${seq}`;
    const at = this.now();
    const entries = this.#entries;
    entries.push({ id, event, seq, at });
    let head = 0;
    while (entries.length - head > this.maxEntries || entries[head]!.at < at - LOG_RETENTION_MS) head += 1;
    if (head > 0) {
      this.#floor = entries[head - 1]!.seq;
      // splice, not a new array: the usual case drops one entry at the head.
      entries.splice(0, head);
    }
    return id;
  }

  since(lastId: string): Catchup {
    const parsed = parseEventId(lastId);
    if (!parsed) return { kind: 'resync' };
    const [epoch, seq] = parsed;
    if (epoch !== this.#epoch || seq < this.#floor || seq > this.#seq) return { kind: 'resync' };
    // Entries are consecutive: the first one holds the counter right after the floor.
    const events = this.#entries.slice(seq - this.#floor);
    if (events.length > MAX_REPLAY) return { kind: 'resync' };
    return {
      kind: 'events',
      events: events.map(({ id, event }) => ({ id, event })),
      until: `${this.#epoch}-${this.#seq}`,
    };
  }
}
