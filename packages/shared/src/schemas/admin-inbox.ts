import { z } from 'zod';
import { pageOf, pagingQuery } from './common.ts';

// Messages (contact form) and Avis (clients' ratings), real data per design §9: unread first.

export const inboxQuerySchema = z.object(pagingQuery);

export const adminMessageSchema = z.object({
  id: z.number(),
  nom: z.string(),
  email: z.string(),
  sujet: z.string(),
  message: z.string(),
  lu: z.boolean(),
  date: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

/** `GET /api/admin/messages?page&size`: unread first, then newest; nonLus over all messages. */
export const adminMessagesPageSchema = pageOf(adminMessageSchema).extend({
  nonLus: z.number(),
});

export const adminAvisSchema = z.object({
  id: z.number(),
  commandeId: z.string(),
  note: z.number(),
  noteLivreur: z.number().nullable(),
  commentaire: z.string().nullable(),
  clientNomComplet: z.string(),
  entrepriseNom: z.string(),
  lu: z.boolean(),
  date: z.string(),
});
export type AdminAvis = z.infer<typeof adminAvisSchema>;

/** `GET /api/admin/avis?page&size`: unread first, then newest; nonLus over all reviews. */
export const adminAvisPageSchema = pageOf(adminAvisSchema).extend({
  nonLus: z.number(),
});
