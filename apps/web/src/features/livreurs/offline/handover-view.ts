import type { OrderStatus } from '@comoe/shared/enums';
import { canMove } from '@comoe/shared/commandes/machine';
import { HANDOVER_MOVES, type Handover } from './handover';

export type HandoverView = {
  /** The status as the courier sees it: the server's, moved on by what waits on the phone. */
  statut: OrderStatus;
  /** Something of this mission waits for the network ('En attente de réseau'). */
  waiting: boolean;
  /** The first action the server refused, with its message; the action is offered again. */
  refused: Handover | null;
};

/** The courier's own missions: the role is the whole actor. */
const COURIER = { role: 'LIVREUR' } as const;

/**
 * A pickup made offline shows the mission as picked up (so the delivery can follow, offline
 * too); a delivery made offline shows it delivered. Nothing moves past a refusal.
 */
export function handoverView(
  mission: { id: string; statut: OrderStatus },
  handovers: readonly Handover[],
): HandoverView {
  let statut = mission.statut;
  let refused: Handover | null = null;
  let waiting = false;
  for (const handover of handovers) {
    if (handover.missionId !== mission.id) continue;
    if (handover.refusal !== null) {
      refused ??= handover;
      continue;
    }
    waiting = true;
    if (refused) continue;
    const verdict = canMove({ statut }, COURIER, HANDOVER_MOVES[handover.kind]);
    if (verdict.ok) statut = verdict.to;
  }
  return { statut, waiting, refused };
}
