import { REFUSAL_OTHER, type RefusalReason } from '@comoe/shared/schemas/order-decisions';

/** Said when the owner confirms without choosing. */
export const REASON_REQUIRED = 'Choisissez un motif.';

/** The text a chosen reason sends: the reason itself, or the owner's words for "Autre". */
export const reasonText = (reason: RefusalReason, other: string) =>
  reason === REFUSAL_OTHER ? other : reason;
