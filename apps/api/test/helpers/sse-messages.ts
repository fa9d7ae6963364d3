/** One block of a text/event-stream as the server wrote it: its id, type and data, if any. */
export interface SseBlock {
  id: string | null;
  event: string | null;
  data: string | null;
}

/**
 * Reads `GET /api/events` keeping every block whole, ids included (helpers/sse.ts keeps only the
 * data), for the tests of what a stream gets when it comes back.
 */
export async function openIdStream(
  baseUrl: string,
  token: string,
  resume: { header?: string; query?: string } = {},
) {
  const controller = new AbortController();
  const url = new URL('/api/events', baseUrl);
  if (resume.query !== undefined) url.searchParams.set('lastEventId', resume.query);
  const res = await fetch(url, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(resume.header !== undefined ? { 'last-event-id': resume.header } : {}),
    },
    signal: controller.signal,
  });
  if (!res.ok || !res.body) throw new Error(`flux refusé : ${res.status}`);
  const blocks: SseBlock[] = [];
  const waiters: Array<() => void> = [];
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, cut).split('\n');
          buffer = buffer.slice(cut + 2);
          const field = (name: string) => {
            const line = lines.find((l) => l.startsWith(`${name}: `));
            return line === undefined ? null : line.slice(name.length + 2);
          };
          blocks.push({ id: field('id'), event: field('event'), data: field('data') });
          waiters.splice(0).forEach((w) => w());
        }
      }
    } catch {
      // aborted by close()
    }
  })();

  /** The blocks that carry an event (not the id-only and comment blocks). */
  const events = () => blocks.filter((b) => b.data !== null);

  /** Waits until `count` events arrived, and fails if they do not within the time. */
  async function waitForEvents(count: number, timeoutMs = 5000): Promise<SseBlock[]> {
    const deadline = Date.now() + timeoutMs;
    while (events().length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${count} événements attendus ; reçus : ${JSON.stringify(events())}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
    return events();
  }

  /** The last id the server gave, as a browser would send it back. */
  const lastId = () => blocks.findLast((b) => b.id !== null)?.id ?? null;

  return { blocks, events, waitForEvents, lastId, close: () => controller.abort() };
}
