import type { InjectOptions } from 'fastify';
import type { ConformanceWorld, Session } from './conformance-world.ts';
import { multipart, type Part } from './multipart.ts';
import { type DocumentedOperation, encode, fillPath, paramsIn } from './openapi-document.ts';
import {
  example,
  type ExampleOptions,
  type ExampleSchema,
  OMIT,
  hashSeed,
  seededRandom,
} from './schema-examples.ts';

/**
 * How many requests built from the schema each operation gets per session: the required fields
 * only, every field, then (from `FUZZ_DEPTH` 2 on) seeded random choices of fields and values.
 */
export function variantsAt(depth: number): number {
  return 2 + Math.max(0, depth - 1) * 4;
}

function optionsFor(variant: number, seed: string, known: (name: string) => unknown): ExampleOptions {
  if (variant === 0) return { optional: 'none', known };
  if (variant === 1) return { optional: 'all', known };
  return { optional: 'some', random: seededRandom(hashSeed(`${seed} #${variant}`)), known };
}

/** The fields of a form as a browser sends them: files as the small picture, the rest as text. */
function formParts(schema: ExampleSchema, opts: ExampleOptions, png: Buffer): Part[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => opts.known?.(name) !== OMIT)
    .filter(([name]) => required.has(name) || opts.optional === 'all' || (opts.random?.() ?? 1) < 0.5)
    .map(([name, field]) =>
      field.format === 'binary'
        ? { name, data: png, filename: 'photo.png', contentType: 'image/png' }
        : { name, data: String(example(field, opts, name)) },
    );
}

/**
 * A request valid by the document (plausible values, ids of the fixture's rows) for `session`:
 * what a well-behaved client sends, so that routes answer their successes too.
 */
export async function positiveRequest(
  { path, method, op }: DocumentedOperation,
  session: Session,
  variant: number,
  w: ConformanceWorld,
  png: Buffer,
): Promise<InjectOptions> {
  const known = (name: string) => w.knownField(path, session, name);
  const opts = optionsFor(variant, `${method} ${path} ${session}`, known);
  const pathValues: Record<string, string> = {};
  for (const p of paramsIn(op, 'path')) {
    const value = (await w.pathValue(path, p.name, session)) ?? example(p.schema, opts, p.name);
    pathValues[p.name] = encode(String(value));
  }
  const query = paramsIn(op, 'query')
    .filter((p) => p.required || opts.optional === 'all' || (opts.random?.() ?? 1) < 0.5)
    .map((p) => `${p.name}=${encode(String(example(p.schema as ExampleSchema, opts, p.name)))}`)
    .join('&');
  const headers: Record<string, string> = {};
  for (const p of paramsIn(op, 'header')) {
    if (p.required || opts.optional !== 'none') {
      headers[p.name] = String(example(p.schema, opts, p.name));
    }
  }
  const request: InjectOptions = {
    method: method,
    url: fillPath(path, pathValues, query),
    headers,
  };
  const content = op.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const form = content['multipart/form-data']?.schema;
  if (json) request.payload = example(json, opts) as object;
  else if (form) {
    const body = multipart(formParts(form, opts, png));
    request.payload = body.payload;
    Object.assign(headers, body.headers);
  }
  return request;
}
