import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';
import { delayOrderSchema, OWNER_REASON_MSG } from '@comoe/shared/schemas/order-owner-reasons';
import { Clock } from 'lucide-react';
import { DecisionDialog, type OrderQuestionProps } from './decision-dialog';
import { MinutesChoice } from './minutes-choice';
import { useMinutes, withMinutes } from './use-minutes';
import { useCheckedConfirm } from './use-checked-confirm';

/**
 * "Repousser" (issue 34 §2): in how many minutes from now the order will be ready; the client and
 * the courier then read the new "Prête vers".
 */
export function DelayOrderDialog({
  open,
  onOpenChange,
  reference,
  pending,
  onConfirm,
}: OrderQuestionProps<number>) {
  const state = useMinutes(null);
  const { error, setError, confirmChecked } = useCheckedConfirm((body: { delaiPreparationMin: number }) =>
    onConfirm(body.delaiPreparationMin),
  );
  const submit = () => confirmChecked(delayOrderSchema.safeParse({ delaiPreparationMin: state.minutes }));

  return (
    <DecisionDialog
      open={open}
      onOpenChange={onOpenChange}
      testId="delay-dialog"
      title={`${OWNER_REASON_MSG.delayTitle} ${reference}`}
      description={OWNER_REASON_MSG.delayHint}
      onSubmit={submit}
      footerClassName="max-sm:flex max-sm:flex-col-reverse"
      confirm={{
        variant: 'secondary',
        icon: <Clock aria-hidden="true" />,
        label: withMinutes(ORDER_MACHINE.repousserDelai.label, state.minutes),
        pending,
      }}
    >
      <MinutesChoice state={state} error={error} onChange={() => setError(null)} />
    </DecisionDialog>
  );
}
