import { DECISION_MSG, delaiPreparationSchema } from '@comoe/shared/schemas/order-decisions';
import { Check } from 'lucide-react';
import { DecisionDialog, type OrderQuestionProps } from './decision-dialog';
import { MinutesChoice } from './minutes-choice';
import { useMinutes, withMinutes } from './use-minutes';
import { useCheckedConfirm } from './use-checked-confirm';

/**
 * "Accepter" asks how long the preparation takes (issue 21 §1): a chip in one tap, or any whole
 * number of minutes typed; the client then reads "Prête vers 12 h 40". The business's usual time
 * (its settings, issue 32 §1) is chosen already, and said as such.
 */
export function AcceptOrderDialog({
  open,
  onOpenChange,
  reference,
  usualMinutes,
  pending,
  onConfirm,
}: OrderQuestionProps<number> & {
  /** The business's usual preparation time, in minutes. */
  usualMinutes: number;
}) {
  const state = useMinutes(usualMinutes);
  const { error, setError, confirmChecked } = useCheckedConfirm(onConfirm);
  const submit = () => confirmChecked(delaiPreparationSchema.safeParse(state.minutes));

  return (
    <DecisionDialog
      open={open}
      onOpenChange={onOpenChange}
      testId="accept-dialog"
      title={`Accepter la commande ${reference}`}
      description="Dans combien de temps sera-t-elle prête ?"
      onSubmit={submit}
      // On a phone the confirmation, its time spelled out, takes the whole width.
      footerClassName="max-sm:flex max-sm:flex-col-reverse"
      confirm={{
        variant: 'secondary',
        icon: <Check aria-hidden="true" />,
        label: withMinutes('Accepter', state.minutes),
        pending,
      }}
    >
      <p className="text-sm text-stone-600">{DECISION_MSG.habituel(usualMinutes)}</p>
      <MinutesChoice state={state} error={error} onChange={() => setError(null)} />
    </DecisionDialog>
  );
}
