// @stores sqlite: the access log is written by the HTTP layer, whatever the store
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.ts';

/** The app's log lines, as its logger writes them. */
function logLines() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n'))
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

async function requestLines(level: string, url: string) {
  const { lines, stream } = logLines();
  const t = await buildTestApp({}, { logger: { level, stream } });
  try {
    const res = await t.app.inject({ method: 'GET', url });
    // The line is written once the answer has left, after inject has it.
    await new Promise((resolve) => setImmediate(resolve));
    return { status: res.statusCode, lines, perRequest: lines.filter((l) => 'path' in l) };
  } finally {
    await t.close();
  }
}

describe('access log', () => {
  it('writes one line per request, with the path but not the query string', async () => {
    const { status, lines, perRequest } = await requestLines('info', '/api/villes?code=483920');
    expect(status).toBe(200);
    expect(perRequest).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'GET',
        path: '/api/villes',
        statusCode: 200,
        msg: 'requête',
      }),
    ]);
    expect(typeof perRequest[0]?.ms).toBe('number');
    // Neither Fastify's arrival line nor the code a courier types ends up in the logs.
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
    expect(JSON.stringify(lines)).not.toContain('483920');
  });

  it('writes the status of a refused request too', async () => {
    const { perRequest } = await requestLines('info', '/api/entreprises/ville/bassam');
    expect(perRequest).toEqual([
      expect.objectContaining({ path: '/api/entreprises/ville/bassam', statusCode: 401 }),
    ]);
  });

  it('writes nothing per request above info', async () => {
    const { status, perRequest } = await requestLines('warn', '/api/villes');
    expect(status).toBe(200);
    expect(perRequest).toEqual([]);
  });
});
