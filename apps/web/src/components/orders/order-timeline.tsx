import { ORDER_END_LABELS } from '@comoe/shared/commandes/end-reasons';
import { ORDER_MACHINE, type OrderMove } from '@comoe/shared/commandes/machine';
import { RETURN_MOVES } from '@comoe/shared/commandes/machine-rows-rescue';
import { orderEventLine } from '@comoe/shared/commandes/order-events';
import { STATUS_LABELS } from '@comoe/shared/commandes/statuses';
import type { BusinessOrderDetail } from '@comoe/shared/schemas/entreprise-reports';
import { formatDateTime } from '@/lib/dates';
import { actorLabel } from '@comoe/shared/role-names';

/** One line of the history: a move of the status or an event (issue 34 §2), oldest first. */
type Entry = BusinessOrderDetail['historique'][number] & {
  /** Who, by name: the admin's desk shows them. */
  acteur?: { nom: string } | null;
  motif?: string | null;
  /** The machine's move, when recorded (issue 34 §1). */
  mouvement?: string | null;
};

const isMove = (name: string | null | undefined): name is OrderMove =>
  !!name && Object.hasOwn(ORDER_MACHINE, name);

/**
 * What the line says happened: an event (issue 34 §2); a move to itself, a courier's report
 * (issue 22 §3) titled by what he reported, or a desk's move that keeps the status (a transfer) by
 * its name; a return by its end; any other move by the status it reached.
 */
function titleOf(entry: Entry): { title: string; motifIsTitle: boolean } {
  if (entry.evenement) {
    return { title: orderEventLine({ ...entry.evenement, acteurRole: entry.acteurRole }), motifIsTitle: true };
  }
  const move = isMove(entry.mouvement) ? entry.mouvement : null;
  if (entry.deStatut === entry.versStatut) {
    if (move && move !== 'signalerProbleme') return { title: ORDER_MACHINE[move].label, motifIsTitle: false };
    return { title: entry.motif ?? ORDER_MACHINE.signalerProbleme.label, motifIsTitle: true };
  }
  if (move && RETURN_MOVES.includes(move)) return { title: ORDER_END_LABELS.RETOURNEE, motifIsTitle: false };
  return { title: STATUS_LABELS[entry.versStatut], motifIsTitle: false };
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
          {historique.map((entry, index) => {
            const { title, motifIsTitle } = titleOf(entry);
            return (
              <li key={`${entry.versStatut}-${entry.date}-${index}`} className="text-sm">
                <span
                  aria-hidden="true"
                  className={`absolute -left-[7px] mt-1.5 size-3 rounded-full border-2 border-white ${
                    entry.evenement ? 'bg-stone-400' : 'bg-orange-500'
                  }`}
                />
                <p className={entry.evenement ? 'font-medium text-stone-800' : 'font-semibold text-stone-900'}>
                  {title}
                </p>
                <p className="text-stone-600">
                  {entry.acteur
                    ? `${entry.acteur.nom} (${actorLabel(entry.acteurRole)})`
                    : actorLabel(entry.acteurRole)}{' '}
                  · <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
                </p>
                {entry.motif && !motifIsTitle && <p className="text-stone-800">Motif : {entry.motif}</p>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
