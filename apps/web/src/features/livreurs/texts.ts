import { MSG } from '@comoe/shared/messages';

/** The courier area's French texts (spec part 2 §2, §5 and §8, courier), written once. */
export const TEXT = {
  title: 'Espace Livreur',
  available: 'Disponible',
  unavailable: 'Indisponible',
  verificationPending:
    'Un administrateur vérifie vos documents (pièce d’identité, permis). Vous pourrez activer votre disponibilité dès que votre compte sera validé ; en attendant, complétez votre profil.',
  verificationRefused:
    'Un administrateur a refusé vos documents. Envoyez de nouvelles photos, nettes et lisibles : votre demande repassera en vérification.',
  verificationMissing:
    'Envoyez la photo de votre CNI (recto) et celle de votre permis de conduire : un administrateur les vérifiera.',
  documentSent: 'Document déjà envoyé : vous pouvez le remplacer.',
  documentMissing: 'Document pas encore envoyé.',
  documentFailed: "Impossible d'envoyer le document. Réessayez.",
  enableToSee: 'Activez votre disponibilité pour voir les missions',
  noAvailable: 'Aucune mission disponible pour le moment',
  noCurrent: 'Aucune mission en cours',
  noHistory: "Aucune livraison complétée aujourd'hui",
  finished: 'Terminée',
  error: 'Erreur',
  loadFailed: 'Chargement impossible',
  accepted: '✅ Mission acceptée',
  acceptedBody: (id: string) => `Vous avez accepté la mission #${id}`,
  failed: '❌ Erreur',
  acceptFailed: "Impossible d'accepter la mission",
  pickedUp: '📦 Commande récupérée',
  pickedUpBody: 'Vous avez bien marqué la commande comme récupérée.',
  delivered: 'Commande livrée',
  deliveredBody: 'Vous avez bien marqué la commande comme livrée.',
  codeInvalid: 'Code invalide',
  verifyFailed: 'Vérification impossible',
  proofMissing: '⚠️ Preuve manquante',
  proofMissingBody: MSG.proofRequired,
  profileSaved: '✅ Profil mis à jour',
  profileSavedBody: 'Vos informations ont été enregistrées.',
  profileSaveFailed: 'Impossible de sauvegarder',
  profileLoadFailed: 'Impossible de charger le profil',
  // Offline handovers (issue 8): kept on the phone, sent when the network returns.
  waitingNetwork: 'En attente de réseau',
  queuedPickup: 'La commande sera marquée récupérée dès le retour du réseau.',
  queuedDelivery: 'La commande sera marquée livrée dès le retour du réseau.',
  offline: 'Hors ligne : vous voyez les dernières informations reçues.',
} as const;
