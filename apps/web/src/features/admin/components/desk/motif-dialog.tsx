import { motifSchema } from '@comoe/shared/schemas/admin-commandes';
import { zodResolver } from '@hookform/resolvers/zod';
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
};

/** A move that needs a reason (cancel, release): the parties read it, the journal keeps it. */
export function MotifDialog({
  title,
  description,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: MotifDialogProps) {
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
          onSubmit={(event) => void form.handleSubmit(({ motif }) => onConfirm(motif))(event)}
        >
          <TextareaField label={DESK_TEXT.motifLabel} rows={3} maxLength={300} {...field('motif')} />
          <SubmitActions
            busy={busy}
            label={confirmLabel}
            busyLabel="Envoi…"
            error={error}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
