import type { LucideIcon } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { MotifDialog } from '../desk/motif-dialog';
import type { Asking } from './use-decision';

type DecisionActionsProps = {
  /** Which question is open; the card closes it once its decision is recorded. */
  asking: Asking;
  onAsk: (asking: Asking) => void;
  busy: boolean;
  /** The server's refusal of a refusal, shown in the motif's dialog. */
  error: string | null;
  approve: {
    label: string;
    icon: LucideIcon;
    title: string;
    description: string;
    pendingLabel: string;
    disabled?: boolean;
    wide?: boolean;
  };
  /** Without it, no 'Refuser' button (a refused courier is not refused twice). */
  refuse?: { icon: LucideIcon; title: string; description: string } | undefined;
  onApprove: () => void;
  onRefuse: (motif: string) => void;
};

/**
 * The admin's two answers to a courier's request: approve (asked first) or 'Refuser' with the
 * reason the courier reads.
 */
export function DecisionActions({
  asking,
  onAsk,
  busy,
  error,
  approve,
  refuse,
  onApprove,
  onRefuse,
}: DecisionActionsProps) {
  return (
    <>
      <div className="flex flex-wrap justify-end gap-2">
        {refuse && (
          <Button variant="outline" onClick={() => onAsk('refuse')} disabled={busy}>
            <refuse.icon aria-hidden="true" />
            Refuser
          </Button>
        )}
        <Button onClick={() => onAsk('approve')} disabled={approve.disabled || busy}>
          <approve.icon aria-hidden="true" />
          {approve.label}
        </Button>
      </div>
      <ConfirmDialog
        open={asking === 'approve'}
        title={approve.title}
        description={approve.description}
        confirmLabel={approve.label}
        pendingLabel={approve.pendingLabel}
        destructive={false}
        busy={busy}
        holdWhileBusy={false}
        wide={approve.wide}
        onConfirm={onApprove}
        onCancel={() => onAsk(null)}
      />
      {refuse && asking === 'refuse' && (
        <MotifDialog
          title={refuse.title}
          description={refuse.description}
          confirmLabel="Refuser"
          busy={busy}
          error={error}
          onConfirm={onRefuse}
          onClose={() => onAsk(null)}
        />
      )}
    </>
  );
}
