// @stores sqlite: compression and HEAD of the app page and static files: the HTTP layer
// @files s3: static files and pictures are served with and without compression
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { buildTestApp, type TestApp } from './helpers/app.ts';

// Issue 23 §4: curl, a balancer's health check and a fuzzer ask for the app without compression,
// or with HEAD; each gets what a browser gets, compressed only as it accepts.

let t: TestApp;
let dist: string;
const page = `<!doctype html><html lang="fr"><head><title>Comoé Express</title></head><body>${'<p>Accueil</p>'.repeat(200)}</body></html>`;
const script = `console.log('comoé');${' '.repeat(3000)}`;

/** A build as the web app's writes it: text files with .br and .gz beside them, a small manifest without. */
function writeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'comoe-dist-'));
  mkdirSync(join(dir, 'assets'));
  for (const [path, text] of [
    ['index.html', page],
    ['assets/app-Ab12Cd34.js', script],
    ['sw.js', script],
  ] as const) {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  }
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Comoé Express"}');
  return dir;
}

beforeAll(async () => {
  dist = writeDist();
  t = await buildTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** What each Accept-Encoding must be answered with: none unless the client takes it. */
const ENCODINGS: Array<[string | undefined, 'br' | 'gzip' | undefined]> = [
  [undefined, undefined],
  ['identity', undefined],
  ['gzip', 'gzip'],
  ['br', 'br'],
  ['gzip, deflate, br', 'br'],
  ['*', 'gzip'],
  ['*;q=0', undefined],
  ['br;q=0, gzip;q=0', undefined],
  ['n’importe quoi;;,,=', undefined],
];

const ask = (method: 'GET' | 'HEAD', url: string, acceptEncoding?: string) =>
  t.app.inject({
    method,
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

function text(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
}

/** The headers a HEAD must repeat from its GET. */
const described = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  type: res.headers['content-type'],
  cache: res.headers['cache-control'],
  encoding: res.headers['content-encoding'],
  length: res.headers['content-length'],
});

describe('the app page at / and at deep links', () => {
  for (const url of ['/', '/city/Bassam', '/commandes/suivi?id=42']) {
    for (const [accept, encoding] of ENCODINGS) {
      it(`${url} with Accept-Encoding ${accept ?? '(none)'}: 200, the page, ${encoding ?? 'identity'}; HEAD alike without body`, async () => {
        const get = await ask('GET', url, accept);
        expect(get.statusCode).toBe(200);
        expect(get.headers['content-type']).toMatch(/^text\/html/);
        expect(get.headers['cache-control']).toBe('no-cache');
        expect(get.headers['content-encoding']).toBe(encoding);
        expect(get.headers.vary).toMatch(/accept-encoding/i);
        expect(text(get)).toBe(page);

        const head = await ask('HEAD', url, accept);
        expect(described(head)).toEqual(described(get));
        expect(head.rawPayload).toHaveLength(0);
      });
    }
  }
});

describe('static files, with and without compression', () => {
  it('a hashed asset: immutable for a year, br or gzip as accepted, plain for curl; HEAD alike', async () => {
    for (const [accept, encoding] of ENCODINGS) {
      const get = await ask('GET', '/assets/app-Ab12Cd34.js', accept);
      expect(get.statusCode).toBe(200);
      expect(get.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(get.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(get.headers['content-encoding']).toBe(encoding);
      expect(text(get)).toBe(script);
      const head = await ask('HEAD', '/assets/app-Ab12Cd34.js', accept);
      expect(described(head)).toEqual(described(get));
      expect(head.rawPayload).toHaveLength(0);
    }
  });

  it('the service worker and the manifest: 200, never cached without asking, HEAD alike', async () => {
    for (const accept of [undefined, 'identity', 'gzip, deflate, br']) {
      const sw = await ask('GET', '/sw.js', accept);
      expect(sw.statusCode).toBe(200);
      expect(sw.headers['cache-control']).toBe('no-cache');
      expect(text(sw)).toBe(script);
      const manifest = await ask('GET', '/manifest.webmanifest', accept);
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(JSON.parse(text(manifest))).toEqual({ name: 'Comoé Express' });
      for (const [url, get] of [
        ['/sw.js', sw],
        ['/manifest.webmanifest', manifest],
      ] as const) {
        const head = await ask('HEAD', url, accept);
        expect(described(head)).toEqual(described(get));
        expect(head.rawPayload).toHaveLength(0);
      }
    }
  });

  it('a missing script or API route is a 404 in French, never the page, for GET and HEAD', async () => {
    for (const url of ['/assets/gone-Zz99.js', '/logo-absent.png', '/api/inconnue']) {
      for (const accept of [undefined, 'br']) {
        const get = await ask('GET', url, accept);
        expect(get.statusCode).toBe(404);
        expect(get.json()).toEqual({ message: MSG.routeNotFound });
        const head = await ask('HEAD', url, accept);
        expect(head.statusCode).toBe(404);
        expect(head.rawPayload).toHaveLength(0);
      }
    }
  });

  it('other methods on a page address are not the page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/city/Bassam', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.routeNotFound });
  });
});

interface Operation {
  security?: unknown[];
  requestBody?: {
    content: Record<
      string,
      { schema: { properties: Record<string, { format?: string }>; required?: string[] } }
    >;
  };
  responses: Record<string, { content?: unknown }>;
}

describe('the OpenAPI document', () => {
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: typeof paths }>()
      .paths;
  });

  // Each upload route: its form (the file and the other fields) and every status it answers.
  const UPLOADS: Array<[string, string, string[], string[]]> = [
    ['post', '/api/files/upload/{userId}/{kind}', ['file'], []],
    ['post', '/api/files/upload/entreprise/{kind}', ['file'], []],
    ['post', '/api/files/upload/product/{productId}', ['file'], []],
    ['post', '/api/villes', ['nom'], ['photo', 'fraisBase', 'latitude', 'longitude']],
    ['put', '/api/villes/{id}', [], ['nom', 'photo', 'fraisBase', 'latitude', 'longitude']],
    ['post', '/api/livreurs/missions/{id}/preuve', ['proofFile'], []],
    ['post', '/api/livreurs/marquer-livree/{id}', ['code'], ['preuveId', 'proofFile']],
  ];
  for (const [method, path, required, optional] of UPLOADS) {
    it(`${method.toUpperCase()} ${path}: a multipart/form-data body and its statuses`, () => {
      const op = paths[path]?.[method];
      expect(op).toBeDefined();
      const form = op!.requestBody?.content['multipart/form-data']?.schema;
      expect(Object.keys(op!.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
      expect(Object.keys(form?.properties ?? {}).sort()).toEqual([...required, ...optional].sort());
      expect((form?.required ?? []).sort()).toEqual([...required].sort());
      const files = Object.entries(form!.properties).filter(([, p]) => p.format === 'binary');
      expect(files.length).toBe(1);
      const answers = ['400', '401', '403', '404', '413', '415', '429', '500'];
      expect(answers.filter((s) => !(s in op!.responses))).toEqual([]);
    });
  }

  it('every route lists the errors any route can give; those behind a session 401 and 403; writes 413 and 415', () => {
    let operations = 0;
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(methods)) {
        operations += 1;
        const statuses = Object.keys(op.responses);
        const wanted = [
          '400',
          '500',
          ...(path.startsWith('/api/health') ? [] : ['429']),
          ...(op.security?.length ? ['401', '403'] : []),
          ...(method === 'get' || method === 'head' ? [] : ['413', '415']),
        ];
        const where = `${method} ${path}`;
        expect({ where, missing: wanted.filter((s) => !statuses.includes(s)) }).toEqual({
          where,
          missing: [],
        });
        expect(statuses.some((s) => s.startsWith('2') || s.startsWith('3'))).toBe(true);
      }
    }
    expect(operations).toBeGreaterThan(100);
  });

  it('a route that sends a file as it is documents it under its own media type, not JSON', () => {
    const op = paths['/api/files/private/proof/{name}']?.get;
    expect(Object.keys((op?.responses['200'] as { content?: object } | undefined)?.content ?? {})).toEqual([
      'image/webp',
    ]);
    expect(['401', '403', '429'].filter((s) => !(s in (op?.responses ?? {})))).toEqual([]);
  });
});
