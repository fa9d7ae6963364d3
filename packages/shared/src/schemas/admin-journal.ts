import { z } from 'zod';
import { ROLES } from '../role-names.ts';
import { idParam, idSchema, urlNumber } from '../validation.ts';
import { sortQuery } from './admin-common.ts';
import { pagingQuery } from './common.ts';
import { pageSchema } from './commandes.ts';

/** The journal's filters refused, in French. */
export const JOURNAL_MSG = {
  personInvalid: 'Personne inconnue : indiquez son identifiant (un nombre entier positif).',
  orderInvalid: 'Commande inconnue : indiquez son identifiant complet.',
  loadFailed: 'Impossible de charger le journal.',
} as const;

/** Every kind of admin action the journal records, with the words the journal shows. */
export const JOURNAL_LABELS = {
  'commande.annuler': 'Commande annulée',
  'commande.liberer': 'Commande remise aux livreurs',
  'commande.assigner': 'Livreur assigné',
  'commande.debloquer-codes': 'Codes débloqués',
  'commande.code-client': 'Code client lu au client',
  'commande.relancer': 'Entreprise relancée',
  'commande.transferer': 'Commande confiée à un autre livreur',
  'commande.cloturer': 'Commande clôturée',
  'compte.statut': 'Statut de compte modifié',
  'livreur.verification': 'Vérification de livreur',
  'livreur.changement': 'Changement de véhicule ou de ville',
  'versement.entreprise': 'Versement à une entreprise',
  'entreprise.compte-versement': 'Compte de versement saisi',
  'versement.livreur': 'Versement à un livreur',
  'ville.creer': 'Ville créée',
  'ville.modifier': 'Ville modifiée',
  'ville.supprimer': 'Ville supprimée',
  'admin.creer': 'Administrateur créé',
  'admin.modifier': 'Administrateur modifié',
  'admin.supprimer': 'Administrateur supprimé',
} as const;
export type JournalType = keyof typeof JOURNAL_LABELS;
export const JOURNAL_TYPES = Object.keys(JOURNAL_LABELS) as [JournalType, ...JournalType[]];

export const JOURNAL_SORT_KEYS = ['date'] as const;

const personId = urlNumber(idSchema(JOURNAL_MSG.personInvalid)).optional();

/**
 * `GET /api/admin/journal?adminId&acteurId&utilisateurId&commandeId&type&page&size&sort`: sort
 * `date,desc` (newest first, default) or `date,asc`. `adminId` and `acteurId` keep one admin's
 * actions; `utilisateurId` one person's, whether the admin acted or was acted on; `commandeId`
 * one order's.
 */
export const journalQuerySchema = z.object({
  adminId: idParam.optional(),
  acteurId: personId,
  utilisateurId: personId,
  commandeId: z.uuid({ error: JOURNAL_MSG.orderInvalid }).optional(),
  type: z.enum(JOURNAL_TYPES, { error: "Type d'action inconnu." }).optional(),
  ...pagingQuery,
  sort: sortQuery(JOURNAL_SORT_KEYS, 'date,desc'),
});

export const journalEntrySchema = z.object({
  id: z.number(),
  type: z.enum(JOURNAL_TYPES),
  /**
   * On what or whom: its type and id, its name as it was (null on entries older than issue 34),
   * the person concerned (a courier, a business's owner, an admin) and the order concerned.
   */
  cible: z.object({
    type: z.string(),
    id: z.string(),
    nom: z.string().nullable(),
    utilisateurId: z.number().nullable(),
    /** That person's role, for the admin page that shows them; null without a person. */
    role: z.enum(ROLES).nullable(),
    commandeId: z.string().nullable(),
  }),
  resume: z.string(),
  motif: z.string().nullable(),
  admin: z.object({ id: z.number(), nom: z.string() }),
  date: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalPageSchema = pageSchema(journalEntrySchema);
