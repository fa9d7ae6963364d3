import type { LiveEventData } from '@comoe/shared/events';

/** Reads `GET /api/events` as the web app does: fetch with the bearer header, parsed line by line. */
export async function openStream(baseUrl: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (!res.ok || !res.body) throw new Error(`flux refusé : ${res.status}`);
  const events: LiveEventData[] = [];
  const waiters: Array<() => void> = [];
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
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
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          if (data) {
            events.push(JSON.parse(data) as LiveEventData);
            waiters.splice(0).forEach((w) => w());
          }
        }
      }
    } catch {
      // aborted by close()
    }
    isEnded = true;
  })();

  async function waitFor(match: (e: LiveEventData) => boolean, timeoutMs = 5000): Promise<LiveEventData> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`événement attendu non reçu ; reçus : ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  }

  return {
    events,
    waitFor,
    ended,
    isEnded: () => isEnded,
    close: () => controller.abort(),
    status: res.status,
    contentType: res.headers.get('content-type'),
    headers: res.headers,
  };
}
