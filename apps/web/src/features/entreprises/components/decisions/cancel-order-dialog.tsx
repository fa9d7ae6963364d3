import {
  cancelOrderSchema,
  OWNER_REASON_MSG,
  type CancelOrderInput,
} from '@comoe/shared/schemas/order-owner-reasons';
import { Ban } from 'lucide-react';
import { useId } from 'react';
import { LABELS } from '@/lib/labels';
import { DecisionDialog, type OrderQuestionProps } from './decision-dialog';
import { useReason } from './use-reason';
import { FieldError, ReasonChoice } from './reason-choice';
import { REASON_REQUIRED, reasonText } from './reason-text';
import { useCheckedConfirm } from './use-checked-confirm';

/**
 * "Annuler la commande" always asks why (issue 34 §2), with the refusal's reasons: the client and
 * the courier read it. The spec's "Confirmer l'annulation ?" / "Oui, annuler" / "Non, revenir".
 */
export function CancelOrderDialog({
  open,
  onOpenChange,
  reference,
  pending,
  onConfirm,
}: OrderQuestionProps<CancelOrderInput>) {
  const { error, setError, confirmChecked } = useCheckedConfirm(onConfirm);
  const choice = useReason(() => setError(null));
  const { reason, other } = choice;
  const errorId = useId();

  const submit = () => {
    if (reason === null) {
      setError(REASON_REQUIRED);
      return;
    }
    confirmChecked(cancelOrderSchema.safeParse({ motif: reasonText(reason, other) }));
  };

  return (
    <DecisionDialog
      open={open}
      onOpenChange={onOpenChange}
      testId="cancel-dialog"
      title="Confirmer l'annulation ?"
      description={`Commande ${reference}. ${OWNER_REASON_MSG.cancelHint}`}
      onSubmit={submit}
      backLabel="Non, revenir"
      confirm={{
        variant: 'destructive',
        icon: <Ban aria-hidden="true" />,
        label: LABELS.confirmCancel,
        pending,
      }}
    >
      <ReasonChoice {...choice} invalid={error !== null} describedBy={error ? errorId : undefined} />
      <FieldError id={errorId} error={error} />
    </DecisionDialog>
  );
}
