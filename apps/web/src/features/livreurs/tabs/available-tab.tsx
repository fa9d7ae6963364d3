import { MAX_MISSIONS_IN_PROGRESS } from '@comoe/shared/livreurs';
import { MSG } from '@comoe/shared/messages';
import { Inbox, PowerOff, ShieldAlert } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useAcceptMission } from '../api/accept-mission';
import { currentMissionsQuery, useAvailableMissions } from '../api/get-missions';
import { AcceptButton } from '../components/accept-button';
import { OPEN_MISSION_PARAM } from '../components/open-mission';
import { EmptyState } from '@/components/list-states';
import { MissionCard } from '../components/mission-card';
import { ListStates } from '../components/query-states';
import { TEXT } from '../texts';

/** 'Missions disponibles': the city's orders waiting for a courier, nearest first. */
export function AvailableTab({ available, verifie = true }: { available: boolean; verifie?: boolean }) {
  const missions = useAvailableMissions(available);
  const accept = useAcceptMission();
  // Read only when the offers are: an unavailable courier's tab asks the server nothing.
  const current = useQuery({ ...currentMissionsQuery, enabled: available && verifie });
  // At the cap the offers still show, to read, with why they cannot be taken now.
  const atCap = (current.data?.length ?? 0) >= MAX_MISSIONS_IN_PROGRESS;
  const [, setParams] = useSearchParams();
  const openCurrent = (id: string) => {
    setParams({ tab: 'en-cours', [OPEN_MISSION_PARAM]: id });
    window.scrollTo({ top: 0 });
  };
  if (!verifie) return <EmptyState icon={ShieldAlert} title={MSG.courierNotVerified} />;
  if (!available) return <EmptyState icon={PowerOff} title={TEXT.enableToSee} />;
  return (
    <ListStates query={missions} empty={<EmptyState icon={Inbox} title={TEXT.noAvailable} />}>
      {(mission) => (
        <MissionCard mission={mission}>
          <AcceptButton
            missionId={mission.id}
            atCap={atCap}
            pending={accept.isPending && accept.variables.id === mission.id}
            // Taken: straight to 'Missions en cours', the new mission open (issue 22 §2).
            onAccept={() => accept.mutate(mission, { onSuccess: () => openCurrent(mission.id) })}
          />
        </MissionCard>
      )}
    </ListStates>
  );
}
