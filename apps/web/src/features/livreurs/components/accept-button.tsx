import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';
import { COURIER_ALERT_MSG } from '@comoe/shared/courier-alerts';
import { MAX_MISSIONS_IN_PROGRESS } from '@comoe/shared/livreurs';
import { Info } from 'lucide-react';
import { Button } from '@/components/ui/button';

type AcceptButtonProps = {
  missionId: string;
  /** The courier already holds the most missions at once: the reason is shown, the button off. */
  atCap: boolean;
  pending: boolean;
  onAccept: () => void;
};

/** The accept move's button (its label from the order machine), or why not now, said on the card itself (issue 22 §2). */
export function AcceptButton({ missionId, atCap, pending, onAccept }: AcceptButtonProps) {
  const reasonId = `accept-cap-${missionId}`;
  return (
    <>
      {atCap && (
        <p
          id={reasonId}
          data-testid="accept-cap"
          className="flex gap-2 rounded-xl bg-stone-100 px-3 py-2 text-sm text-stone-800"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {COURIER_ALERT_MSG.atCap(MAX_MISSIONS_IN_PROGRESS)}
        </p>
      )}
      <Button
        size="lg"
        className="w-full"
        onClick={onAccept}
        disabled={atCap || pending}
        aria-describedby={atCap ? reasonId : undefined}
      >
        {ORDER_MACHINE.accepterMission.label}
      </Button>
    </>
  );
}
