import type { OrderStatus } from '../enums.ts';
import { preteVersLabel } from './prete-vers.ts';
import { isFinished, ORDER_STEPS, stepsDone } from './statuses.ts';

/**
 * The client's tracker (issue 22 §5): the step the order is at, and what it waits for there. An
 * order the business has not answered is at 'Envoyée', waiting for the business, never at
 * 'Acceptée'; null for a cancelled order, which has no step.
 */
const STEP_NOTES: Record<OrderStatus, string | null> = {
  EN_ATTENTE_ENTREPRISE: "en attente de l'entreprise",
  EN_ATTENTE_LIVREUR: 'en préparation, nous cherchons votre livreur',
  ACCEPTEE: 'en préparation, votre livreur va la récupérer',
  PRETE: 'votre livreur vient la récupérer',
  EN_LIVRAISON: 'votre livreur arrive',
  LIVREE: null,
  ANNULEE: null,
};

export type TrackerStep = (typeof ORDER_STEPS)[number];

export type TrackerView = {
  /** Index in ORDER_STEPS of the step the order is at; every step before it is done. */
  at: number;
  /** Delivered: the last step is done too, nothing is under way. */
  finished: boolean;
  /** "Envoyée — en attente de l'entreprise", "Acceptée — préparation 20 min, prête vers 12 h 40"… */
  line: string;
};

type Preparation = { delaiPreparationMin: number | null; preteVers: string | null };

/** What the business said when it accepted, while the order is being prepared; null otherwise. */
function preparationNote(statut: OrderStatus, { delaiPreparationMin, preteVers }: Preparation) {
  if (statut !== 'EN_ATTENTE_LIVREUR' && statut !== 'ACCEPTEE') return null;
  const ready = preteVers === null ? '' : preteVersLabel(preteVers);
  const readyLower = ready && `${ready.charAt(0).toLowerCase()}${ready.slice(1)}`;
  if (delaiPreparationMin !== null)
    return `préparation ${delaiPreparationMin} min${readyLower ? `, ${readyLower}` : ''}`;
  return readyLower || null;
}

/** Where the order stands on the client's tracker; null when it has no step (cancelled). */
export function trackerView(statut: OrderStatus, preparation: Preparation): TrackerView | null {
  const done = stepsDone(statut);
  if (done === null) return null;
  const at = done - 1;
  const step: TrackerStep | undefined = ORDER_STEPS[at];
  if (step === undefined) return null;
  const note = preparationNote(statut, preparation) ?? STEP_NOTES[statut];
  return { at, finished: isFinished(statut), line: note ? `${step} — ${note}` : step };
}
