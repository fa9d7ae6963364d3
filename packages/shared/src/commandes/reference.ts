/** How many of the id's characters name an order on every screen and notice (spec part 2 §2). */
export const ORDER_REF_LENGTH = 6;

/** 'ab12cd34-…' → 'AB12CD': the short number clients, owners, couriers and admins read alike. */
export function orderRef(id: string): string {
  return id.slice(0, ORDER_REF_LENGTH).toUpperCase();
}
