import { z } from 'zod';
import { ORDER_STATUSES } from '@comoe/shared/enums';
import type { ClosingIssue } from '@comoe/shared/commandes/rescue';
import { messageSchema } from '@comoe/shared/schemas/common';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { adminKeys } from './query-keys';

const statutAnswer = z.object({ statut: z.enum(ORDER_STATUSES) });

/** The desk's moves on one order: each says why (a reason), except handing it to a courier. */
export type DeskMove =
  | { id: string; action: 'annuler' | 'liberer'; motif: string }
  | { id: string; action: 'assigner'; livreurId: number }
  | { id: string; action: 'debloquer-codes' | 'relancer' }
  // Issue 34 §1: `livreurActuelId` is the courier the sheet showed, so a transfer made meanwhile wins.
  | { id: string; action: 'transferer'; livreurId: number; motif: string; livreurActuelId: number | null }
  | { id: string; action: 'cloturer'; issue: ClosingIssue; motif: string };

export async function postDeskMove(move: DeskMove): Promise<void> {
  const url = `/api/admin/commandes/${move.id}/${move.action}`;
  switch (move.action) {
    case 'annuler':
    case 'liberer':
      await apiRequest(url, { method: 'POST', body: { motif: move.motif }, schema: statutAnswer });
      return;
    case 'assigner':
      await apiRequest(url, { method: 'POST', body: { livreurId: move.livreurId }, schema: statutAnswer });
      return;
    case 'debloquer-codes':
    case 'relancer':
      await apiRequest(url, { method: 'POST', schema: messageSchema });
      return;
    case 'transferer': {
      const { livreurId, motif, livreurActuelId } = move;
      const body = { livreurId, motif, ...(livreurActuelId === null ? {} : { livreurActuelId }) };
      await apiRequest(url, { method: 'POST', body, schema: statutAnswer });
      return;
    }
    case 'cloturer':
      await apiRequest(url, {
        method: 'POST',
        body: { issue: move.issue, motif: move.motif },
        schema: statutAnswer,
      });
  }
}

/** A refused move may still mean the order changed (another admin, the courier): refetch either way. */
export const useDeskMove = () => useRefreshingMutation(postDeskMove, [adminKeys.desk, adminKeys.all]);
