import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';
import { orderEventLine } from '@comoe/shared/commandes/order-events';
import { STATUS_LABELS } from '@comoe/shared/commandes/statuses';
import type { BusinessOrderDetail } from '@comoe/shared/schemas/entreprise-reports';
import { formatDateTime } from '@/lib/dates';
import { actorLabel } from '@comoe/shared/role-names';

/** One line of the history: a move of the status or an event (issue 34 §2), oldest first. */
type Entry = BusinessOrderDetail['historique'][number] & {
  /** Who, by name: the admin's desk shows them. */
  acteur?: { nom: string } | null;
};

/** What the line says happened: the event, a courier's report (a move to itself), or the status reached. */
function titleOf(entry: Entry): string {
  if (entry.evenement) return orderEventLine({ ...entry.evenement, acteurRole: entry.acteurRole });
  if (entry.deStatut === entry.versStatut) return entry.motif ?? ORDER_MACHINE.signalerProbleme.label;
  return STATUS_LABELS[entry.versStatut];
}

/** Every move and event of the order, oldest first: what happened, who, when and why. */
export function OrderTimeline({ historique }: { historique: readonly Entry[] }) {
  return (
    <section aria-labelledby="order-history-title" className="space-y-2">
      <h3 id="order-history-title" className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
        Historique
      </h3>
      {historique.length === 0 ? (
        <p className="text-sm text-stone-600">Aucun changement enregistré.</p>
      ) : (
        <ol className="relative space-y-3 border-l-2 border-orange-200 pl-4" data-testid="order-history">
          {historique.map((entry, index) => (
            <li key={`${entry.versStatut}-${entry.date}-${index}`} className="text-sm">
              <span
                aria-hidden="true"
                className={`absolute -left-[7px] mt-1.5 size-3 rounded-full border-2 border-white ${
                  entry.evenement ? 'bg-stone-400' : 'bg-orange-500'
                }`}
              />
              <p className={entry.evenement ? 'font-medium text-stone-800' : 'font-semibold text-stone-900'}>
                {titleOf(entry)}
              </p>
              <p className="text-stone-600">
                {entry.acteur
                  ? `${entry.acteur.nom} (${actorLabel(entry.acteurRole)})`
                  : actorLabel(entry.acteurRole)}{' '}
                · <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
              </p>
              {entry.motif && !entry.evenement && entry.deStatut !== entry.versStatut && (
                <p className="text-stone-800">Motif : {entry.motif}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
