import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, type TestApp } from './app.ts';
import { courierFlow } from './courier-flow.ts';
import { multipart, pngBytes } from './factories.ts';
import { marketplace, type Market } from './marketplace.ts';

// Issue 32 §1: a client written from the spec keeps working. Every call the two spec files
// document (/work/shared/spec, "The calls it makes"), sent exactly in the spec's shape (its
// fields, nothing more; no body where it sends none), answers 2xx with the fields the spec reads.
// Setup the spec does not show (checkout, a courier's availability) goes through factories.

export const today = new Date().toISOString().slice(0, 10);
export const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

type Body = { json: object } | { form: Record<string, string>; file?: string } | undefined;

export interface SpecWorld {
  t: TestApp;
  m: Market;
  png: Buffer;
  flow: ReturnType<typeof courierFlow>;
  /** One call as the spec writes it: 2xx, and the answer holds every field the spec names. */
  spec(
    method: InjectOptions['method'],
    url: string,
    headers: Record<string, string>,
    body: Body,
    fields?: string[],
  ): Promise<Record<string, unknown> & unknown[]>;
}

/** A fresh app and marketplace for the file (built in its beforeAll), and the spec's call. */
export function specWorld(): SpecWorld {
  const w = {} as SpecWorld;
  beforeAll(async () => {
    w.t = await buildTestApp({ rateLimitPerMinute: 10_000_000 });
    w.m = await marketplace(w.t.app, w.t.database.db);
    w.png = await pngBytes();
    w.flow = courierFlow(w.t, w.png);
  });
  afterAll(() => w.t.close());
  w.spec = async (method, url, headers, body, fields = []) => {
    const req: InjectOptions = { method, url, headers: { ...headers } };
    if (body && 'json' in body) req.payload = body.json;
    if (body && 'form' in body) {
      const form = multipart(
        body.form,
        body.file ? { field: body.file, name: 'photo.png', type: 'image/png', bytes: w.png } : undefined,
      );
      req.payload = form.payload;
      req.headers = { ...req.headers, ...form.headers };
    }
    const res = await w.t.app.inject(req);
    expect({ call: `${String(method)} ${url}`, status: res.statusCode < 300 ? 'ok' : res.body }).toEqual({
      call: `${String(method)} ${url}`,
      status: 'ok',
    });
    const type = String(res.headers['content-type'] ?? '');
    const answer: unknown = type.includes('json') ? res.json() : res.body;
    // A list, or a page of one (`content`): the fields are those of its first row.
    const rows = (answer as { content?: unknown[] } | null)?.content ?? answer;
    const first = Array.isArray(rows) ? (rows[0] as unknown) : rows;
    for (const field of fields) expect(first, `${String(method)} ${url} : ${field}`).toHaveProperty(field);
    return answer as Record<string, unknown> & unknown[];
  };
  return w;
}

export const ids = (list: unknown) => (list as Array<{ id: number }>).map((x) => x.id);
