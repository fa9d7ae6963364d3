import { z } from 'zod';
import { ADMIN_MSG } from '../admin-messages.ts';
import { MSG } from '../messages.ts';
import { resolveRange } from '../admin-finance.ts';
import { isoDaySchema, RANGE_ORDER_MESSAGE } from '../periods.ts';

/** Control characters (NUL first: PostgreSQL cannot store it) are refused in every admin text. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const hasNoControlChars = (v: string) => !CONTROL.test(v);

/** A required one-line text: trimmed, 1..max characters, no control characters. */
export const adminText = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, MSG.textTooLong(max))
    .refine(hasNoControlChars, ADMIN_MSG.textControlChars);

/** `q`: free text search, blank = no filter. */
export const searchQuery = z
  .string({ error: ADMIN_MSG.searchInvalid })
  .trim()
  .max(100, ADMIN_MSG.searchInvalid)
  .refine(hasNoControlChars, ADMIN_MSG.searchInvalid)
  .optional()
  .transform((v) => (v ? v : undefined));

/** `startDate` and `endDate` (yyyy-MM-dd), the admin's names for a range (spec part 2 §7). */
export const adminRangeQuery = {
  startDate: isoDaySchema(ADMIN_MSG.startDateInvalid).optional(),
  endDate: isoDaySchema(ADMIN_MSG.endDateInvalid).optional(),
};

type RangeInput = { startDate?: string | undefined; endDate?: string | undefined };

/** Refinement of a query with a range: its start is not after its end. */
export const rangeInOrderRefinement: [(q: RangeInput) => boolean, { message: string; path: string[] }] = [
  (q) => !q.startDate || !q.endDate || q.startDate <= q.endDate,
  { message: RANGE_ORDER_MESSAGE, path: ['startDate'] },
];

/**
 * Answers a checked range query as `from`/`to` (periods.ts), with the default of its screen
 * when an end is missing.
 */
export function toDayRange(fallback: 'last30days' | 'monthToDate') {
  return <T extends RangeInput>({ startDate, endDate, ...rest }: T) => ({
    ...rest,
    ...resolveRange({ startDate, endDate }, fallback),
  });
}

/**
 * `sort=key,dir` (as the owner's order list, spec part 2 §7) among whitelisted keys; dir asc
 * by default. Answers `{ key, desc }`.
 */
export function sortQuery<K extends string>(keys: readonly [K, ...K[]], fallback: `${K},${'asc' | 'desc'}`) {
  const message = ADMIN_MSG.sortInvalid(keys);
  return z
    .string({ error: message })
    .max(40, message)
    .default(fallback)
    .transform((raw, ctx) => {
      const [key, dir = 'asc', ...more] = raw.split(',').map((p) => p.trim());
      if (!keys.includes(key as K) || (dir !== 'asc' && dir !== 'desc') || more.length > 0) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return { key: key as K, desc: dir === 'desc' };
    });
}

/** Order ids are UUIDs: anything else is an unknown order, answered before any query. */
export const commandeIdSchema = z.uuid({ error: ADMIN_MSG.orderIdInvalid });
