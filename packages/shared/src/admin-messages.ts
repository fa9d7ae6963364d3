import { statusLabel } from './commandes/statuses.ts';
import { formatFcfa } from './money.ts';
import { MSG } from './messages.ts';
import { RANGE_FROM_MESSAGE, RANGE_TO_MESSAGE } from './periods.ts';
import { AVIS_MSG } from './schemas/avis-entreprise.ts';

/** The administrator's French texts (spec part 2 §5, §8; issue 9), written once for both sides. */
export const ADMIN_MSG = {
  // Sign-in and screens (spec part 2 §5, §8).
  loginFailed: "Identifiants incorrects ou vous n'êtes pas un administrateur.",
  loginNotAdmin: 'Accès refusé. Seuls les administrateurs sont autorisés.',
  selfEdited: 'Vous avez modifié vos propres informations. Veuillez vous reconnecter.',
  statsLoadFailed: MSG.statsLoadFailed,
  financeLoadFailed: 'Impossible de charger le rapport financier.',
  dataLoadFailed: 'Impossible de charger les données.',
  villesLoadFailed: 'Erreur de chargement des villes.',
  villeCreateFailed: 'La création de la ville a échoué.',
  deleteFailed: 'La suppression a échoué.',
  villeDeleteFailed: 'Impossible de supprimer la ville.',
  adminsLoadFailed: 'Erreur de chargement des admins.',
  operationFailed: "L'opération a échoué.",
  livreursLoadFailed: 'Impossible de charger les livreurs.',
  clientsLoadFailed: 'Impossible de charger les clients.',
  commandesLoadFailed: MSG.ordersLoadFailed,
  payoutDone: 'Virement marqué comme payé.',
  confirmTitle: 'Êtes-vous sûr ?',
  confirmIrreversible: 'Cette action est irréversible.',

  // Query parameters.
  startDateInvalid: RANGE_FROM_MESSAGE,
  endDateInvalid: RANGE_TO_MESSAGE,
  rangeTooLong: (max: number) => `La période ne doit pas dépasser ${max} jours.`,
  searchInvalid: 'La recherche ne doit pas dépasser 100 caractères ni contenir de caractères de contrôle.',
  textControlChars: 'Ce texte contient des caractères non autorisés.',
  sortInvalid: (keys: readonly string[]) =>
    `Tri invalide : utilisez ${keys.join(', ')}, suivi de ,asc ou ,desc (par exemple ${keys[0]},desc).`,
  statutInvalid: 'Statut inconnu : ACTIF ou INACTIF.',
  villeIdInvalid: 'Ville inconnue : indiquez le numéro d’une ville.',
  typeInvalid: "Type d'entreprise inconnu : RESTAURANT, PHARMACIE, BOUTIQUE ou SUPERMARCHE.",
  statutPaiementInvalid: 'Statut de paiement inconnu : EN_ATTENTE ou PAYE.',
  orderIdInvalid: MSG.orderNotFound,
  isVerifiedRequired: 'Indiquez si le livreur est vérifié (true ou false).',
  verificationMotifInvalid: 'Le motif ne doit pas dépasser 300 caractères.',
  verificationEtatInvalid: 'État inconnu : DOCUMENTS_MANQUANTS, EN_ATTENTE ou REFUSEE.',
  verificationNeedsDocuments:
    'Ce livreur n’a pas encore envoyé la photo de sa CNI et celle de son permis : il ne peut pas être vérifié sans ses documents.',
  verifiedNoticeTitle: 'Compte livreur',
  verifiedNotice: 'Votre compte livreur est vérifié : vous pouvez activer votre disponibilité.',
  unverifiedNotice: (motif: string | undefined) =>
    'Votre compte livreur n’est pas vérifié.' +
    (motif ? ` Motif : ${motif}` : '') +
    ' Envoyez de nouveaux documents depuis votre profil.',

  // Payouts (design §12).
  payoutNotDelivered: (statut: string) =>
    `Seules les commandes livrées peuvent être versées : cette commande est au statut « ${statusLabel(statut) ?? statut} ».`,
  payoutAlreadyPaid: 'Cette commande a déjà été versée.',
  payoutNothingLeft: 'Plus rien à verser : ces commandes ont été versées entre-temps.',
  payoutAmountChanged: (before: number, now: number) =>
    `Le montant a changé depuis l’affichage de la liste : ${formatFcfa(now)} au lieu de ${formatFcfa(before)}.`,
  payoutRereadFailed: 'Impossible de relire le montant à verser.',
  payoutNoAccount: "Cette entreprise n'a pas de compte de versement : elle doit d'abord le configurer.",
  payoutReferenceTooLong: MSG.courierPayoutReferenceInvalid,
  payoutIdsRequired: 'Choisissez au moins une commande à verser.',
  payoutIdsTooMany: (max: number) => `${max} commandes au plus par versement.`,
  payoutNoticeTitle: 'Virement reçu',
  payoutNotice: (montant: number, commandes: number, reference: string | null) =>
    `${formatFcfa(montant)} versés pour ${commandes} commande${commandes > 1 ? 's' : ''}` +
    (reference ? ` (référence ${reference}).` : '.'),

  // Cities.
  villeNomRequired: 'Le nom de la ville est obligatoire.',
  villeLatitudeRequired: 'Indiquez la latitude.',
  villeLongitudeRequired: 'Indiquez la longitude.',
  villeNomTaken: 'Une ville porte déjà ce nom.',
  villeFraisInvalid: 'Les frais de base sont un nombre entier de FCFA, de 0 à 100 000.',
  villeInUse: (entreprises: number, comptes: number, commandes: number) =>
    `Impossible de supprimer cette ville : ${entreprises} entreprise(s), ${comptes} compte(s)` +
    ` et ${commandes} commande(s) y sont encore rattachés.`,
  villeFormMultipart: "Le formulaire de la ville s'envoie en multipart/form-data (nom, photo, fraisBase).",

  // Accounts.
  emailRequired: MSG.contactEmailRequired,
  adminNotFound: 'Administrateur introuvable.',
  adminEmailTaken: 'Un administrateur utilise déjà cette adresse e-mail.',
  adminSelfDelete: 'Vous ne pouvez pas supprimer votre propre compte.',
  adminLastOne: 'Impossible : il doit rester au moins un administrateur actif.',
  adminSelfDeactivate: 'Vous ne pouvez pas désactiver votre propre compte.',
  livreurNotFound: 'Livreur introuvable.',
  // Issue 34: a deactivation, a withdrawn verification say why; the person reads it.
  deactivationMotifRequired:
    'Indiquez le motif de la désactivation (3 à 300 caractères) : la personne le lira.',
  withdrawMotifRequired: 'Indiquez le motif du retrait de la vérification : le livreur le lira.',
  deactivatedNoticeTitle: 'Votre compte',
  deactivatedNotice: (motif: string) => `Votre compte a été désactivé par Comoé Express. Motif : ${motif}`,
  clientCodeNotOnItsWay: "Cette commande n'est pas en livraison : son code client ne sert plus.",
  clientCodeClientActive: 'Le client peut lire ce code lui-même dans son application : son compte est actif.',
  payoutAccountNoticeTitle: 'Compte de versement',
  payoutAccountNotice: (numero: string) =>
    `Comoé Express a enregistré votre compte de versement (${numero}) : vos prochains versements y arriveront.`,

  // Inbox.
  messageNotFound: 'Message introuvable.',
  avisNotFound: AVIS_MSG.avisNotFound,

  // Notifications to admins.
  newBusinessTitle: 'Nouvelle entreprise',
  newBusiness: (nom: string, ville: string) => `« ${nom} » (${ville}) vient de s'inscrire.`,
} as const;
