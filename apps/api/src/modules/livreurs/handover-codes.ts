import type { FastifyInstance } from 'fastify';
import { MSG } from '@comoe/shared/messages';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { MAX_CODE_TRIES } from '../commandes/order-codes.ts';
import { recordOrderEvent } from '../commandes/order-history.service.ts';
import type { OrderWithOwner } from '../commandes/order-transitions.ts';
import { useCode } from './livreurs.repository.ts';

/**
 * A handover's code: the business's at pickup and when the parcel is brought back, the client's
 * at the door. The code and the lock are checked by one conditional update (`useCode`): no code
 * is taken once 5 wrong ones are counted, whatever the number of requests or instances at once.
 */
export async function checkHandoverCode(
  app: FastifyInstance,
  order: OrderWithOwner,
  which: 'client' | 'entreprise',
  given: string,
): Promise<void> {
  // A step already locked when the order was read needs no write.
  const seen = which === 'client' ? order.essaisCodeClient : order.essaisCodeEntreprise;
  if (seen >= MAX_CODE_TRIES) throw conflict(MSG.codeLocked, 'CODE_LOCKED');
  const used = await useCode(app.db, order.id, which, given.trim(), MAX_CODE_TRIES);
  if (!used) throw conflict(MSG.codeLocked, 'CODE_LOCKED');
  if (used.right) return;
  // Kept in the order's history with the tries it leaves (issue 34 §2): the desk sees a lock coming.
  await recordOrderEvent(app.db, {
    commandeId: order.id,
    type: 'CODE_ERRONE',
    actor: { id: order.livreurId, role: 'LIVREUR' },
    code: which,
    essaisRestants: Math.max(0, MAX_CODE_TRIES - used.tries),
  });
  if (used.tries >= MAX_CODE_TRIES) {
    // This wrong code locked the step: the update counts no try past the limit, so once per step.
    app.metrics?.codeLocked(which);
    throw conflict(MSG.codeLocked, 'CODE_LOCKED');
  }
  throw badRequest(
    `${MSG.codeInvalid} Il vous reste ${MAX_CODE_TRIES - used.tries} essai(s).`,
    'CODE_INVALID',
  );
}
