import { allowedMoves } from '@comoe/shared/commandes/allowed-moves';
import { RESCUE_MSG, returnWaitLeft } from '@comoe/shared/commandes/rescue';
import type { OrderStatus } from '@comoe/shared/enums';
import type { Mission } from '@comoe/shared/schemas/commandes';
import type { DeliveryProblem } from '@comoe/shared/schemas/mission-incidents';
import { Clock, PackageX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useNow } from '@/hooks/use-now';
import { CallLink } from '../call-link';
import { ReturnDialog } from './return-dialog';

/** The countdown moves by the minute; half of it keeps the button no more than 30 s late. */
const TICK_MS = 30_000;

type ReturnStepsProps = { mission: Mission; statut: OrderStatus; probleme: DeliveryProblem };

/**
 * Issue 34 §1, after 'Signaler un problème': first wait and call the client (who was told), then,
 * once the order machine allows it, bring the order back to the business.
 */
export function ReturnSteps({ mission, statut, probleme }: ReturnStepsProps) {
  const now = useNow(TICK_MS);
  const [open, setOpen] = useState(false);
  const left = returnWaitLeft(probleme.signaleA, now.getTime());
  const facts = { statut, problemeSignaleA: probleme.signaleA };
  const option = allowedMoves(facts, { role: 'LIVREUR' }).find((o) => o.move === 'rapporter');
  if (!option) return null;
  return (
    <div
      data-testid="return-steps"
      className="grid gap-2 rounded-xl border border-stone-200 bg-white p-3 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        {RESCUE_MSG.waitTitle}
      </p>
      <p className="text-stone-700">{left > 0 ? RESCUE_MSG.waitHelp(left) : RESCUE_MSG.waitOver}</p>
      <CallLink phone={mission.clientTelephone} who={mission.clientNom} />
      <Button
        variant="outline"
        size="lg"
        // Its label is wider than a 360 px phone's card leaves it: it wraps rather than push the card.
        className="h-auto min-h-12 w-full px-4 py-2 whitespace-normal"
        disabled={!option.allowed}
        onClick={() => setOpen(true)}
      >
        <PackageX aria-hidden="true" />
        {option.label}
      </Button>
      {!option.allowed && <p className="text-xs text-stone-600">{option.reason}</p>}
      <ReturnDialog mission={mission} open={open} onOpenChange={setOpen} />
    </div>
  );
}
