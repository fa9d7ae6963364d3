import { useState, type ComponentProps } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextareaField } from '@/components/form-fields';
import { TEXT } from '../texts';

type ReasonConfirmDialogProps = Omit<ComponentProps<typeof ConfirmDialog>, 'onConfirm' | 'open'> & {
  /** The shared schema's refusal of this reason, or null when it passes (issue 34). */
  check: (motif: string) => string | null;
  onConfirm: (motif: string) => void;
};

/**
 * A confirmation that asks why (a deactivation, a withdrawn verification): the person concerned
 * reads the reason and the journal keeps it. Mounted while open, so each opening starts blank.
 */
export function ReasonConfirmDialog({ check, onConfirm, children, ...dialog }: ReasonConfirmDialogProps) {
  const [motif, setMotif] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = () => {
    const refused = check(motif);
    setRefusal(refused);
    if (!refused) onConfirm(motif.trim());
  };
  return (
    <ConfirmDialog {...dialog} open onConfirm={confirm}>
      {children}
      <TextareaField
        id="reason-motif"
        label={TEXT.reasonLabel}
        rows={3}
        maxLength={300}
        value={motif}
        error={refusal ?? undefined}
        onChange={(event) => {
          setMotif(event.target.value);
          if (refusal) setRefusal(null);
        }}
      />
    </ConfirmDialog>
  );
}
