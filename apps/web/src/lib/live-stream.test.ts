import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLiveStream, parseLiveEventData, type LiveOpenInfo, type LiveStreamOptions } from './live-stream';

const event = (commandeId: string, statut = 'PRETE') =>
  ({ type: 'commande.statut', commandeId, statut, at: '2026-05-12T10:00:00.000Z' }) as const;

/** A response whose body the test writes to and closes, as a server would over a slow link. */
function streamingResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    drop: () => controller.close(),
  };
}

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** A fetch that answers its calls with these responses, one each, in order. */
function fetchAnswering(...responses: Response[]) {
  const fetchImpl = vi.fn<typeof fetch>();
  for (const response of responses) fetchImpl.mockResolvedValueOnce(response);
  return fetchImpl;
}

/** A stream stopped after the test, trying again at once unless the test gives a backoff. */
function openStream(options: Partial<LiveStreamOptions> & Pick<LiveStreamOptions, 'fetchImpl'>) {
  const stop = openLiveStream({ getToken: () => 'jwt', onEvent: vi.fn(), backoffMs: () => 0, ...options });
  stops.push(stop);
  return stop;
}

describe('live event payloads', () => {
  it('accepts the known events and refuses anything else', () => {
    expect(parseLiveEventData(JSON.stringify(event('a')))).toEqual(event('a'));
    expect(parseLiveEventData(JSON.stringify(event('a', 'PERDUE')))).toBeNull();
    expect(parseLiveEventData(JSON.stringify({ type: 'inconnu', at: 'x' }))).toBeNull();
    expect(parseLiveEventData('{"type":"commande.statut"')).toBeNull();
    expect(parseLiveEventData('null')).toBeNull();
  });
});

describe('live stream', () => {
  it('sends the bearer token, delivers events and reconnects after a drop', async () => {
    const first = streamingResponse();
    const second = streamingResponse();
    const fetchImpl = fetchAnswering(first.response, second.response);
    const onEvent = vi.fn();
    const opens: LiveOpenInfo[] = [];
    openStream({ getToken: () => 'jwt-1', onEvent, onOpen: (info) => opens.push(info), fetchImpl });

    await vi.waitFor(() => expect(opens).toHaveLength(1));
    const headers = new Headers(fetchImpl.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(opens[0]?.reconnected).toBe(false);

    const payload = `event: commande.statut\ndata: ${JSON.stringify(event('a'))}\n\n`;
    first.write(`retry: 3000\n: connecté\n\n${payload.slice(0, 20)}`);
    first.write(payload.slice(20));
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledWith(event('a')));

    first.drop();
    await vi.waitFor(() => expect(opens).toHaveLength(2));
    expect(opens[1]?.reconnected).toBe(true);
    second.write(`data: ${JSON.stringify(event('b', 'LIVREE'))}\n\n`);
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledWith(event('b', 'LIVREE')));
    expect(onEvent).toHaveBeenCalledTimes(2);
  });

  it('tries again after a failed request, with the backoff growing', async () => {
    const open = streamingResponse();
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(open.response);
    const backoffMs = vi.fn((_failures: number, _retry: number | null) => 0);
    const onOpen = vi.fn();
    openStream({ onOpen, fetchImpl, backoffMs });

    await vi.waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1));
    expect(backoffMs.mock.calls.map(([failures]) => failures)).toEqual([0, 1]);
  });

  it('gives up when the token is refused, and never starts without one', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 401 }));
    const onUnauthorized = vi.fn();
    openStream({ getToken: () => 'périmé', onUnauthorized, fetchImpl });
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    const unused = vi.fn<typeof fetch>();
    openStream({ getToken: () => null, fetchImpl: unused });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unused).not.toHaveBeenCalled();
  });

  it('stops for good when asked, even while connected', async () => {
    const open = streamingResponse();
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(open.response);
    const onOpen = vi.fn();
    const stop = openStream({ onOpen, fetchImpl });
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1));
    const signal = fetchImpl.mock.calls[0]?.[1]?.signal;
    stop();
    expect(signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('treats a silent link as dead and reconnects', async () => {
    const silent = streamingResponse();
    const next = streamingResponse();
    const fetchImpl = fetchAnswering(silent.response, next.response);
    const onOpen = vi.fn();
    openStream({ onOpen, fetchImpl, idleTimeoutMs: 30 });
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalledTimes(2));
    expect(fetchImpl.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });
});
