import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser';

const statut = (id: string) =>
  JSON.stringify({ type: 'commande.statut', commandeId: id, statut: 'PRETE', at: 'x' });

describe('SSE parser', () => {
  it('waits for the blank line, whatever the chunk boundaries', () => {
    const parser = new SseParser();
    const whole = `event: commande.statut\ndata: ${statut('a')}\n\n`;
    const pieces = [whole.slice(0, 5), whole.slice(5, 30), whole.slice(30, whole.length - 1)];
    for (const piece of pieces) expect(parser.push(piece)).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'commande.statut', data: statut('a'), id: null }]);
  });

  it('reads several events from one chunk, in order', () => {
    const parser = new SseParser();
    const messages = parser.push(`data: ${statut('a')}\n\ndata: ${statut('b')}\n\ndata: ${statut('c')}`);
    expect(messages.map((message) => message.data)).toEqual([statut('a'), statut('b')]);
    expect(parser.push('\n\n').map((message) => message.data)).toEqual([statut('c')]);
  });

  it('skips comments and heartbeats, and keeps the retry delay asked for', () => {
    const parser = new SseParser();
    expect(parser.push('retry: 3000\n: connecté\n\n: ping\n\n')).toEqual([]);
    expect(parser.retryMs).toBe(3000);
    expect(parser.push(': ping\n\ndata: {"a":1}\n: ping au milieu\n\n')).toEqual([
      { event: 'message', data: '{"a":1}', id: null },
    ]);
  });

  it('ends lines on CR LF even when a chunk splits the pair, and on a lone CR', () => {
    const parser = new SseParser();
    expect(parser.push('data: un\r')).toEqual([]);
    // The LF that completes the CR must not count as the blank line that dispatches.
    expect(parser.push('\ndata: deux\r')).toEqual([]);
    expect(parser.push('\n\r\n')).toEqual([{ event: 'message', data: 'un\ndeux', id: null }]);
    expect(parser.push('data: trois\r\r')).toEqual([{ event: 'message', data: 'trois', id: null }]);
  });

  it('joins multi-line data, strips one leading space only, and resets the event name', () => {
    const parser = new SseParser();
    const [first, second] = parser.push('event: notification\nid: 7\ndata:  a\ndata:b\n\ndata: c\n\n');
    expect(first).toEqual({ event: 'notification', data: ' a\nb', id: '7' });
    expect(second).toEqual({ event: 'message', data: 'c', id: '7' });
  });

  it('dispatches nothing for an event without data', () => {
    const parser = new SseParser();
    expect(parser.push('event: vide\n\n')).toEqual([]);
    expect(parser.push('data: x\n\n')[0]?.event).toBe('message');
  });
});
