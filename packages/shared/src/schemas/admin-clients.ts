import { z } from 'zod';
import { ADMIN_MSG } from '../admin-messages.ts';
import { ACCOUNT_STATUSES } from '../enums.ts';
import { RANGE_ORDER_MESSAGE, rangeInOrder, rangeQuery } from '../periods.ts';
import { idSchema, urlNumber } from '../validation.ts';
import { searchQuery, sortQuery } from './admin-common.ts';
import { pageOf, pagingQuery } from './common.ts';

// The clients table of the admin (issue 20 §3).

export const CLIENT_SORT_KEYS = [
  'dateInscription',
  'nom',
  'prenom',
  'ville',
  'commandesTotal',
  'depenseTotale',
  'derniereCommande',
  'statut',
] as const;
export type ClientSortKey = (typeof CLIENT_SORT_KEYS)[number];

/**
 * `GET /api/admin/clients?q&from&to&statut&villeId&page&size&sort`: q searches names, e-mail and
 * phone (case, accents and spaces in phones ignored); from/to the registration day; sort
 * `key,asc|desc` (default dateInscription,desc).
 */
export const adminClientsQuerySchema = z
  .object({
    ...rangeQuery,
    statut: z.enum(ACCOUNT_STATUSES, { error: ADMIN_MSG.statutInvalid }).optional(),
    villeId: urlNumber(idSchema(ADMIN_MSG.villeIdInvalid)).optional(),
    q: searchQuery,
    ...pagingQuery,
    sort: sortQuery(CLIENT_SORT_KEYS, 'dateInscription,desc'),
  })
  .refine(rangeInOrder, { message: RANGE_ORDER_MESSAGE, path: ['from'] });

/** A row of the clients table: money in FCFA; `depenseTotale` counts delivered orders only. */
export const adminClientSchema = z.object({
  id: z.number(),
  prenom: z.string(),
  nom: z.string(),
  telephone: z.string(),
  email: z.string().nullable(),
  ville: z.string().nullable(),
  statut: z.enum(ACCOUNT_STATUSES),
  commandesTotal: z.number(),
  depenseTotale: z.number(),
  derniereCommande: z.string().nullable(),
  dateInscription: z.string(),
});
export type AdminClient = z.infer<typeof adminClientSchema>;
export const adminClientsPageSchema = pageOf(adminClientSchema);
