import type { OrderStatus } from '@comoe/shared/enums';
import { canMove } from '@comoe/shared/commandes/machine';
import { isFinished } from '@comoe/shared/commandes/statuses';
import { HANDOVER_MOVES, type Handover, type HandoverKind } from './handover';

export type HandoverView = {
  /** The status as the courier sees it: the server's, moved on by what waits on the phone. */
  statut: OrderStatus;
  /** Something of this mission waits for the network ('En attente de réseau'). */
  waiting: boolean;
  /** The first action the server refused, with its message; the action is offered again. */
  refused: Handover | null;
  /**
   * The handovers waiting on the phone, by kind: their button is not offered twice. A waiting
   * delivery does not show the mission delivered (issue 22 §2): only the server's answer does.
   */
  queued: readonly HandoverKind[];
};

/** The courier's own missions: the role is the whole actor. */
const COURIER = { role: 'LIVREUR' } as const;

/**
 * A pickup made offline shows the mission as picked up (so the delivery can follow, offline
 * too); a delivery made offline shows it waiting for the network, never delivered, until the
 * server says so. Nothing moves past a refusal.
 */
export function handoverView(
  mission: { id: string; statut: OrderStatus },
  handovers: readonly Handover[],
): HandoverView {
  let statut = mission.statut;
  let refused: Handover | null = null;
  let waiting = false;
  const queued: HandoverKind[] = [];
  for (const handover of handovers) {
    if (handover.missionId !== mission.id) continue;
    if (handover.refusal !== null) {
      refused ??= handover;
      continue;
    }
    waiting = true;
    queued.push(handover.kind);
    if (refused) continue;
    const verdict = canMove({ statut }, COURIER, HANDOVER_MOVES[handover.kind]);
    // A pickup moves on (the delivery may follow offline); the end waits for the server.
    if (verdict.ok && !isFinished(verdict.to)) statut = verdict.to;
  }
  return { statut, waiting, refused, queued };
}
