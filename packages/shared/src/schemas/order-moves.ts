import { z } from 'zod';
import { ORDER_STATUSES } from '../enums.ts';
import { ORDER_MOVES } from '../commandes/machine.ts';

/** `allowedMoves` as an answer: each move with its button label, allowed now or with its reason. */
export const allowedMovesSchema = z.array(
  z.object({
    move: z.enum(ORDER_MOVES as [string, ...string[]]),
    label: z.string(),
    to: z.enum(ORDER_STATUSES),
    allowed: z.boolean(),
    reason: z.string().optional(),
  }),
);
