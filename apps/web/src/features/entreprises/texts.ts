/** The business area's web-only French texts that several of its files show, written once (issue 19). */
export const TEXT = {
  success: 'Succès',
  delivered: 'Livrées',
  // Cancelled and waiting orders would pull it down: the figure is the delivered ones' only, and says so.
  averageBasket: 'Panier moyen (commandes livrées)',
  cancelled: 'Annulées',
  category: 'Catégorie',
  payoutNumber: 'Numéro',
  payoutHolder: 'Nom du titulaire (facultatif)',
  area: 'Espace entreprise',
  revenue: "Chiffre d'affaires",
  addProduct: 'Ajouter un produit',
  onMenu: (nom: string) => `« ${nom} » est au menu.`,
  enablePush: 'Activer les notifications',
  later: 'Plus tard',
} as const;
