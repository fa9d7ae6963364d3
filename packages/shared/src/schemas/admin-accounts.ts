import { z } from 'zod';
import { ADMIN_MSG } from '../admin-messages.ts';
import { ACCOUNT_STATUSES, ENTREPRISE_TYPES, ROLES, TRANSPORTS } from '../enums.ts';
import { MSG } from '../messages.ts';
import { RANGE_ORDER_MESSAGE, rangeInOrder, rangeQuery } from '../periods.ts';
import { passwordSchema, phoneSchema } from '../validation.ts';
import { adminText, hasNoControlChars, searchQuery, sortQuery } from './admin-common.ts';
import { pageOf, pagingQuery } from './common.ts';

// The people: admin accounts, the businesses and couriers tables, account status (issue 9).

/** An admin account (spec part 2 §3 "Admin user"): never its password. */
export const adminUserSchema = z.object({
  id: z.number(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string().nullable(),
  telephone: z.string(),
  dateCreation: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_SORT_KEYS = ['nom', 'prenom', 'email', 'telephone', 'dateCreation'] as const;
export type AdminSortKey = (typeof ADMIN_SORT_KEYS)[number];

/**
 * `GET /api/admin/users?q&sort`: every admin (they are few), searched in prenom, nom, email,
 * telephone (case, accents and spaces in phones ignored); sort `key,asc|desc` (default nom,asc).
 */
export const adminUsersQuerySchema = z.object({
  q: searchQuery,
  sort: sortQuery(ADMIN_SORT_KEYS, 'nom,asc'),
});

const adminEmail = z
  .string({ error: ADMIN_MSG.emailRequired })
  .trim()
  .min(1, ADMIN_MSG.emailRequired)
  .max(254, MSG.textTooLong(254))
  .pipe(z.email(MSG.emailInvalid));

const adminFields = {
  prenom: adminText(MSG.prenomRequired, 60),
  nom: adminText(MSG.nomRequired, 60),
  email: adminEmail,
  telephone: phoneSchema,
};

/** `POST /api/admin/users`: the admin form (spec part 2 §5), password required. Answers 201. */
export const createAdminUserSchema = z.object({ ...adminFields, motDePasse: passwordSchema });
export type CreateAdminUserInput = z.input<typeof createAdminUserSchema>;

/** `PUT /api/admin/users/{id}`: the same form; motDePasse blank or absent = unchanged. */
export const updateAdminUserSchema = z.object({
  ...adminFields,
  motDePasse: z
    .string()
    .nullish()
    .transform((v) => (v ? v : undefined))
    .pipe(passwordSchema.optional()),
});
export type UpdateAdminUserInput = z.input<typeof updateAdminUserSchema>;

/**
 * The answer to `PUT /api/admin/users/{id}`. `reconnexionRequise` is true when the admin edited
 * their own account: the web app then signs out with ADMIN_MSG.selfEdited (spec part 2 §4). A new
 * password ends the edited account's sessions on the server whoever edits it.
 */
export const updatedAdminUserSchema = adminUserSchema.extend({ reconnexionRequise: z.boolean() });

const registrationRange = {
  ...rangeQuery,
  statut: z.enum(ACCOUNT_STATUSES, { error: ADMIN_MSG.statutInvalid }).optional(),
  q: searchQuery,
  ...pagingQuery,
};

export const ENTREPRISE_SORT_KEYS = [
  'dateInscription',
  'nom',
  'ville',
  'type',
  'commandesTotal',
  'gainsTotaux',
  'statut',
] as const;
export type EntrepriseSortKey = (typeof ENTREPRISE_SORT_KEYS)[number];

/**
 * `GET /api/admin/entreprises?q&from&to&statut&type&page&size&sort`: q searches the business's
 * name and phone and its owner's name and phone; from/to the registration day; statut the
 * owner's account; sort `key,asc|desc` (default dateInscription,desc).
 */
export const adminEntreprisesQuerySchema = z
  .object({
    ...registrationRange,
    type: z.enum(ENTREPRISE_TYPES, { error: ADMIN_MSG.typeInvalid }).optional(),
    sort: sortQuery(ENTREPRISE_SORT_KEYS, 'dateInscription,desc'),
  })
  .refine(rangeInOrder, { message: RANGE_ORDER_MESSAGE, path: ['from'] });

/** A row of the businesses table (spec part 2 §3). Money per `admin-finance.ts`. */
export const adminEntrepriseSchema = z.object({
  id: z.number(),
  nom: z.string(),
  type: z.enum(ENTREPRISE_TYPES),
  ville: z.string(),
  villeId: z.number(),
  /** The business's phone, or its owner's when the profile has none. */
  telephone: z.string(),
  /** The owner: its account id is the one `PUT /api/admin/utilisateurs/{id}/statut` takes. */
  utilisateurId: z.number(),
  proprietaire: z.string(),
  commandesTotal: z.number(),
  gainsTotaux: z.number(),
  /** The owner's account: Actif / Inactif. */
  statut: z.enum(ACCOUNT_STATUSES),
  dateInscription: z.string(),
  /** Phone, facade photo and category: listed to clients only when complete and ACTIF. */
  profilComplet: z.boolean(),
});
export type AdminEntreprise = z.infer<typeof adminEntrepriseSchema>;
export const adminEntreprisesPageSchema = pageOf(adminEntrepriseSchema);

export const LIVREUR_SORT_KEYS = [
  'dateInscription',
  'nom',
  'prenom',
  'ville',
  'coursesTotal',
  'gainsTotaux',
  'statut',
  'isVerified',
] as const;
export type LivreurSortKey = (typeof LIVREUR_SORT_KEYS)[number];

/** `GET /api/admin/livreurs?q&from&to&statut&page&size&sort`: q searches names, phone and matricule. */
export const adminLivreursQuerySchema = z
  .object({ ...registrationRange, sort: sortQuery(LIVREUR_SORT_KEYS, 'dateInscription,desc') })
  .refine(rangeInOrder, { message: RANGE_ORDER_MESSAGE, path: ['from'] });

/** A row of the couriers table (spec part 2 §3 "Courier (admin list)"). */
export const adminLivreurSchema = z.object({
  id: z.number(),
  prenom: z.string(),
  nom: z.string(),
  ville: z.string().nullable(),
  telephone: z.string(),
  matricule: z.string(),
  typeTransport: z.enum(TRANSPORTS),
  coursesTotal: z.number(),
  gainsTotaux: z.number(),
  /** The clients' courier ratings (issue 22 §4): mean, 1 decimal, null when none; and how many. */
  evaluation: z.number().nullable(),
  nombreAvis: z.number(),
  statut: z.enum(ACCOUNT_STATUSES),
  isVerified: z.boolean(),
  dateInscription: z.string(),
});
export type AdminLivreur = z.infer<typeof adminLivreurSchema>;
export const adminLivreursPageSchema = pageOf(adminLivreurSchema);

/**
 * `PUT /api/admin/utilisateurs/{id}/statut`: any account. INACTIF ends its sessions at once (its
 * next call is a 401, its live stream closes), refuses its login, hides its business from clients.
 */
/** A reason the person concerned reads: 3 to 300 characters, blank is none. */
const reason = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(300, message)
    .refine(hasNoControlChars, message)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The reason the body must carry when `needed` says so (issue 34: every withdrawal says why). */
function motifWhen<T extends { motif?: string | undefined }>(needed: (b: T) => boolean, message: string) {
  return (b: T, ctx: z.RefinementCtx) => {
    if (needed(b) && (b.motif === undefined || b.motif.length < 3))
      ctx.addIssue({ code: 'custom', path: ['motif'], message });
  };
}

/** Deactivating says why (`motif`, issue 34): the person reads it when refused at sign-in. */
export const accountStatutBodySchema = z
  .object({
    statut: z.enum(ACCOUNT_STATUSES, { error: ADMIN_MSG.statutInvalid }),
    motif: reason(ADMIN_MSG.deactivationMotifRequired),
  })
  .superRefine(motifWhen((b) => b.statut === 'INACTIF', ADMIN_MSG.deactivationMotifRequired));
export const accountStatutSchema = z.object({
  id: z.number(),
  role: z.enum(ROLES),
  statut: z.enum(ACCOUNT_STATUSES),
});

/**
 * `PUT /api/admin/livreurs/{id}/verification` `{ isVerified, motif }`: answers the courier's row.
 * Withdrawing (or refusing his documents) says why: the courier reads it and sends new ones.
 */
export const verificationBodySchema = z
  .object({
    isVerified: z.boolean({ error: ADMIN_MSG.isVerifiedRequired }),
    motif: reason(ADMIN_MSG.verificationMotifInvalid),
  })
  .superRefine(motifWhen((b) => !b.isVerified, ADMIN_MSG.withdrawMotifRequired));
