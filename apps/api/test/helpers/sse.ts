import type { LiveEventData } from '@comoe/shared/events';

/** One block of a text/event-stream as the server wrote it: its id, type and data, if any. */
export interface SseBlock {
  id: string | null;
  event: string | null;
  data: string | null;
}

function parseBlock(text: string): SseBlock {
  const lines = text.split('\n');
  const field = (name: string) => {
    const line = lines.find((l) => l.startsWith(`${name}: `));
    return line === undefined ? null : line.slice(name.length + 2);
  };
  const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6));
  return { id: field('id'), event: field('event'), data: data.length > 0 ? data.join('\n') : null };
}

/**
 * Reads `GET /api/events` as the web app does (fetch with the bearer header), block by block, each
 * handed to `onBlock` as it arrives; then lets the test wait for what the blocks make true.
 */
export async function readStream(url: URL, headers: Record<string, string>, onBlock: (b: SseBlock) => void) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`flux refusé : ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const waiters: Array<() => void> = [];
  let isEnded = false;
  /** Resolves when the server ends the stream (or the test aborts it). */
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          onBlock(parseBlock(buffer.slice(0, cut)));
          buffer = buffer.slice(cut + 2);
          waiters.splice(0).forEach((w) => w());
        }
      }
    } catch {
      // aborted by close()
    }
    isEnded = true;
  })();

  /** Waits until `done()` holds after some block, and fails with `failure()` if not in time. */
  async function until(done: () => boolean, timeoutMs: number, failure: () => string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(failure());
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  }

  return { res, ended, isEnded: () => isEnded, until, close: () => controller.abort() };
}

/** The stream's events as the pages read them: the data of each, parsed. */
export async function openStream(baseUrl: string, token: string) {
  const events: LiveEventData[] = [];
  const s = await readStream(new URL('/api/events', baseUrl), { authorization: `Bearer ${token}` }, (b) => {
    if (b.data) events.push(JSON.parse(b.data) as LiveEventData);
  });

  async function waitFor(match: (e: LiveEventData) => boolean, timeoutMs = 5000): Promise<LiveEventData> {
    await s.until(
      () => events.some(match),
      timeoutMs,
      () => `événement attendu non reçu ; reçus : ${JSON.stringify(events)}`,
    );
    return events.find(match)!;
  }

  return {
    events,
    waitFor,
    ended: s.ended,
    isEnded: s.isEnded,
    close: s.close,
    status: s.res.status,
    contentType: s.res.headers.get('content-type'),
    headers: s.res.headers,
  };
}
