import type { Mission } from '@comoe/shared/schemas/commandes';
import { CalendarCheck, History, MapPin } from 'lucide-react';
import { formatFcfa } from '@/lib/format';
import { useHistory } from '../api/get-missions';
import { EmptyState } from '@/components/list-states';
import { StatusPill } from '@/components/status-pill';
import { MissionHeader } from '../components/mission-header';
import { ListStates } from '../components/query-states';
import { TEXT } from '../texts';
import { LABELS } from '@/lib/labels';

const deliveredAt = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

function HistoryCard({ mission }: { mission: Mission }) {
  return (
    <article
      data-testid="history-card"
      data-mission-id={mission.id}
      className="flex flex-col gap-2 rounded-2xl border border-border bg-white p-4 shadow-sm"
    >
      <MissionHeader mission={mission}>
        <StatusPill className="shrink-0 bg-green-100 text-green-900 ring-green-200">
          {TEXT.finished}
        </StatusPill>
      </MissionHeader>
      <p className="flex items-center gap-2 text-sm text-stone-700">
        <MapPin className="size-4 text-stone-500" aria-hidden="true" />
        {mission.villeNom}
      </p>
      {mission.dateLivraison && (
        <p className="flex items-center gap-2 text-sm text-stone-700">
          <CalendarCheck className="size-4 text-stone-500" aria-hidden="true" />
          {LABELS.deliveredOn} {deliveredAt.format(new Date(mission.dateLivraison))}
        </p>
      )}
      <p className="text-sm font-semibold text-green-900">Gain : {formatFcfa(mission.gain)}</p>
    </article>
  );
}

/** 'Historique des livraisons': what this courier delivered, latest first. */
export function HistoryTab() {
  const history = useHistory();
  return (
    <ListStates query={history} empty={<EmptyState icon={History} title={TEXT.noHistory} />}>
      {(mission) => <HistoryCard mission={mission} />}
    </ListStates>
  );
}
