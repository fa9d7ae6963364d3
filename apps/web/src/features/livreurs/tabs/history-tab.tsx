import type { Mission } from '@comoe/shared/schemas/commandes';
import { CalendarCheck, History, MapPin } from 'lucide-react';
import { formatFcfa } from '@/lib/format';
import { orderRef } from '@comoe/shared/commandes/reference';
import { useHistory } from '../api/get-missions';
import { EmptyState } from '@/components/list-states';
import { ListStates } from '../components/query-states';
import { TEXT } from '../texts';

const deliveredAt = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

function HistoryCard({ mission }: { mission: Mission }) {
  return (
    <article
      data-testid="history-card"
      data-mission-id={mission.id}
      className="flex flex-col gap-2 rounded-2xl border border-border bg-white p-4 shadow-sm"
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-bold text-stone-900">{mission.entrepriseNom}</h3>
          <p className="text-xs text-stone-500">Mission #{orderRef(mission.id)}</p>
        </div>
        <span className="shrink-0 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900 ring-1 ring-green-200 ring-inset">
          {TEXT.finished}
        </span>
      </header>
      <p className="flex items-center gap-2 text-sm text-stone-700">
        <MapPin className="size-4 text-stone-500" aria-hidden="true" />
        {mission.villeNom}
      </p>
      {mission.dateLivraison && (
        <p className="flex items-center gap-2 text-sm text-stone-700">
          <CalendarCheck className="size-4 text-stone-500" aria-hidden="true" />
          Livrée le {deliveredAt.format(new Date(mission.dateLivraison))}
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
      {(list) => (
        <ul className="flex flex-col gap-3">
          {list.map((mission) => (
            <li key={mission.id}>
              <HistoryCard mission={mission} />
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}
