/**
 * Issue 34 §1: the ways out of an order stuck on its way. The desk hands it to another courier
 * (`transferer`) or closes it, delivered or brought back to the business (`cloturerLivree`,
 * `cloturerRetour`); after reporting a problem and waiting, the courier brings it back himself
 * (`rapporter`), confirmed by the business's code. A return ends the order cancelled, the client
 * pays nothing, the business is not paid for it, the courier is paid for the trip.
 */

import { INCIDENT_MSG, PROBLEM_CALLS_COURIER, PROBLEM_LABELS, type ProblemType } from './incidents.ts';

/** After a problem report, the courier waits this long (and calls the client) before bringing it back. */
export const RETURN_WAIT_MINUTES = 10;

/** Whole minutes still to wait, from the report's ISO instant; 0 once the wait is over. */
export function returnWaitLeft(signaleA: string, now = Date.now()): number {
  const left = Date.parse(signaleA) + RETURN_WAIT_MINUTES * 60_000 - now;
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/** The admin's two ways of closing an order on its way. */
export const CLOSING_ISSUES = ['LIVREE', 'RETOURNEE'] as const;
export type ClosingIssue = (typeof CLOSING_ISSUES)[number];

export const RESCUE_LABELS = {
  transferer: 'Confier à un autre livreur',
  cloturer: 'Clôturer',
  cloturerLivree: 'Clôturer : livrée',
  cloturerRetour: 'Clôturer : rapportée à l’entreprise',
  rapporter: 'Rapporter à l’entreprise',
} as const;

export const CLOSING_ISSUE_LABELS: Record<ClosingIssue, string> = {
  LIVREE: 'Livrée',
  RETOURNEE: 'Rapportée à l’entreprise',
};

export const RESCUE_MSG = {
  issueRequired: 'Choisissez l’issue : livrée ou rapportée à l’entreprise.',
  codeRequired: 'Saisissez le code que l’entreprise vous donne en reprenant la commande.',
  sameCourier: 'Ce livreur a déjà cette mission : choisissez-en un autre.',
  currentCourierInvalid: 'Le livreur actuel de la commande est mal indiqué.',
  courierChangedMeanwhile:
    'Cette commande vient d’être confiée à un autre livreur par quelqu’un d’autre : consultez-la à nouveau.',

  // The machine's refusals of a return by the courier.
  noProblemYet:
    'Signalez d’abord un problème : vous pourrez rapporter la commande à l’entreprise après l’attente.',
  waitLeft: (minutes: number) =>
    `Attendez encore ${minutes} minute${minutes > 1 ? 's' : ''} et appelez le client avant de rapporter la commande à l’entreprise.`,

  // What the parties read.
  problemAdmins: (livreur: string, type: ProblemType, note: string | null) =>
    `${livreur} signale un problème en livraison : ${PROBLEM_LABELS[type]}${note ? ` (${note})` : ''}. Il attend le client ; il pourra rapporter la commande à l’entreprise dans ${RETURN_WAIT_MINUTES} minutes.`,
  courierWaits: `Votre livreur vous attend ${RETURN_WAIT_MINUTES} minutes et va vous appeler. Sans réponse, il rapportera la commande à l’entreprise.`,
  returnedClient: (motif: string) =>
    `Votre commande n’a pas pu vous être remise : elle est rapportée à l’entreprise. Vous n’avez rien à payer. Motif : ${motif}`,
  returnedBusiness: (livreur: string, motif: string) =>
    `${livreur} rapporte cette commande : elle est annulée, le livreur est payé pour la course. Motif : ${motif}`,
  returnedByDesk: (motif: string) =>
    `Comoé Express clôture cette commande : le livreur vous la rapporte, elle est annulée. Motif : ${motif}`,
  returnedCourier: (motif: string) =>
    `Comoé Express clôture cette commande : rapportez-la à l’entreprise, votre course vous est payée. Motif : ${motif}`,
  closedDeliveredClient: (motif: string) =>
    `Comoé Express a clôturé votre commande comme livrée. Motif : ${motif}`,
  closedDeliveredOthers: (motif: string) =>
    `Comoé Express a clôturé cette commande comme livrée. Motif : ${motif}`,
  transferredClient: (livreur: string) =>
    `Comoé Express a confié votre commande à un autre livreur, ${livreur}. Votre code de livraison a changé : lisez-le sur votre commande.`,
  transferredBusiness: (livreur: string, motif: string) =>
    `Nouveau livreur pour cette commande : ${livreur}, choisi par Comoé Express. Le code de récupération a changé. Motif : ${motif}`,
  transferredFormer: (motif: string) =>
    `Comoé Express a confié cette mission à un autre livreur : elle n’est plus dans vos missions. Motif : ${motif}`,
  transferredCourier:
    'Comoé Express vous a confié cette mission : elle est dans vos missions en cours, avec de nouveaux codes.',

  // Screens.
  waitTitle: 'Attendez et appelez le client',
  waitHelp: (minutes: number) =>
    `Le client est prévenu que vous l’attendez. Dans ${minutes} minute${minutes > 1 ? 's' : ''}, vous pourrez rapporter la commande à l’entreprise.`,
  waitOver: 'Toujours personne ? Rapportez la commande à l’entreprise : votre course vous est payée.',
  callClient: (nom: string) => `Appeler ${nom}`,
  returnTitle: 'Rapporter la commande à l’entreprise ?',
  returnHelp:
    'Rendez la commande à l’entreprise et saisissez le code qu’elle vous donne. Elle sera annulée, le client ne paie rien et votre course vous est payée.',
  returned: 'Commande rapportée : votre course vous est payée.',
  transferTitle: 'Confier à un autre livreur ?',
  transferHelp:
    'Les deux codes seront renouvelés. Le nouveau livreur, l’ancien, le client et l’entreprise sont prévenus.',
  closeTitle: 'Clôturer la commande ?',
  closeHelp:
    'Livrée : elle est close comme livrée, l’entreprise et le livreur sont payés. Rapportée : elle est annulée, le client ne paie rien, le livreur est payé pour la course.',
  closed: 'Commande clôturée.',
  transferred: 'Commande confiée à un autre livreur.',
} as const;

/** What the client reads of a problem report: when he is to call, that the courier waits for him. */
export function problemClientNotice(type: ProblemType, telephone: string | null): string {
  const notice = INCIDENT_MSG.problemClient(type, telephone);
  return PROBLEM_CALLS_COURIER[type] ? `${notice} ${RESCUE_MSG.courierWaits}` : notice;
}

/** How long ago a report was made, as the desk shows it: « il y a 12 min », « il y a 1 h 05 ». */
export function reportAge(signaleA: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(signaleA)) / 60_000));
  if (minutes < 1) return 'à l’instant';
  if (minutes < 60) return `il y a ${minutes} min`;
  return `il y a ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}
