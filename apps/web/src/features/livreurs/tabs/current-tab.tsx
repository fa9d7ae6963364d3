import { movesNow } from '@comoe/shared/commandes/allowed-moves';
import { canMove, ORDER_MACHINE } from '@comoe/shared/commandes/machine';
import type { Mission } from '@comoe/shared/schemas/commandes';
import { Bike, CloudOff, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { orderRef } from '@comoe/shared/commandes/reference';
import { useCurrentMissions } from '../api/get-missions';
import { EmptyState } from '@/components/list-states';
import { CodeLockedNotice } from '../components/code-locked-notice';
import { HandoverDialog } from '../components/handover-dialog';
import { MissionFocus } from '../components/mission-focus';
import { useOpenMissionId } from '../components/open-mission';
import { MissionCard } from '../components/mission-card';
import { MissionIncidentActions } from '../components/incidents/mission-incident-actions';
import { ListStates } from '../components/query-states';
import { fileOf } from '../offline/confirm-handover';
import { courierOutbox, useHandovers } from '../offline/courier-outbox';
import { HANDOVER_MOVES, type Handover, type HandoverKind } from '../offline/handover';
import { handoverView } from '../offline/handover-view';
import { TEXT } from '../texts';

/** The courier's own missions: the role is the whole actor. */
const COURIER = { role: 'LIVREUR' } as const;
const HANDOVER_KINDS: readonly HandoverKind[] = ['pickup', 'delivery'];

function CurrentMission({ mission, handovers }: { mission: Mission; handovers: readonly Handover[] }) {
  const [open, setOpen] = useState<HandoverKind | null>(null);
  const view = handoverView(mission, handovers);
  const moves = movesNow(view, COURIER);
  // A handover already waiting on the phone is not offered twice.
  const next =
    HANDOVER_KINDS.find((kind) => moves.has(HANDOVER_MOVES[kind]) && !view.queued.includes(kind)) ?? null;
  // The business has yet to mark it ready: nothing for the courier to do but wait.
  const preparing = canMove(view, { role: 'ENTREPRISE' }, 'marquerPrete').ok;
  const retry = view.refused?.kind === next ? view.refused : null;

  return (
    <MissionCard mission={mission} view={view}>
      {preparing && (
        <p className="rounded-xl bg-stone-100 px-3 py-2 text-sm text-stone-700">
          L'entreprise prépare la commande : vous pourrez la récupérer dès qu'elle sera prête.
        </p>
      )}
      {mission.codeBloque && <CodeLockedNotice />}
      {next && (
        <Button size="lg" className="w-full" onClick={() => setOpen(next)} disabled={mission.codeBloque}>
          {ORDER_MACHINE[HANDOVER_MOVES[next]].label}
        </Button>
      )}
      {open && (
        <HandoverDialog
          mission={mission}
          kind={open}
          open
          onOpenChange={(stillOpen) => setOpen(stillOpen ? open : null)}
          initialPhoto={retry ? fileOf(retry.photo) : null}
        />
      )}
      <MissionIncidentActions mission={mission} statut={view.statut} />
    </MissionCard>
  );
}

/** Actions kept on the phone for a mission no longer in the list (cancelled meanwhile…). */
function Leftover({ handover }: { handover: Handover }) {
  const refused = handover.refusal !== null;
  return (
    <li
      data-testid="leftover-handover"
      className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      {refused ? (
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      ) : (
        <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      )}
      <span className="min-w-0 flex-1">
        Mission #{orderRef(handover.missionId)} :{' '}
        {refused ? handover.refusal || TEXT.verifyFailed : TEXT.waitingNetwork}
      </span>
      {refused && (
        <Button variant="ghost" size="sm" onClick={() => void courierOutbox.dismiss(handover.key)}>
          Ignorer
        </Button>
      )}
    </li>
  );
}

/** 'Missions en cours': accepted, ready, on the way; handovers made offline shown on their card. */
export function CurrentTab() {
  const missions = useCurrentMissions();
  const handovers = useHandovers();
  const openId = useOpenMissionId();
  const listed = new Set(missions.data?.map((m) => m.id));
  const leftovers = missions.data ? handovers.filter((h) => !listed.has(h.missionId)) : [];
  return (
    <div className="flex flex-col gap-3">
      {leftovers.length > 0 && (
        <ul className="flex flex-col gap-2">
          {leftovers.map((handover) => (
            <Leftover key={handover.key} handover={handover} />
          ))}
        </ul>
      )}
      <ListStates query={missions} empty={<EmptyState icon={Bike} title={TEXT.noCurrent} />}>
        {(mission) => (
          <MissionFocus id={mission.id} open={mission.id === openId}>
            <CurrentMission mission={mission} handovers={handovers} />
          </MissionFocus>
        )}
      </ListStates>
    </div>
  );
}
