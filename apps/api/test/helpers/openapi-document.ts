import type { FastifyInstance, InjectOptions } from 'fastify';
import { multipart } from './factories.ts';
import {
  HOSTILE_BODIES,
  HOSTILE_STRINGS,
  HOSTILE_VALUES,
  leafPaths,
  plausible,
  setAt,
  type JsonSchema,
} from './hostile.ts';

// The OpenAPI document as the fuzz and the conformance test read it (`app.swagger()`): every
// route, those added later too, without editing either test.

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
export interface MediaType {
  schema?: JsonSchema;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> }>;
  security?: unknown[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}
export interface DocumentedOperation {
  path: string;
  method: string;
  op: Operation;
}

export function documentOf(app: FastifyInstance): OpenApiDocument {
  return app.swagger() as unknown as OpenApiDocument;
}

export function operationsOf(doc: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
}

/** A route answering 200 with a stream that never ends: injected only without a valid session. */
export function streams(op: Operation): boolean {
  return Object.values(op.responses ?? {}).some((r) => r.content?.['text/event-stream']);
}

export const paramsIn = (op: Operation, where: Parameter['in']) =>
  (op.parameters ?? []).filter((p) => p.in === where);

/** The path template with its `{name}` parts filled, and a query string. */
export function fillPath(path: string, values: Record<string, string>, query = ''): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x') + (query ? `?${query}` : '');
}

/** URL-encoded; a lone surrogate as the bytes a careless client would send (WTF-8). */
export function encode(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return v.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80');
  }
}

/** Header values an HTTP client can send at all (no control characters, Latin-1). */
export const sendableInHeader = (v: string) => /^[\x20-\x7e]*$/.test(v) && v.length < 8000;

/**
 * What a request holds, as the document describes it (path values decoded, the JSON body read):
 * to tell whether it breaks the document. None when it cannot be said (a value that changes the
 * route, a parameter sent twice, a body of another type).
 */
export interface Sent {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: { json: unknown } | 'unreadable';
}

export type LabelledRequest = [label: string, request: InjectOptions, sent: Sent | null];

function readJson(raw: string): Sent['body'] {
  try {
    return { json: JSON.parse(raw) as unknown };
  } catch {
    return 'unreadable';
  }
}

/**
 * Hostile values in each path and query parameter, header and body field (the others plausible),
 * whole hostile bodies, a poisoned multipart form and a text body on the methods with a body.
 */
export function hostileRequests({ path, method, op }: DocumentedOperation): LabelledRequest[] {
  const inPath = paramsIn(op, 'path');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const basePath = Object.fromEntries(inPath.map((p) => [p.name, String(plausible(p.schema))]));
  const baseBody = bodySchema ? plausible(bodySchema) : undefined;
  const requests: LabelledRequest[] = [];
  const base: Sent = {
    path: basePath,
    query: {},
    headers: {},
    ...(baseBody !== undefined ? { body: { json: baseBody } } : {}),
  };
  const add = (label: string, extra: Partial<InjectOptions> = {}, sent: Partial<Sent> | null = {}) =>
    requests.push([
      label,
      {
        method: method,
        url: fillPath(path, basePath),
        ...(baseBody !== undefined ? { payload: baseBody as object } : {}),
        ...extra,
      },
      sent && { ...base, ...sent },
    ]);

  for (const p of inPath) {
    for (const v of [...HOSTILE_STRINGS, '%', '%ff%fe', 'a/b', '9'.repeat(101)]) {
      const raw = v.startsWith('%') ? v : encode(v);
      const routed = !v.startsWith('%') && !v.includes('/') && v.trim() !== '';
      add(
        `path ${p.name}=${JSON.stringify(v.slice(0, 20))}`,
        { url: fillPath(path, { ...basePath, [p.name]: raw }) },
        routed ? { path: { ...basePath, [p.name]: v } } : null,
      );
    }
  }
  for (const p of paramsIn(op, 'query')) {
    for (const v of HOSTILE_STRINGS) {
      add(
        `query ${p.name}=${JSON.stringify(v.slice(0, 20))}`,
        { url: fillPath(path, basePath, `${p.name}=${encode(v)}`) },
        { query: { [p.name]: v } },
      );
    }
    add(`query ${p.name} twice`, { url: fillPath(path, basePath, `${p.name}=1&${p.name}=2`) }, null);
    add(`query ${p.name} as object`, { url: fillPath(path, basePath, `${p.name}[a]=1`) }, null);
  }
  for (const p of paramsIn(op, 'header')) {
    for (const v of HOSTILE_STRINGS.filter(sendableInHeader)) {
      add(
        `header ${p.name}=${JSON.stringify(v.slice(0, 20))}`,
        { headers: { [p.name]: v } },
        { headers: { [p.name]: v } },
      );
    }
  }
  if (baseBody !== undefined) {
    for (const leaf of leafPaths(baseBody)) {
      for (const v of HOSTILE_VALUES) {
        const body = setAt(baseBody, leaf, v);
        add(
          `body ${leaf.join('.')}=${JSON.stringify(v)?.slice(0, 20)}`,
          { payload: body as object },
          { body: { json: body } },
        );
      }
    }
  }
  if (method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE') {
    for (const raw of HOSTILE_BODIES) {
      add(
        `raw body ${JSON.stringify(raw.slice(0, 20))}`,
        { payload: raw, headers: { 'content-type': 'application/json' } },
        bodySchema ? { body: readJson(raw) } : null,
      );
    }
    const form = multipart(
      { code: 'a\u0000b', nom: 'x'.repeat(5000) },
      { field: 'file', name: '../../x.png', type: 'image/png', bytes: Buffer.from('pas une image') },
    );
    add('multipart body', { payload: form.payload, headers: form.headers }, null);
    add('text body', { payload: 'bonjour', headers: { 'content-type': 'text/plain' } }, null);
  }
  return requests;
}
