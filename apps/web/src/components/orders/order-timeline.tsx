import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';
import { STATUS_LABELS } from '@comoe/shared/commandes/statuses';
import type { BusinessOrderDetail } from '@comoe/shared/schemas/entreprise-reports';
import { formatDateTime } from '@/lib/dates';
import { actorLabel } from '@comoe/shared/role-names';

/** Every transition of the order, oldest first: status reached, who moved it, when. */
type Entry = BusinessOrderDetail['historique'][number] & {
  /** Who, by name, and why: the admin's desk shows them. */
  acteur?: { nom: string } | null;
  motif?: string | null;
};

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
                className="absolute -left-[7px] mt-1.5 size-3 rounded-full border-2 border-white bg-orange-500"
              />
              <p className="font-semibold text-stone-900">
                {/* A move to itself is a courier's report (issue 22 §3): what he reported is its title. */}
                {entry.deStatut === entry.versStatut
                  ? (entry.motif ?? ORDER_MACHINE.signalerProbleme.label)
                  : STATUS_LABELS[entry.versStatut]}
              </p>
              <p className="text-stone-600">
                {entry.acteur
                  ? `${entry.acteur.nom} (${actorLabel(entry.acteurRole)})`
                  : actorLabel(entry.acteurRole)}{' '}
                · <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
              </p>
              {entry.motif && entry.deStatut !== entry.versStatut && (
                <p className="text-stone-800">Motif : {entry.motif}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
