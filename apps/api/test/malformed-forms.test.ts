// @stores sqlite: broken forms are refused while being read, before any query
// @files s3: nothing of a broken form may be left in the file store
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { buildTestApp, store, type TestApp } from './helpers/app.ts';
import { courierFlow } from './helpers/courier-flow.ts';
import { marketplace, type Market } from './helpers/marketplace.ts';
import { multipart, pngImage, type Part } from './helpers/multipart.ts';
import { storedFileKeys, uploadRoutes, type UploadRoute } from './helpers/upload-routes.ts';

// Issue 23 §4: a form busboy cannot read (found by a fuzzer: 500 on every upload route) is a 400
// in French on each of them, answered at once, and nothing of it is stored.

let t: TestApp;
let m: Market;
let png: Buffer;
let missionId: string;
let flow: ReturnType<typeof courierFlow>;
let courier: { id: number; headers: Record<string, string> };

beforeAll(async () => {
  t = await buildTestApp();
  png = await pngImage();
  m = await marketplace(t.app, t.database.db);
  flow = courierFlow(t, png);
  courier = await flow.newCourier(m);
  missionId = await flow.pickedUp(m, courier.headers);
});
afterAll(() => t.close());

interface Body {
  payload: Buffer | string;
  contentType: string;
}

/** Works on the body as bytes (latin1 keeps each byte as one character). */
const bytes = (payload: Buffer, change: (s: string) => string) =>
  Buffer.from(change(payload.toString('latin1')), 'latin1');

/**
 * Every way the fuzzer and curl broke a form, from the route's own well-formed form (a text
 * field first, that is not JSON, then the file).
 */
function malformed(parts: Part[]): Array<[string, Body]> {
  const { payload, headers } = multipart(parts);
  const type = headers['content-type']!;
  const boundary = type.split('boundary=')[1]!;
  const closing = `--${boundary}--\r\n`;
  const json = JSON.stringify(Object.fromEntries(parts.map((p) => [p.name, String(p.data).slice(0, 20)])));
  return [
    ['no boundary in its Content-Type', { payload, contentType: 'multipart/form-data' }],
    [
      'a boundary other than the body’s',
      { payload, contentType: 'multipart/form-data; boundary=autre-chose' },
    ],
    ['an empty boundary', { payload, contentType: 'multipart/form-data; boundary=' }],
    ['cut short in its headers', { payload: payload.subarray(0, 60), contentType: type }],
    [
      'cut short in its last part',
      { payload: payload.subarray(0, payload.length - closing.length - 6), contentType: type },
    ],
    [
      'no closing boundary',
      { payload: payload.subarray(0, payload.length - closing.length), contentType: type },
    ],
    [
      'a closing boundary without its dashes',
      { payload: payload.subarray(0, payload.length - 4), contentType: type },
    ],
    [
      'garbage bytes',
      { payload: Buffer.from([0, 255, 13, 10, 45, 45, 1, 2, 3, 13, 10, 13, 10, 200, 7]), contentType: type },
    ],
    [
      'headers without the blank line',
      { payload: bytes(payload, (s) => s.replaceAll('\r\n\r\n', '\r\n')), contentType: type },
    ],
    [
      'parts without a name',
      { payload: bytes(payload, (s) => s.replaceAll(/; name="[^"]*"/g, '')), contentType: type },
    ],
    [
      'parts without Content-Disposition',
      {
        payload: bytes(payload, (s) => s.replaceAll(/Content-Disposition: [^\r]*\r\n/g, '')),
        contentType: type,
      },
    ],
    ['a JSON body declared multipart', { payload: json, contentType: 'multipart/form-data' }],
    ['a JSON body with a boundary', { payload: json, contentType: type }],
    [
      'a field declared JSON that is not',
      {
        payload: bytes(payload, (s) =>
          s.replace(/(name="[^"]*")\r\n/, '$1\r\nContent-Type: application/json\r\n'),
        ),
        contentType: type,
      },
    ],
    [
      'a field named __proto__',
      {
        payload: bytes(payload, (s) => s.replace(/name="[^"]*"/, 'name="__proto__"')),
        contentType: type,
      },
    ],
  ];
}

let codeClient = '';
const ROUTES = uploadRoutes(() => ({ t, m, png, courier, missionId, codeClient }));

/** An answer within 5 s, or the test says the request hung. */
async function answered(route: UploadRoute, body: Body) {
  const res = t.app.inject({
    method: route.method,
    url: route.url(),
    headers: { ...route.headers(), 'content-type': body.contentType },
    payload: body.payload,
  });
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${route.name} n'a pas répondu`)), 5_000);
  });
  try {
    return await Promise.race([res, hung]);
  } finally {
    clearTimeout(timer);
  }
}

describe(`malformed multipart forms on every upload route (${store})`, () => {
  beforeAll(async () => {
    codeClient = (await flow.codes(missionId)).codeClient;
  });

  for (const route of ROUTES) {
    it(`${route.name}: each malformed form is a 400 in French, at once, and stores nothing`, async () => {
      const before = { data: await route.data(), files: await storedFileKeys(t) };
      const variants = malformed(route.parts());
      // All at once: one form's failure must not wait for, nor disturb, another's.
      const answers = await Promise.all(variants.map(([, body]) => answered(route, body)));
      for (const [i, res] of answers.entries()) {
        const body: unknown = res.json();
        expect({ variant: variants[i]![0], status: res.statusCode, body }).toEqual({
          variant: variants[i]![0],
          status: 400,
          body: { message: MSG.formUnreadable },
        });
      }
      expect({ data: await route.data(), files: await storedFileKeys(t) }).toEqual(before);
    });
  }

  it('the same forms well formed are accepted, in turn: the refusals above were the form’s doing', async () => {
    for (const route of ROUTES) {
      const before = await route.data();
      const { payload, headers } = multipart(route.parts());
      const res = await answered(route, { payload, contentType: headers['content-type']! });
      expect({ route: route.name, status: res.statusCode }).toEqual({
        route: route.name,
        status: route.accepted,
      });
      expect(await route.data()).not.toEqual(before);
    }
  });

  it('an empty form still says what is missing, as before', async () => {
    const { payload, headers } = multipart([]);
    const res = await answered(ROUTES[0]!, { payload, contentType: headers['content-type']! });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.fileRequired });
  });
});
