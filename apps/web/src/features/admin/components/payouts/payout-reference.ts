/** A reference longer than this is refused by both payout routes (schemas/admin.ts, courier-gains.ts). */
const REFERENCE_MAX = 100;

export const referenceTooLong = (reference: string) => reference.trim().length > REFERENCE_MAX;
