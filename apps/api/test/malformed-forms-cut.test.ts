// @stores sqlite: forms cut on the wire are refused while being read, before any query
// @files s3: nothing of a cut form may be left in the file store, disk or bucket
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { buildTestApp, store, type TestApp } from './helpers/app.ts';
import { courierFlow } from './helpers/courier-flow.ts';
import { marketplace, type Market } from './helpers/marketplace.ts';
import { multipart, noisyJpeg } from './helpers/multipart.ts';
import { storedFileKeys, uploadRoutes, type UploadRoute } from './helpers/upload-routes.ts';

// Issue 32 §1: a phone losing the network mid-upload sends the headers and part of the file, and
// no closing boundary. Arriving in pieces over a socket (not all at once, as `inject` sends it),
// the file's own stream failed ("Part terminated early…") and every upload route answered 500.

let t: TestApp;
let m: Market;
let png: Buffer;
let port: number;
let missionId = '';
let codeClient = '';
let courier: { headers: Record<string, string> };
const errors: unknown[] = [];

beforeAll(async () => {
  // Only what the app logs as its own failure (level 50): a refused form is not one.
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) errors.push(JSON.parse(line));
      done();
    },
  });
  t = await buildTestApp({}, { logger: { level: 'error', stream } });
  // Large enough to arrive in many pieces.
  png = await noisyJpeg(120, 120);
  m = await marketplace(t.app, t.database.db);
  const flow = courierFlow(t, png);
  courier = await flow.newCourier(m);
  missionId = await flow.pickedUp(m, courier.headers);
  codeClient = (await flow.codes(missionId)).codeClient;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const ROUTES = uploadRoutes(() => ({ t, m, png, courier, missionId, codeClient }));

type Ending = 'ends' | 'closes';

/**
 * The body sent over a socket in 512-byte pieces. `ends`: chunked, the body then ends cleanly
 * (a proxy giving up on the phone); `closes`: a Content-Length promising the whole form, and the
 * connection closed after the piece sent (no answer can reach the client then).
 */
function sendOverSocket(route: UploadRoute, body: Buffer, contentType: string, full: number, ending: Ending) {
  return new Promise<{ status: number; body: string } | 'closed'>((resolve) => {
    const headers = {
      ...route.headers(),
      'content-type': contentType,
      ...(ending === 'closes' ? { 'content-length': String(full) } : {}),
    };
    const req = request(
      { port, host: '127.0.0.1', path: route.url(), method: route.method, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', () => resolve('closed'));
    let at = 0;
    const next = () => {
      if (at >= body.length) {
        if (ending === 'ends') req.end();
        else setTimeout(() => req.destroy(), 20);
        return;
      }
      req.write(body.subarray(at, at + 512));
      at += 512;
      setTimeout(next, 1);
    };
    next();
  });
}

/** Where a phone may lose the network: in the file part's headers, in the file, before the end. */
function cuts(route: UploadRoute): Array<[string, number]> {
  const { payload } = multipart(route.parts());
  const text = payload.toString('latin1');
  const fileHeaders = text.indexOf('filename=');
  const fileStart = text.indexOf('\r\n\r\n', fileHeaders) + 4;
  const closing = text.lastIndexOf('\r\n--');
  return [
    ['in the file part’s headers', fileHeaders + 5],
    ['just after the file part’s headers', fileStart + 1],
    ['a quarter into the file', fileStart + Math.floor((closing - fileStart) / 4)],
    ['in the middle of the file', fileStart + Math.floor((closing - fileStart) / 2)],
    ['at the file’s last byte', closing - 1],
    ['before the closing boundary', closing + 2],
  ];
}

describe(`an upload cut short on the wire (${store})`, () => {
  it('the well-formed file is large enough to arrive in several pieces', () => {
    expect(png.length).toBeGreaterThan(4 * 512);
  });

  for (const route of ROUTES) {
    it(`${route.name}: a body that ends early is the French 400, at every offset, and stores nothing`, async () => {
      const before = { data: await route.data(), files: await storedFileKeys(t) };
      const { payload, headers } = multipart(route.parts());
      for (const [where, at] of cuts(route)) {
        const answer = await sendOverSocket(
          route,
          payload.subarray(0, at),
          headers['content-type']!,
          payload.length,
          'ends',
        );
        expect({ where, answer }).toEqual({
          where,
          answer: { status: 400, body: JSON.stringify({ message: MSG.formUnreadable }) },
        });
      }
      expect({ data: await route.data(), files: await storedFileKeys(t) }).toEqual(before);
      expect(errors).toEqual([]);
    });

    it(`${route.name}: a connection that closes mid-body stores nothing and logs no failure`, async () => {
      const before = { data: await route.data(), files: await storedFileKeys(t) };
      const { payload, headers } = multipart(route.parts());
      for (const [, at] of cuts(route)) {
        const answer = await sendOverSocket(
          route,
          payload.subarray(0, at),
          headers['content-type']!,
          payload.length,
          'closes',
        );
        expect(answer).toBe('closed');
      }
      // The server has seen the sockets close; give the aborted requests time to unwind.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect({ data: await route.data(), files: await storedFileKeys(t) }).toEqual(before);
      expect(errors).toEqual([]);
    });
  }

  it('the same forms sent whole over the socket are accepted: the refusals were the cut’s doing', async () => {
    for (const route of ROUTES) {
      const before = await route.data();
      const { payload, headers } = multipart(route.parts());
      const answer = await sendOverSocket(route, payload, headers['content-type']!, payload.length, 'ends');
      expect({ route: route.name, status: answer === 'closed' ? 0 : answer.status }).toEqual({
        route: route.name,
        status: route.accepted,
      });
      expect(await route.data()).not.toEqual(before);
    }
  });
});
