import { orderRef } from '@comoe/shared/commandes/reference';
import type { AdminOrderDetail } from '@comoe/shared/schemas/admin-commandes';
import { Ban, BellRing, KeyRound, Undo2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDeskMove, type DeskMove } from '../../api/desk-moves';
import { DESK_TEXT } from '../../texts';
import { AssignDialog } from './assign-dialog';
import { MotifDialog } from './motif-dialog';
import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';

type Open = 'annuler' | 'liberer' | 'assigner' | null;

const ICONS = { annuler: Ban, liberer: Undo2, assigner: UserPlus, relancer: BellRing } as const;

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
      {allowed.map((a) => {
        const Icon = ICONS[a.move as keyof typeof ICONS];
        return (
          <Button
            key={a.move}
            size="sm"
            variant={a.move === 'annuler' ? 'destructive' : 'outline'}
            disabled={a.move === 'relancer' && move.isPending}
            onClick={() =>
              a.move === 'relancer' ? void run({ id: order.id, action: 'relancer' }) : setOpen(a.move as Open)
            }
          >
            {Icon && <Icon aria-hidden="true" />}
            {a.label}
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
    </div>
  );
}
