/** One dispatched Server-Sent Event. */
export type SseMessage = { event: string; data: string; id: string | null };

/**
 * Reads a text/event-stream as it arrives, following the HTML standard's rules: chunks may split a
 * line (or a CR LF pair) anywhere, lines starting with ':' are comments (the server's heartbeats),
 * and an event is dispatched on the blank line that ends it, never before.
 */
export class SseParser {
  private pending = '';
  private skipLineFeed = false;
  private dataLines: string[] = [];
  private eventType = '';
  private lastEventId: string | null = null;
  /** The reconnection delay last asked for by the server (`retry:`), in milliseconds. */
  retryMs: number | null = null;

  /** The last id the server gave (`id:`, alone or with an event): what a reconnection sends back. */
  get lastId(): string | null {
    return this.lastEventId;
  }

  push(chunk: string): SseMessage[] {
    let text = chunk;
    // A CR that ended the previous chunk already closed its line; its LF must not close another.
    if (this.skipLineFeed && text.startsWith('\n')) text = text.slice(1);
    this.skipLineFeed = false;
    text = this.pending + text;

    const messages: SseMessage[] = [];
    let start = 0;
    for (let index = 0; index < text.length; index += 1) {
      const char = text[index];
      if (char !== '\n' && char !== '\r') continue;
      this.readLine(text.slice(start, index), messages);
      if (char === '\r') {
        if (index + 1 === text.length) this.skipLineFeed = true;
        else if (text[index + 1] === '\n') index += 1;
      }
      start = index + 1;
    }
    this.pending = text.slice(start);
    return messages;
  }

  private readLine(line: string, messages: SseMessage[]): void {
    if (line === '') {
      if (this.dataLines.length > 0) {
        messages.push({
          event: this.eventType || 'message',
          data: this.dataLines.join('\n'),
          id: this.lastEventId,
        });
      }
      this.dataLines = [];
      this.eventType = '';
      return;
    }
    if (line.startsWith(':')) return;

    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);

    switch (field) {
      case 'data':
        this.dataLines.push(value);
        break;
      case 'event':
        this.eventType = value;
        break;
      case 'id':
        if (!value.includes('\0')) this.lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retryMs = Number(value);
        break;
      default:
        break;
    }
  }
}
