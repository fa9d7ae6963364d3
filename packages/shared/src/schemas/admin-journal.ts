import { z } from 'zod';
import { idParam } from '../validation.ts';
import { sortQuery } from './admin-common.ts';
import { pagingQuery } from './common.ts';
import { pageSchema } from './commandes.ts';

/** Every kind of admin action the journal records, with the words the journal shows. */
export const JOURNAL_LABELS = {
  'commande.annuler': 'Commande annulée',
  'commande.liberer': 'Commande remise aux livreurs',
  'commande.assigner': 'Livreur assigné',
  'commande.debloquer-codes': 'Codes débloqués',
  'commande.transferer': 'Commande confiée à un autre livreur',
  'commande.cloturer': 'Commande clôturée',
  'compte.statut': 'Statut de compte modifié',
  'livreur.verification': 'Vérification de livreur',
  'livreur.changement': 'Changement de véhicule ou de ville',
  'versement.entreprise': 'Versement à une entreprise',
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

/** `GET /api/admin/journal?adminId&type&page&size&sort`: sort `date,desc` (newest first, default) or `date,asc`. */
export const journalQuerySchema = z.object({
  adminId: idParam.optional(),
  type: z.enum(JOURNAL_TYPES, { error: "Type d'action inconnu." }).optional(),
  ...pagingQuery,
  sort: sortQuery(JOURNAL_SORT_KEYS, 'date,desc'),
});

export const journalEntrySchema = z.object({
  id: z.number(),
  type: z.enum(JOURNAL_TYPES),
  cible: z.object({ type: z.string(), id: z.string() }),
  resume: z.string(),
  motif: z.string().nullable(),
  admin: z.object({ id: z.number(), nom: z.string() }),
  date: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalPageSchema = pageSchema(journalEntrySchema);
