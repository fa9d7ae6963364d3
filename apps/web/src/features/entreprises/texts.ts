/** The business area's web-only French texts that several of its files show, written once (issue 19). */
export const TEXT = {
  success: 'Succès',
  delivered: 'Livrées',
  cancelled: 'Annulées',
  category: 'Catégorie',
  payoutNumber: 'Numéro',
  payoutHolder: 'Nom du titulaire (facultatif)',
} as const;
