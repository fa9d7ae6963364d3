import type { OrderFacts, Refusal, WaitName } from './machine-types.ts';
import { RESCUE_MSG, returnWaitLeft } from './rescue.ts';

/**
 * What must have happened before a move, checked once the order is where the move starts. A fact
 * not given passes (a screen may not know it); the server always gives it.
 */
export const WAITS: Record<WaitName, (order: OrderFacts, now: number) => Refusal | null> = {
  attenteApresProbleme: (o, now) => {
    if (o.problemeSignaleA === undefined) return null;
    if (o.problemeSignaleA === null)
      return { status: 409, code: 'NO_PROBLEM', message: RESCUE_MSG.noProblemYet };
    const left = returnWaitLeft(o.problemeSignaleA, now);
    return left > 0 ? { status: 409, code: 'WAIT_NOT_OVER', message: RESCUE_MSG.waitLeft(left) } : null;
  },
};
