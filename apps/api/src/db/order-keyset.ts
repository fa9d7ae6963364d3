import { sql, type SelectQueryBuilder } from 'kysely';

/** The last order a chunk held: the next chunk starts after it. */
export interface OrderKey {
  createdAt: Date;
  id: string;
}

/**
 * The `limit` orders (aliased `c`) after `after`, newest first: the CSV exports walk a range by
 * keys, one short query at a time, never OFFSET on a big range and never holding the connection
 * between two chunks. The businesses' and the admin's exports walk the same way.
 */
export function ordersNewestAfter<D, TB extends keyof D, O>(
  qb: SelectQueryBuilder<D, TB, O>,
  after: OrderKey | null,
  limit: number,
): SelectQueryBuilder<D, TB, O> {
  const createdAt = sql.ref<Date>('c.createdAt');
  const id = sql.ref<string>('c.id');
  return qb
    .orderBy(createdAt, 'desc')
    .orderBy(id, 'desc')
    .$if(after !== null, (q) =>
      q
        .where(createdAt, '<=', after!.createdAt)
        .where((eb) => eb.or([eb(createdAt, '<', after!.createdAt), eb(id, '<', after!.id)])),
    )
    .limit(limit);
}
