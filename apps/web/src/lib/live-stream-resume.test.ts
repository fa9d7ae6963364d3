import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_RESYNC_DATA } from '@comoe/shared/live-resync';
import { openLiveStream, type LiveOpenInfo } from './live-stream';

// Issue 23 §2: after a drop the stream sends back the last event id it was given, so the server
// replays what it missed and the pages need not refetch; a `resync` answer makes them refetch.

const event = (commandeId: string) =>
  ({ type: 'commande.statut', commandeId, statut: 'PRETE', at: '2026-05-12T10:00:00.000Z' }) as const;
const block = (id: string, commandeId: string) =>
  `id: ${id}\nevent: commande.statut\ndata: ${JSON.stringify(event(commandeId))}\n\n`;

/** A response whose body the test writes to and closes, as a server would. */
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

/** A stream over connections the test writes to, one per (re)connection, in order. */
function follow(count: number) {
  const connections = Array.from({ length: count }, streamingResponse);
  const fetchImpl = vi.fn<typeof fetch>();
  for (const c of connections) fetchImpl.mockResolvedValueOnce(c.response);
  const opens: LiveOpenInfo[] = [];
  const onEvent = vi.fn();
  stops.push(
    openLiveStream({
      getToken: () => 'jwt',
      onEvent,
      onOpen: (info) => opens.push(info),
      fetchImpl,
      backoffMs: () => 0,
    }),
  );
  const sentId = (call: number) => new Headers(fetchImpl.mock.calls[call]?.[1]?.headers).get('Last-Event-ID');
  return { connections, opens, onEvent, sentId };
}

describe('live stream resuming after a drop', () => {
  it('sends back the last id and does not ask the pages to refetch', async () => {
    const { connections, opens, onEvent, sentId } = follow(2);
    const [first, second] = connections;
    await vi.waitFor(() => expect(opens).toHaveLength(1));
    expect(sentId(0)).toBeNull();
    first!.write(`retry: 3000\n: connecté\n\nid: 1700-0\n\n${block('1700-3', 'a')}`);
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledWith(event('a')));

    first!.drop();
    await vi.waitFor(() => expect(opens).toHaveLength(2));
    expect(sentId(1)).toBe('1700-3');
    // Filled in from the server's log: nothing missed since the first connection.
    expect(opens[1]).toEqual({ reconnected: false, openedAt: opens[0]!.openedAt });
    second!.write(block('1700-5', 'b'));
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledWith(event('b')));
  });

  it('resumes a quiet stream from the id the server gave on connect, or moved it to', async () => {
    const { connections, opens, sentId } = follow(3);
    const [first, second] = connections;
    await vi.waitFor(() => expect(opens).toHaveLength(1));
    first!.write('retry: 3000\n\nid: 1800-4\n\n');
    await new Promise((r) => setTimeout(r, 10));
    first!.drop();
    await vi.waitFor(() => expect(opens).toHaveLength(2));
    expect(sentId(1)).toBe('1800-4');
    second!.write('id: 1800-9\n\n: ping\n\n');
    await new Promise((r) => setTimeout(r, 10));
    second!.drop();
    await vi.waitFor(() => expect(opens).toHaveLength(3));
    expect(sentId(2)).toBe('1800-9');
    expect(opens.map((o) => o.reconnected)).toEqual([false, false, false]);
  });

  it('asks the pages to refetch when the server answers resync, then goes on', async () => {
    const { connections, opens, onEvent, sentId } = follow(3);
    const [first, second, third] = connections;
    await vi.waitFor(() => expect(opens).toHaveLength(1));
    first!.write(block('1900-1', 'a'));
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledTimes(1));
    first!.drop();
    await vi.waitFor(() => expect(opens).toHaveLength(2));
    expect(opens[1]?.reconnected).toBe(false);

    second!.write(`id: 2500-0\nevent: resync\ndata: ${JSON.stringify(LIVE_RESYNC_DATA)}\n\n`);
    await vi.waitFor(() => expect(opens).toHaveLength(3));
    expect(opens[2]?.reconnected).toBe(true);
    expect(opens[2]!.openedAt).toBeGreaterThanOrEqual(opens[0]!.openedAt);
    // The resync is no page event, and the stream goes on from the id that came with it.
    second!.write(block('2500-2', 'b'));
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledWith(event('b')));
    expect(onEvent).toHaveBeenCalledTimes(2);
    second!.drop();
    await vi.waitFor(() => expect(opens).toHaveLength(4));
    expect(sentId(2)).toBe('2500-2');
    expect(opens[3]).toEqual({ reconnected: false, openedAt: opens[2]!.openedAt });
    third!.drop();
  });

  it('asks for a refetch after a drop when it never had an id to send back', async () => {
    const { connections, opens, sentId } = follow(2);
    await vi.waitFor(() => expect(opens).toHaveLength(1));
    connections[0]!.write('retry: 3000\n: connecté\n\n');
    await new Promise((r) => setTimeout(r, 10));
    connections[0]!.drop();
    await vi.waitFor(() => expect(opens).toHaveLength(2));
    expect(sentId(1)).toBeNull();
    expect(opens[1]?.reconnected).toBe(true);
  });
});
