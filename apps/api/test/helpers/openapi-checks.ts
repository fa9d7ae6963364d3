import { createRequire } from 'node:module';
import type { OpenApiDocument, Operation, Parameter, Sent } from './openapi-document.ts';

// Schemathesis's response checks, on the answers of `app.inject`: no server error, the status is
// one the operation documents, the content type one documented for that status, and the body
// valid against the documented schema.

interface AjvError {
  instancePath: string;
  message?: string;
}
interface Validate {
  (data: unknown): boolean;
  errors?: AjvError[] | null;
}
interface Ajv {
  compile(schema: object): Validate;
  addSchema(schema: object): Ajv;
  addFormat(name: string, format: true): Ajv;
}
type AjvClass = new (options: object) => Ajv;

/**
 * Ajv 8 as Fastify loads it (the `ajv` at the top of node_modules is ESLint's Ajv 6): found from
 * @fastify/ajv-compiler, which depends on it and on ajv-formats.
 */
function loadAjv(): Ajv {
  const fastifyRequire = createRequire(createRequire(import.meta.url).resolve('@fastify/ajv-compiler'));
  const AjvCtor = (fastifyRequire('ajv') as { default: AjvClass }).default;
  const addFormats = (fastifyRequire('ajv-formats') as { default: (ajv: Ajv) => Ajv }).default;
  const ajv = addFormats(new AjvCtor({ allErrors: true, strict: false, logger: false }));
  // A file part of a form: nothing to check in a JSON body.
  return ajv.addFormat('binary', true);
}

const COMPONENTS_ID = 'openapi-components';
const DROPPED = new Set(['example', 'examples', 'discriminator', 'xml', 'externalDocs', 'deprecated']);

/**
 * An OpenAPI 3.0 schema as plain JSON Schema: `nullable` as a `null` type, the boolean
 * `exclusiveMinimum` of draft 4 as the number of later drafts, `$ref`s to the components.
 */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const s = schema as Record<string, unknown>;
  if (typeof s.$ref === 'string') {
    return { $ref: s.$ref.replace('#/components/schemas/', `${COMPONENTS_ID}#/definitions/`) };
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(s)) {
    if (!DROPPED.has(key) && key !== 'nullable') out[key] = key === 'enum' ? value : toJsonSchema(value);
  }
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag] === true) out[flag] = out[bound];
    else delete out[flag];
    if (out[flag] !== undefined) delete out[bound];
  }
  if (s.nullable !== true) return out;
  if (Array.isArray(out.enum)) out.enum = [...(out.enum as unknown[]), null];
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
  if (Array.isArray(out.type)) return { ...out, type: [...(out.type as string[]), 'null'] };
  return { anyOf: [out, { type: 'null' }] };
}

/** `application/json`, `application/problem+json`… */
const isJson = (media: string) => media === 'application/json' || media.endsWith('+json');

function mediaMatches(documented: string, actual: string): boolean {
  if (documented === '*/*' || documented === actual) return true;
  const [type, sub] = documented.split('/');
  return sub === '*' && actual.startsWith(`${type}/`);
}

/** What the checks read of an answer (`app.inject`'s, or a stream's head over HTTP). */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
  body: string;
}

export interface Conformance {
  /** What does not match the document in this answer to `op`; none when it conforms. */
  check(op: Operation, res: Answer): string[];
  /** How a request breaks the document of `op` (then a 2xx is a mismatch), or null if it does not. */
  violation(op: Operation, sent: Sent): string | null;
}

/** A value of a path, query or header as the document's type reads it (text in the URL). */
function fromText(value: string, schema: { type?: string | string[] } | undefined): unknown {
  const types = ([] as string[]).concat(schema?.type ?? []);
  if (
    (types.includes('integer') || types.includes('number')) &&
    /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(value)
  ) {
    return Number(value);
  }
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** The checker of a document: each documented schema compiled once, on first use. */
export function conformanceOf(doc: OpenApiDocument): Conformance {
  const ajv = loadAjv();
  ajv.addSchema({ $id: COMPONENTS_ID, definitions: toJsonSchema(doc.components?.schemas ?? {}) as object });
  const compiled = new Map<object, Validate>();
  const validator = (schema: object) => {
    let v = compiled.get(schema);
    if (!v) compiled.set(schema, (v = ajv.compile(toJsonSchema(schema) as object)));
    return v;
  };

  const firstError = (schema: object, value: unknown): string | null => {
    const validate = validator(schema);
    if (validate(value)) return null;
    const e = validate.errors?.[0];
    return `${e?.instancePath || '/'} ${e?.message ?? ''}`;
  };
  const paramError = (p: Parameter, values: Record<string, string>): string | null => {
    const value = values[p.name];
    if (value === undefined) return p.required ? `${p.in} ${p.name} manquant` : null;
    const error = p.schema ? firstError(p.schema, fromText(value, p.schema)) : null;
    return error && `${p.in} ${p.name} : ${error}`;
  };

  return {
    violation(op, sent) {
      for (const p of op.parameters ?? []) {
        const error = paramError(
          p,
          p.in === 'path' ? sent.path : p.in === 'query' ? sent.query : sent.headers,
        );
        if (error) return error;
      }
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (!schema || sent.body === undefined) return null;
      if (sent.body === 'unreadable') return 'corps illisible';
      const error = firstError(schema, sent.body.json);
      return error && `corps ${error}`;
    },

    check(op, res) {
      const responses = op.responses ?? {};
      const status = String(res.statusCode);
      // Documented on every route, as what may happen, never as an answer to give (Schemathesis's
      // not_a_server_error); a 503 says what is down, and is documented where it may be given.
      if (res.statusCode === 500) return [`erreur du serveur : ${res.body.slice(0, 120)}`];
      const documented = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
      if (!documented) {
        return [`statut ${status} non documenté (documentés : ${Object.keys(responses).join(', ')})`];
      }
      const contents = documented.content ?? {};
      const header = res.headers['content-type'];
      const media = typeof header === 'string' ? header.split(';')[0]!.trim().toLowerCase() : '';
      if (Object.keys(contents).length === 0) {
        return res.rawPayload.length > 0
          ? [
              `statut ${status} documenté sans corps, réponse ${media || 'sans type'} de ${res.rawPayload.length} octets`,
            ]
          : [];
      }
      const match = Object.keys(contents).find((documentedType) => mediaMatches(documentedType, media));
      if (!match) {
        return [
          `type ${media || '(aucun)'} non documenté pour ${status} (documentés : ${Object.keys(contents).join(', ')})`,
        ];
      }
      const schema = contents[match]!.schema;
      if (!schema || !isJson(media)) return [];
      let body: unknown;
      try {
        body = JSON.parse(res.body);
      } catch {
        return [`corps ${status} annoncé ${media} mais illisible : ${res.body.slice(0, 80)}`];
      }
      const validate = validator(schema);
      if (validate(body)) return [];
      const errors = (validate.errors ?? [])
        .slice(0, 3)
        .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
      return [`corps ${status} hors schéma : ${errors.join(' ; ')}`];
    },
  };
}
