import { motifSchema } from '@comoe/shared/schemas/admin-commandes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitActions } from '@/components/dialog-actions';
import { bindFields } from '@/components/form-fields-binding';
import { TextareaField } from '@/components/form-fields';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DESK_TEXT } from '../../texts';

type MotifForm = z.input<typeof motifSchema>;

type MotifDialogProps = {
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: (motif: string) => void;
  onClose: () => void;
  /** What else the move needs, above the reason (a courier, an issue). */
  children?: ReactNode;
  /** Why it cannot be confirmed yet (nothing chosen above), shown on a try. */
  missing?: string | null;
};

/** A move that needs a reason (cancel, release, transfer, close): the parties read it, the journal keeps it. */
export function MotifDialog({
  title,
  description,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
  children,
  missing = null,
}: MotifDialogProps) {
  const [tried, setTried] = useState(false);
  const form = useForm<MotifForm, unknown, z.output<typeof motifSchema>>({
    resolver: zodResolver(motifSchema),
    defaultValues: { motif: '' },
  });
  const field = bindFields(form, () => 'desk-motif');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            setTried(true);
            void form.handleSubmit(({ motif }) => !missing && onConfirm(motif))(event);
          }}
        >
          {children}
          <TextareaField label={DESK_TEXT.motifLabel} rows={3} maxLength={300} {...field('motif')} />
          <SubmitActions
            busy={busy}
            label={confirmLabel}
            busyLabel="Envoi…"
            error={(tried && missing) || error}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
