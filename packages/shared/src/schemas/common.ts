import { z } from 'zod';
import { urlNumber } from '../validation.ts';

export const messageSchema = z.object({ message: z.string() });
export type ApiMessage = z.infer<typeof messageSchema>;

const PAGE_INVALID = 'Le numéro de page est invalide.';
const SIZE_INVALID = 'La taille de page doit être comprise entre 1 et 100.';

/**
 * One page of a list that counts its rows: the page's `content` and `totalElements` over the whole
 * list; a list with figures of its own adds them with `.extend({ … })`.
 */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), totalElements: z.number() });
}

/** `page` (from 0) and `size` of a paginated list. */
export const pagingQuery = {
  page: urlNumber(
    z.number({ error: PAGE_INVALID }).int(PAGE_INVALID).min(0, PAGE_INVALID).max(100_000, PAGE_INVALID),
  ).default(0),
  size: urlNumber(
    z.number({ error: SIZE_INVALID }).int(SIZE_INVALID).min(1, SIZE_INVALID).max(100, SIZE_INVALID),
  ).default(20),
};
