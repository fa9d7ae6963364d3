/**
 * Issue 22 §3: what a courier does when a delivery goes wrong. Before pickup he hands the
 * mission back (`rendreMission`); after pickup he reports a problem (`signalerProbleme`), which
 * leaves the order on its way and flags it on the desk. The French texts of both live here.
 */

export const PROBLEM_TYPES = ['CLIENT_ABSENT', 'ADRESSE_INTROUVABLE', 'COLIS_ENDOMMAGE', 'AUTRE'] as const;
export type ProblemType = (typeof PROBLEM_TYPES)[number];

export const PROBLEM_LABELS: Record<ProblemType, string> = {
  CLIENT_ABSENT: 'Client absent',
  ADRESSE_INTROUVABLE: 'Adresse introuvable',
  COLIS_ENDOMMAGE: 'Colis endommagé',
  AUTRE: 'Autre problème',
};

/** The reasons the release dialog offers; the courier may also write his own. */
export const RELEASE_MOTIFS = [
  'Panne ou accident de mon véhicule',
  "Attente trop longue chez l'entreprise",
  'Trop loin de ma position',
  'Urgence personnelle',
] as const;

/** The same problem reported again within this time is refused: one call for help is enough. */
export const PROBLEM_REPEAT_MINUTES = 5;
/** Reports kept per order at most: past this the courier calls the desk. */
export const MAX_PROBLEMS_PER_ORDER = 10;

export const MOTIF_MIN = 3;
export const MOTIF_MAX = 300;
export const NOTE_MAX = 300;

/** What the client reads first, by problem; his order page adds the call button. */
export const PROBLEM_CLIENT_TITLES: Record<ProblemType, string> = {
  CLIENT_ABSENT: 'Le livreur ne vous trouve pas.',
  ADRESSE_INTROUVABLE: 'Le livreur ne trouve pas votre adresse.',
  COLIS_ENDOMMAGE: 'Votre commande a été abîmée en route. Comoé Express vous contacte.',
  AUTRE: 'Le livreur a signalé un problème sur votre livraison. Comoé Express suit la commande.',
};
/** The problems the client solves by calling the courier. */
export const PROBLEM_CALLS_COURIER: Record<ProblemType, boolean> = {
  CLIENT_ABSENT: true,
  ADRESSE_INTROUVABLE: true,
  COLIS_ENDOMMAGE: false,
  AUTRE: false,
};

export const INCIDENT_MSG = {
  motifRequired: `Indiquez pourquoi vous rendez la mission (${MOTIF_MIN} à ${MOTIF_MAX} caractères).`,
  typeRequired: 'Choisissez le problème rencontré.',
  noteRequired: `Décrivez le problème (${MOTIF_MIN} à ${NOTE_MAX} caractères).`,
  noteTooLong: `La note ne peut pas dépasser ${NOTE_MAX} caractères.`,
  textControlChars: 'Le texte contient des caractères non autorisés.',
  releaseAfterPickup:
    'Vous avez déjà récupéré cette commande : vous ne pouvez plus rendre la mission. Signalez plutôt un problème.',
  problemBeforePickup:
    'Vous pourrez signaler un problème une fois la commande récupérée. Avant, vous pouvez rendre la mission.',
  problemRepeated: `Vous avez déjà signalé ce problème il y a moins de ${PROBLEM_REPEAT_MINUTES} minutes. Comoé Express et le client sont prévenus.`,
  tooManyProblems: 'Trop de problèmes signalés sur cette commande : appelez Comoé Express.',

  // What the parties read.
  releasedClient: 'Votre livreur a dû rendre la course : nous cherchons un autre livreur.',
  releasedBusiness: (livreur: string, motif: string) =>
    `Le livreur ${livreur} a rendu la mission : elle est de nouveau proposée aux livreurs. Motif : ${motif}`,
  /** The client's notice; with the courier's phone when the client is to call him. */
  problemClient: (type: ProblemType, telephone: string | null) => {
    const title = PROBLEM_CLIENT_TITLES[type];
    if (!PROBLEM_CALLS_COURIER[type]) return title;
    return telephone ? `${title} Appelez-le : ${telephone}` : `${title} Appelez-le depuis votre commande.`;
  },
  problemBusiness: (type: ProblemType, note: string | null) =>
    `Le livreur signale un problème : ${PROBLEM_LABELS[type]}${note ? ` (${note})` : ''}.`,
  /** The line the order's history keeps. */
  problemHistory: (type: ProblemType, note: string | null) =>
    `Problème signalé : ${PROBLEM_LABELS[type]}${note ? ` — ${note}` : ''}`,

  // Screens.
  releaseTitle: 'Rendre la mission ?',
  releaseHelp: 'La commande sera de nouveau proposée aux livreurs de la ville, et l’entreprise prévenue.',
  releaseOther: 'Autre raison',
  released: 'Mission rendue : elle est de nouveau proposée aux livreurs.',
  problemTitle: 'Signaler un problème',
  problemHelp: 'Le client et l’entreprise sont prévenus, et Comoé Express suit la commande.',
  problemSent: 'Problème signalé : le client et l’entreprise sont prévenus.',
  problemFlag: (type: ProblemType) => `Problème signalé : ${PROBLEM_LABELS[type]}`,
} as const;
