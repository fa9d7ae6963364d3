import type { JsonSchema } from './hostile.ts';

/** A seeded source of choices (mulberry32): the same seed makes the same requests on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A small stable hash of a text, to seed each operation on its own (adding a route moves no other). */
export function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The schema keys the examples read, beyond the fuzz's. */
export interface ExampleSchema extends JsonSchema {
  nullable?: boolean;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  required?: string[];
  default?: unknown;
  properties?: Record<string, ExampleSchema>;
  items?: ExampleSchema;
  anyOf?: ExampleSchema[];
  oneOf?: ExampleSchema[];
  allOf?: ExampleSchema[];
}

/** What `known` answers for a field the request must leave out (an optional one, in every variant). */
export const OMIT = Symbol('omit');

export interface ExampleOptions {
  /** Choices beyond the first (enum members, optional fields, numbers in range); none: the canonical example. */
  random?: () => number;
  /** Every optional field, or (with `random`) a random half of them; without either, required ones only. */
  optional?: 'all' | 'none' | 'some';
  /** A value for a field by its name (ids of the fixture, its passwords), when the schema admits it. */
  known?: (name: string) => unknown;
}

/** Texts that fit the patterns our schemas use (phones, codes, dates, times, references…). */
const PATTERN_CANDIDATES = [
  'Abidjan nord',
  '0102030405',
  '+2250102030405',
  '2026-01-15',
  '2026-01-15T10:00:00.000Z',
  '08:00',
  '1234',
  '123456',
  'photo.webp',
  'abc-1.webp',
  'REF-2026-001',
  'a',
  '1',
];

function fitsLength(s: ExampleSchema, v: string): boolean {
  return v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity);
}

function stringExample(s: ExampleSchema, name: string, pick: <T>(xs: T[]) => T): string {
  if (s.format === 'uuid') return '5b0d7c36-3f57-4d3e-9c1a-2a6f3c9e1f10';
  if (s.format === 'date') return '2026-01-15';
  if (s.format === 'date-time') return '2026-01-15T10:00:00.000Z';
  if (s.format === 'email' || /mail/i.test(name)) return 'test@exemple.ci';
  if (s.pattern) {
    const re = new RegExp(s.pattern, 'u');
    const fits = PATTERN_CANDIDATES.filter((v) => re.test(v) && fitsLength(s, v));
    if (fits.length > 0) return pick(fits);
  }
  const base = /telephone|phone|numero|number/i.test(name) ? '0102030405' : 'Texte de test';
  const min = s.minLength ?? 0;
  const padded = base.length >= min ? base : base.padEnd(min, 'x');
  return padded.slice(0, s.maxLength ?? padded.length);
}

function numberExample(s: ExampleSchema, integer: boolean, random?: () => number): number {
  const step = integer ? 1 : 0.5;
  let min = s.minimum ?? (typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : -1e6);
  if (s.exclusiveMinimum === true || typeof s.exclusiveMinimum === 'number') min += step;
  let max = s.maximum ?? (typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : 1e6);
  if (s.exclusiveMaximum === true || typeof s.exclusiveMaximum === 'number') max -= step;
  // Small positive numbers are what ids, quantities and pages look like.
  const low = Math.min(Math.max(min, 1), max);
  if (!random) return low;
  const high = Math.min(max, low + 20);
  const v = low + random() * (high - low);
  return integer ? Math.round(v) : Math.round(v * 100) / 100;
}

/**
 * A value valid for `s` (as an OpenAPI 3.0 schema of this API gives it): the positive cases that
 * the conformance test sends, so that routes answer their 2xx and not only their refusals.
 */
export function example(s: ExampleSchema | undefined, opts: ExampleOptions = {}, name = ''): unknown {
  if (!s) return 'Texte de test';
  const { random } = opts;
  const pick = <T>(xs: T[]): T => xs[random ? Math.floor(random() * xs.length) : 0]!;
  const known = name ? opts.known?.(name) : undefined;
  if (known !== undefined && known !== OMIT) return known;
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return example(pick(alternatives.filter((a) => a.type !== 'null')), opts, name);
  if (s.allOf?.[0]) return example(s.allOf[0], opts, name);
  if (s.nullable && random && random() < 0.15) return null;
  if (s.enum && s.enum.length > 0) return pick(s.enum.filter((v) => v !== null));
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type ?? (s.properties ? 'object' : 'string')) {
    case 'integer':
      return numberExample(s, true, random);
    case 'number':
      return numberExample(s, false, random);
    case 'boolean':
      return random ? random() < 0.5 : true;
    case 'array': {
      const count = Math.max(
        s.minItems ?? 0,
        Math.min(s.maxItems ?? 1, random ? 1 + Math.floor(random() * 2) : 1),
      );
      return Array.from({ length: count }, () => example(s.items, opts, name));
    }
    case 'object': {
      const required = new Set(s.required ?? []);
      const entries = Object.entries(s.properties ?? {}).filter(([key]) => {
        if (opts.known?.(key) === OMIT) return false;
        if (required.has(key) || opts.optional === 'all') return true;
        return opts.optional === 'some' && random !== undefined && random() < 0.5;
      });
      return Object.fromEntries(entries.map(([key, sub]) => [key, example(sub, opts, key)]));
    }
    default:
      return stringExample(s, name, pick);
  }
}
