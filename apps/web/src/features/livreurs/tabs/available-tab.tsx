import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';
import { MSG } from '@comoe/shared/messages';
import { Inbox, PowerOff, ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAcceptMission } from '../api/accept-mission';
import { useAvailableMissions } from '../api/get-missions';
import { EmptyState } from '@/components/list-states';
import { MissionCard } from '../components/mission-card';
import { ListStates } from '../components/query-states';
import { TEXT } from '../texts';

/** 'Missions disponibles': the city's orders waiting for a courier, nearest first. */
export function AvailableTab({ available, verifie = true }: { available: boolean; verifie?: boolean }) {
  const missions = useAvailableMissions(available);
  const accept = useAcceptMission();
  if (!verifie) return <EmptyState icon={ShieldAlert} title={MSG.courierNotVerified} />;
  if (!available) return <EmptyState icon={PowerOff} title={TEXT.enableToSee} />;
  return (
    <ListStates query={missions} empty={<EmptyState icon={Inbox} title={TEXT.noAvailable} />}>
      {(mission) => (
        <MissionCard mission={mission}>
          <Button
            size="lg"
            className="w-full"
            onClick={() => accept.mutate(mission)}
            disabled={accept.isPending && accept.variables.id === mission.id}
          >
            {ORDER_MACHINE.accepterMission.label}
          </Button>
        </MissionCard>
      )}
    </ListStates>
  );
}
