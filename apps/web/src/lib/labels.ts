/**
 * Web-only French texts that several features show, written once (issue 19). A text the API says
 * too lives in `@comoe/shared` (MSG, ADMIN_MSG); a label of one feature in its own `texts.ts`.
 */
export const LABELS = {
  /** A code the courier already took (issue 34 §2), in place of its digits. */
  codeUsed: 'Utilisé',
  // Form fields.
  prenom: 'Prénom',
  telephone: 'Téléphone',
  phoneNumber: 'Numéro de téléphone',
  birthDate: 'Date de naissance',
  password: 'Mot de passe',
  nomEntreprise: "Nom de l'entreprise",
  select: 'Sélectionnez',
  selectCity: 'Sélectionnez votre ville',
  loadingCities: 'Chargement des villes...',
  addressDetails: 'Informations supplémentaires (optionnel)',
  addressDetailsPlaceholder: 'Quartier, repère, couleur du portail…',
  locationPurpose: 'Facultatif : aide le livreur à vous trouver.',
  profilePhoto: 'Photo de profil',
  paymentMethod: 'Moyen de paiement',
  period: 'Période',

  // Figures.
  deliveryFee: 'Frais de livraison',
  deliveredInPeriod: 'Commandes livrées de la période',
  rating: 'Évaluation',
  verified: 'Vérifié',
  accountDisabled: 'Compte désactivé',

  // Navigation and actions.
  dashboard: 'Tableau de bord',
  deliveryHistory: 'Historique des livraisons',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  signOut: 'Déconnexion',
  seeOrders: 'Voir les commandes',
  emptyCart: 'Vider le panier',
  sending: 'Envoi en cours...',
  allRead: 'Tout est lu.',

  // Loading and failures.
  loadingEntreprise: "Chargement de l'entreprise",
  entrepriseLoadFailed: "Impossible de charger les informations de l'entreprise.",
  profileLoadFailed: 'Impossible de charger le profil.',
  villesLoadFailed: 'Impossible de charger les villes.',
  entreprisesLoadFailed: 'Impossible de charger les entreprises.',
  reviewsLoadFailed: 'Impossible de charger les avis.',

  // Pages and menus that two areas name alike.
  about: 'À propos',
  createAccount: 'Créer un compte',
  signIn: 'Se connecter',
  backHome: "Retour à l'accueil",
  mySpace: 'Mon espace',
  myOrders: 'Mes commandes',
  myCart: 'Mon panier',
  orderNow: 'Commander maintenant',
  seeOrder: 'Voir la commande',
  seeBusinesses: 'Voir les entreprises',
  seeCities: 'Voir les villes desservies',
  recentOrders: 'Commandes récentes',
  noOpenOrders: 'Aucune commande en cours.',
  clientReviews: 'Avis des clients',
  businessType: "Type d'entreprise",
  confirmCancel: 'Oui, annuler',
  unlockCodes: 'Débloquer les codes',
  placedOn: 'Passée le',
  deliveredOn: 'Livrée le',
  refusalReason: 'Motif du refus :',

  // Money owed (a business's earnings, a courier's gains).
  toReceive: 'À recevoir',
  alreadyPaid: 'Déjà versé',
  cashCollected: 'Espèces encaissées :',
  thisMonth: 'Ce mois',
  csvExport: 'Export CSV',
  csvDone: (fileName: string) => `${fileName} est téléchargé.`,

  // Photos.
  cniPhoto: 'Photo de la CNI (recto)',
  licensePhoto: 'Photo du permis de conduire',
  photoOf: (name: string) => `Photo de ${name}`,
  photoUploading: 'Envoi de la photo…',
} as const;
