import { heureFr } from '@comoe/shared/horaires/phrases';
import { INCIDENT_MSG } from '@comoe/shared/commandes/incidents';
import { movesNow } from '@comoe/shared/commandes/allowed-moves';
import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';
import type { OrderStatus } from '@comoe/shared/enums';
import type { Mission } from '@comoe/shared/schemas/commandes';
import type { DeliveryProblem } from '@comoe/shared/schemas/mission-incidents';
import { TriangleAlert, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ReleaseMissionDialog } from './release-mission-dialog';
import { ReportProblemDialog } from './report-problem-dialog';
import { ReturnSteps } from './return-steps';

/** The courier's own missions: the role is the whole actor (the server checks the rest). */
const COURIER = { role: 'LIVREUR' } as const;

type MissionIncidentActionsProps = {
  mission: Mission;
  /** The status shown on the card (with what waits on the phone applied). */
  statut: OrderStatus;
};

/**
 * Issue 22 §3 under a current mission: 'Rendre la mission' before pickup, 'Signaler un problème'
 * after, each shown when the order machine allows it now; once a problem is reported, what to do
 * next (issue 34 §1).
 */
export function MissionIncidentActions({ mission, statut }: MissionIncidentActionsProps) {
  const [open, setOpen] = useState<'release' | 'problem' | null>(null);
  const [reported, setReported] = useState<DeliveryProblem | null>(null);
  const moves = movesNow({ statut }, COURIER);
  const canRelease = moves.has('rendreMission');
  const canReport = moves.has('signalerProbleme');
  const shown = reported ?? mission.probleme ?? null;
  if (!canRelease && !canReport) return null;

  return (
    <div className="grid gap-2">
      {shown && canReport && (
        <p
          data-testid="problem-reported"
          className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {INCIDENT_MSG.problemFlag(shown.type)} à {heureFr(Date.parse(shown.signaleA))}
          </span>
        </p>
      )}
      {canRelease && (
        <Button variant="outline" size="lg" className="w-full" onClick={() => setOpen('release')}>
          <Undo2 aria-hidden="true" />
          {ORDER_MACHINE.rendreMission.label}
        </Button>
      )}
      {shown && canReport && <ReturnSteps mission={mission} statut={statut} probleme={shown} />}
      {canReport && (
        <Button variant="outline" size="lg" className="w-full" onClick={() => setOpen('problem')}>
          <TriangleAlert aria-hidden="true" />
          {ORDER_MACHINE.signalerProbleme.label}
        </Button>
      )}
      <ReleaseMissionDialog
        mission={mission}
        open={open === 'release'}
        onOpenChange={(still) => setOpen(still ? 'release' : null)}
      />
      <ReportProblemDialog
        mission={mission}
        open={open === 'problem'}
        onOpenChange={(still) => setOpen(still ? 'problem' : null)}
        onReported={setReported}
      />
    </div>
  );
}
