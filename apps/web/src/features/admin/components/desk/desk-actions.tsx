import { orderRef } from '@comoe/shared/commandes/reference';
import type { AdminOrderDetail } from '@comoe/shared/schemas/admin-commandes';
import { RESCUE_LABELS, type ClosingIssue } from '@comoe/shared/commandes/rescue';
import { Ban, BellRing, KeyRound, PackageCheck, Repeat, Undo2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDeskMove, type DeskMove } from '../../api/desk-moves';
import { DESK_TEXT } from '../../texts';
import { AssignDialog } from './assign-dialog';
import { MotifDialog } from './motif-dialog';
import { CloseDialog, TransferDialog } from './rescue-dialogs';
import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';

type Open = 'annuler' | 'liberer' | 'assigner' | 'relancer' | 'transferer' | 'cloturer' | null;

const ICONS = {
  annuler: Ban,
  liberer: Undo2,
  assigner: UserPlus,
  relancer: BellRing,
  transferer: Repeat,
  cloturer: PackageCheck,
} as const;

/** The machine's two closing moves, one 'Clôturer' button on the desk, by the issue each gives. */
const CLOSING_MOVES: Record<string, ClosingIssue> = { cloturerLivree: 'LIVREE', cloturerRetour: 'RETOURNEE' };

/** The buttons: each allowed move, the closing ones merged into one. */
function buttonsOf(allowed: AdminOrderDetail['actions']) {
  const closing = allowed.filter((a) => a.move in CLOSING_MOVES);
  const others = allowed
    .filter((a) => !(a.move in CLOSING_MOVES))
    .map((a) => ({ open: a.move as Open, label: a.label }));
  return {
    buttons:
      closing.length > 0 ? [...others, { open: 'cloturer' as Open, label: RESCUE_LABELS.cloturer }] : others,
    closingIssues: closing.map((a) => CLOSING_MOVES[a.move]!),
  };
}

const MOTIF_COPY = {
  annuler: {
    title: ORDER_MACHINE.annuler.label,
    description: 'Le client, l’entreprise et le livreur liront le motif. La commande ne pourra plus avancer.',
    confirm: ORDER_MACHINE.annuler.label,
  },
  liberer: {
    title: ORDER_MACHINE.liberer.label,
    description:
      'Le livreur actuel perd la mission ; elle revient à tous les livreurs disponibles de la ville.',
    confirm: ORDER_MACHINE.liberer.label,
  },
} as const;

/**
 * The moves the order machine allows the desk now (its `actions`), and unlocking the codes when a
 * step is locked. Nothing here re-checks a status: a move the server refuses says why.
 */
export function DeskActions({ order, onBusy }: { order: AdminOrderDetail; onBusy: (busy: boolean) => void }) {
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const move = useDeskMove();
  const allowed = order.actions.filter((a) => a.allowed);
  const { buttons, closingIssues } = buttonsOf(allowed);
  const locked = order.essaisRestants.client === 0 || order.essaisRestants.entreprise === 0;

  const run = async (m: DeskMove) => {
    setError(null);
    onBusy(true);
    try {
      await move.mutateAsync(m);
      toast.success(DESK_TEXT.moveDone[m.action], `Commande #${orderRef(order.id)}`);
      setOpen(null);
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : 'L’action a échoué.';
      setError(message);
      // A move without a dialog says why in a toast; a dialog keeps its message (who acted first).
      if (m.action === 'debloquer-codes' || m.action === 'relancer')
        toast.error('L’action a échoué.', message);
    } finally {
      onBusy(false);
    }
  };
  const close = () => {
    setOpen(null);
    setError(null);
  };

  // A dialog stays open when the refetch after a lost move leaves no move: its message says who won.
  if (allowed.length === 0 && !locked && open === null) {
    const reason = order.actions[0] && !order.actions[0].allowed ? order.actions[0].reason : undefined;
    return reason ? <p className="rounded-xl bg-stone-100 p-3 text-sm text-stone-700">{reason}</p> : null;
  }
  return (
    <div className="flex flex-wrap gap-2" data-testid="desk-actions">
      {buttons.map((b) => {
        const Icon = ICONS[b.open as keyof typeof ICONS];
        return (
          <Button
            key={b.open}
            size="sm"
            variant={b.open === 'annuler' ? 'destructive' : 'outline'}
            disabled={b.open === 'relancer' && move.isPending}
            onClick={() =>
              b.open === 'relancer' ? void run({ id: order.id, action: 'relancer' }) : setOpen(b.open)
            }
          >
            {Icon && <Icon aria-hidden="true" />}
            {b.label}
          </Button>
        );
      })}
      {locked && (
        <Button
          size="sm"
          variant="outline"
          disabled={move.isPending}
          onClick={() => void run({ id: order.id, action: 'debloquer-codes' })}
        >
          <KeyRound aria-hidden="true" />
          {DESK_TEXT.unlock}
        </Button>
      )}
      {(open === 'annuler' || open === 'liberer') && (
        <MotifDialog
          title={MOTIF_COPY[open].title}
          description={MOTIF_COPY[open].description}
          confirmLabel={MOTIF_COPY[open].confirm}
          busy={move.isPending}
          error={error}
          onConfirm={(motif) => void run({ id: order.id, action: open, motif })}
          onClose={close}
        />
      )}
      {open === 'assigner' && (
        <AssignDialog
          orderId={order.id}
          busy={move.isPending}
          error={error}
          onAssign={(livreurId) => void run({ id: order.id, action: 'assigner', livreurId })}
          onClose={close}
        />
      )}
      {open === 'transferer' && (
        <TransferDialog
          orderId={order.id}
          busy={move.isPending}
          error={error}
          onConfirm={(livreurId, motif) =>
            void run({
              id: order.id,
              action: 'transferer',
              livreurId,
              motif,
              livreurActuelId: order.livreur?.id ?? null,
            })
          }
          onClose={close}
        />
      )}
      {open === 'cloturer' && (
        <CloseDialog
          allowed={closingIssues}
          busy={move.isPending}
          error={error}
          onConfirm={(issue, motif) => void run({ id: order.id, action: 'cloturer', issue, motif })}
          onClose={close}
        />
      )}
    </div>
  );
}
