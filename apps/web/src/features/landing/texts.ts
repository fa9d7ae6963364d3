/** The public pages' web-only French texts that several of their files show, written once (issue 19). */
export const TEXT = {
  inFigures: 'Comoé Express en chiffres',
  liveTracking: 'Suivi en direct',
} as const;
