import { z } from 'zod';
import { MSG } from './messages.ts';
import { MOBILE_MONEY_PATTERN, normalizeMobileMoneyNumber, normalizePhone, PHONE_PATTERN } from './phone.ts';

/**
 * 8 characters or more, no spaces, with a lowercase and an uppercase letter, a digit and a special
 * character. Any sign that is neither a letter nor a digit counts as special ('Abidjan#2026'):
 * a short list of allowed signs refused passwords without the user knowing why.
 */
export const PASSWORD_PATTERN = /^(?=.*\p{Ll})(?=.*\p{Lu})(?=.*\d)(?=.*[^\p{L}\p{N}\s])\S{8,}$/u;

export const MIN_AGE_YEARS = 10;

/**
 * Every text a client sends starts here. U+0000 is refused in one place for every field:
 * no form types it, and PostgreSQL's text cannot hold it (it would answer an error, not store it).
 */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((v) => !v.includes('\u0000'), MSG.textNul);

export const phoneSchema = safeString({ error: MSG.telephoneRequired })
  .transform(normalizePhone)
  .pipe(z.string().min(1, MSG.telephoneRequired).regex(PHONE_PATTERN, MSG.phone));

/** A payout wallet number (Orange Money, Wave, MTN, Moov), stored as its 10 digits. */
export const mobileMoneyNumberSchema = safeString({ error: MSG.payoutNumberRequired })
  .max(30, MSG.payoutNumberInvalid)
  .transform(normalizeMobileMoneyNumber)
  .pipe(z.string().min(1, MSG.payoutNumberRequired).regex(MOBILE_MONEY_PATTERN, MSG.payoutNumberInvalid));

export const passwordSchema = safeString({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .max(128, MSG.textTooLong(128))
  .regex(PASSWORD_PATTERN, MSG.password);

export const requiredText = (message: string, max = 100) =>
  safeString({ error: message }).trim().min(1, message).max(max, MSG.textTooLong(max));

export const optionalText = (max: number) =>
  safeString()
    .trim()
    .max(max, MSG.textTooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));

export const optionalEmail = safeString()
  .trim()
  .max(254, MSG.textTooLong(254))
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.email(MSG.emailInvalid).nullable());

/**
 * `Idempotency-Key` header of a request a phone may send again (checkout, courier handovers):
 * visible ASCII only, 8 to 100 characters.
 */
export const idempotencyKeySchema = safeString({ error: MSG.idempotencyKeyInvalid })
  .min(8, MSG.idempotencyKeyInvalid)
  .max(100, MSG.idempotencyKeyInvalid)
  .regex(/^[\x21-\x7e]+$/, MSG.idempotencyKeyInvalid);

export const latitudeSchema = z.number({ error: MSG.latitudeInvalid }).min(-90).max(90).nullish();
export const longitudeSchema = z.number({ error: MSG.longitudeInvalid }).min(-180).max(180).nullish();

/** The latest birth date allowed today: ten years ago, to the day. */
export function latestBirthDate(today = new Date()): string {
  const d = new Date(Date.UTC(today.getFullYear() - MIN_AGE_YEARS, today.getMonth(), today.getDate()));
  return d.toISOString().slice(0, 10);
}

export const birthDateSchema = safeString({ error: MSG.birthDateRequired })
  .min(1, MSG.birthDateRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, MSG.birthDateInvalid)
  .refine((v) => !Number.isNaN(Date.parse(v)) && v >= '1900-01-01', MSG.birthDateInvalid)
  .refine((v) => v <= latestBirthDate(), MSG.birthDateTooRecent);

/** Ids are 32-bit integer columns: a larger number must not reach PostgreSQL (it would fail there). */
export const MAX_ID = 2_147_483_647;
/** An id in a JSON body: a whole number a 32-bit column can hold, else `message`. */
export const idSchema = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/**
 * A number of a URL (path or query), read as the OpenAPI document describes it: a JSON number
 * ('12', '-5.3', '1e-7'). What `Number()` would also read ('0x10', '', ' ', 'Infinity') stays text,
 * refused by `schema` with its own message: the server accepts what its document says, no more.
 */
export function urlNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(v) ? Number(v) : v),
    schema,
  );
}

export const idParam = urlNumber(idSchema(MSG.notFound));
