import {
  CLOSING_ISSUE_LABELS,
  CLOSING_ISSUES,
  RESCUE_LABELS,
  RESCUE_MSG,
  type ClosingIssue,
} from '@comoe/shared/commandes/rescue';
import { DESK_MSG } from '@comoe/shared/admin/desk-messages';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { CourierPicker } from './courier-picker';
import { MotifDialog } from './motif-dialog';

type RescueDialogProps<T> = {
  orderId: string;
  busy: boolean;
  error: string | null;
  onConfirm: (choice: T, motif: string) => void;
  onClose: () => void;
};

/** Issue 34 §1: the order handed to another courier of its city, with the reason everyone reads. */
export function TransferDialog({ orderId, busy, error, onConfirm, onClose }: RescueDialogProps<number>) {
  const [livreurId, setLivreurId] = useState<number | null>(null);
  return (
    <MotifDialog
      title={RESCUE_MSG.transferTitle}
      description={RESCUE_MSG.transferHelp}
      confirmLabel={RESCUE_LABELS.transferer}
      busy={busy}
      error={error}
      missing={livreurId === null ? DESK_MSG.livreurIdRequired : null}
      onConfirm={(motif) => livreurId !== null && onConfirm(livreurId, motif)}
      onClose={onClose}
    >
      <CourierPicker orderId={orderId} busy={busy} selected={livreurId} onPick={setLivreurId} />
    </MotifDialog>
  );
}

/** Issue 34 §1: an order on its way closed, delivered or brought back to the business. */
export function CloseDialog({
  allowed,
  busy,
  error,
  onConfirm,
  onClose,
}: Omit<RescueDialogProps<ClosingIssue>, 'orderId'> & { allowed: readonly ClosingIssue[] }) {
  const [issue, setIssue] = useState<ClosingIssue | null>(allowed.length === 1 ? allowed[0]! : null);
  return (
    <MotifDialog
      title={RESCUE_MSG.closeTitle}
      description={RESCUE_MSG.closeHelp}
      confirmLabel={RESCUE_LABELS.cloturer}
      busy={busy}
      error={error}
      missing={issue === null ? RESCUE_MSG.issueRequired : null}
      onConfirm={(motif) => issue !== null && onConfirm(issue, motif)}
      onClose={onClose}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Issue</legend>
        {CLOSING_ISSUES.filter((i) => allowed.includes(i)).map((i) => (
          <label
            key={i}
            className={cn(
              'flex min-h-12 items-center gap-3 rounded-xl border border-stone-200 px-3',
              issue === i && 'border-orange-500 bg-orange-50',
            )}
          >
            <input type="radio" name="issue" value={i} checked={issue === i} onChange={() => setIssue(i)} />
            {CLOSING_ISSUE_LABELS[i]}
          </label>
        ))}
      </fieldset>
    </MotifDialog>
  );
}
