import { MSG } from '@comoe/shared/messages';

/** A JSON Schema as the OpenAPI document gives it (the parts the fuzz reads). */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Strings a client should never be able to turn into a 5xx or an English answer. */
export const HOSTILE_STRINGS: string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(10_000),
  '%00',
  '%ff',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '\uD800',
  '\u202Eabc',
  '\uFEFF\u200B',
  '🙂'.repeat(100),
  'e\u0301',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1.5',
  '1e308',
  '0x10',
  '2147483648',
  '9'.repeat(400),
  'true',
  'null',
  '__proto__',
  'constructor',
];

/** Any JSON value, for body fields: the strings, odd numbers, wrong types. */
export const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  true,
  false,
  null,
  [],
  [1, 2],
  [[[[['x']]]]],
  {},
  { a: 1 },
  Array.from({ length: 1000 }, (_, i) => i),
];

/** Whole bodies sent as raw JSON text: every wrong shape, malformed, empty, poisoned, deep. */
export const HOSTILE_BODIES: string[] = [
  '',
  'null',
  '[]',
  '"x"',
  '123',
  'true',
  '{',
  '{"a":',
  '{}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))),
];

const FRENCH =
  /[àâçéèêëîïôûùüÿœ’]|\b(le|la|les|de|des|du|un|une|est|doit|invalide|introuvable|obligatoire|trop|votre|vous|cette|ce|dans|pour|au|aux|pas|requête|adresse|entrée|veuillez|aucun|aucune|inconnu|inconnue|mal|nombre|champ|valeur)\b/i;
const ENGLISH =
  /\b(the|must|should|invalid input|expected|required|not found|error|body|querystring|params)\b/i;
const KNOWN = new Set<string>(Object.values(MSG).filter((v) => typeof v === 'string'));

/** A message of ours, or French by its words and accents, and not English. */
export function isFrench(message: string): boolean {
  if (KNOWN.has(message)) return true;
  return FRENCH.test(message) && !ENGLISH.test(message);
}

function typeOf(s: JsonSchema): string | undefined {
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (t) return t;
  if (s.properties) return 'object';
  return undefined;
}

/** A plausible value for a schema, so that a hostile value in one place meets valid ones elsewhere. */
export function plausible(s: JsonSchema | undefined): unknown {
  if (!s) return 'abc';
  const alt = s.anyOf?.[0] ?? s.oneOf?.[0] ?? s.allOf?.[0];
  if (alt && !s.type) return plausible(alt);
  if (s.enum && s.enum.length > 0) return s.enum[0];
  switch (typeOf(s) ?? 'string') {
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [plausible(s.items)];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
    default:
      if (s.format === 'uuid') return '5b0d7c36-3f57-4d3e-9c1a-2a6f3c9e1f10';
      if (s.format === 'date') return '2026-01-15';
      if (s.format === 'email') return 'test@exemple.ci';
      return 'abc';
  }
}

/** Every place a value sits in a plausible body: object keys, and the first item of arrays. */
export function leafPaths(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) {
    return [path, ...(value.length > 0 ? leafPaths(value[0], [...path, 0]) : [])];
  }
  if (value && typeof value === 'object') {
    return [path, ...Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, k]))].filter(
      (p) => p.length > 0,
    );
  }
  return [path];
}

/** A copy of `value` with `replacement` at `path`. */
export function setAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (
    Array.isArray(value) ? [...(value as unknown[])] : { ...(value as Record<string, unknown>) }
  ) as Record<string | number, unknown>;
  copy[head!] = setAt(copy[head!], rest, replacement);
  return copy;
}
