import { readStream, type SseBlock } from './sse.ts';

export type { SseBlock };

/**
 * Reads `GET /api/events` keeping every block whole, ids included (`openStream` keeps only the
 * data), for the tests of what a stream gets when it comes back.
 */
export async function openIdStream(
  baseUrl: string,
  token: string,
  resume: { header?: string; query?: string } = {},
) {
  const url = new URL('/api/events', baseUrl);
  if (resume.query !== undefined) url.searchParams.set('lastEventId', resume.query);
  const headers = {
    authorization: `Bearer ${token}`,
    ...(resume.header !== undefined ? { 'last-event-id': resume.header } : {}),
  };
  const blocks: SseBlock[] = [];
  const s = await readStream(url, headers, (b) => blocks.push(b));

  /** The blocks that carry an event (not the id-only and comment blocks). */
  const events = () => blocks.filter((b) => b.data !== null);

  /** Waits until `count` events arrived, and fails if they do not within the time. */
  async function waitForEvents(count: number, timeoutMs = 5000): Promise<SseBlock[]> {
    await s.until(
      () => events().length >= count,
      timeoutMs,
      () => `${count} événements attendus ; reçus : ${JSON.stringify(events())}`,
    );
    return events();
  }

  /** The last id the server gave, as a browser would send it back. */
  const lastId = () => blocks.findLast((b) => b.id !== null)?.id ?? null;

  return { blocks, events, waitForEvents, lastId, close: s.close };
}
