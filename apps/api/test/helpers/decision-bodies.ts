/**
 * Accepting and refusing an order carry a body (issue 21 §1): the calls of tests that are about
 * something else send these usual answers.
 */
export const USUAL_DECISIONS: Record<string, Record<string, unknown>> = {
  accepter: { delaiPreparationMin: 20 },
  refuser: { motif: 'Trop de commandes' },
};

/** The body a business move sends in tests: the usual answer for accepter/refuser, none otherwise. */
export const movePayload = (action: string): Record<string, unknown> | undefined => USUAL_DECISIONS[action];
