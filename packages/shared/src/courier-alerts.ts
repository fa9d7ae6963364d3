// Issue 22 §2 "never left guessing": what the courier is told, with a sound and a buzz, when
// something happens to one of his missions that he did not do himself.

export const COURIER_ALERT_MSG = {
  readyTitle: 'Commande prête',
  readyBody: (ref: string, entreprise: string) =>
    `La commande #${ref} est prête chez ${entreprise} : vous pouvez la récupérer.`,
  /** Stored for the courier when the business or an admin unlocks the codes of his mission. */
  codesUnlocked: 'Les codes sont débloqués : vous pouvez saisir le code à nouveau.',
  /** On his card while the code of his next step is locked (too many wrong tries). */
  codeLockedTitle: 'Code bloqué',
  codeLockedBody:
    'Trop de codes erronés : demandez à l’entreprise ou au support de débloquer la commande. Vous serez prévenu dès qu’elle le sera.',
  /** Under a disabled 'Accepter' when he already has the most missions at once. */
  atCap: (max: number) =>
    `Vous avez déjà ${max} missions en cours : livrez-en une pour en accepter une autre.`,
} as const;
