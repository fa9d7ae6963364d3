/** The profile page's web-only French texts that several of its files show, written once (issue 19). */
export const TEXT = {
  security: 'Sécurité',
  myProfile: 'Mon Profil',
  myBusiness: 'Mon Entreprise',
} as const;
