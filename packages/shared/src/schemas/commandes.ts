import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_TYPES } from '../enums.ts';
import { MSG } from '../messages.ts';
import { ORDER_END_REASONS } from '../commandes/end-reasons.ts';
import { RANGE_ORDER_MESSAGE, rangeInOrder, rangeQuery } from '../periods.ts';
import {
  idSchema,
  latitudeSchema,
  longitudeSchema,
  optionalText,
  requiredText,
  safeString,
  urlNumber,
} from '../validation.ts';
import { pageOf, pagingQuery } from './common.ts';
import { chosenOptionIdsSchema, optionChoisieSchema } from './product-options.ts';
import { deliveryProblemSchema } from './mission-incidents.ts';

export const MAX_LINE_QUANTITY = 50;
export const MAX_ORDER_LINES = 50;

export const checkoutItemSchema = z.object({
  produitId: idSchema(MSG.orderItemInvalid),
  quantite: z
    .number({ error: MSG.quantityInvalid })
    .int(MSG.quantityInvalid)
    .min(1, MSG.quantityInvalid)
    .max(MAX_LINE_QUANTITY, MSG.quantityInvalid),
  /** The chosen option ids (issue 21 §3); the server prices them and refuses a wrong choice. */
  options: chosenOptionIdsSchema,
});

export const checkoutSchema = z.object({
  entrepriseId: idSchema(MSG.orderEntrepriseRequired),
  items: z
    .array(checkoutItemSchema, { error: MSG.cartEmpty })
    .min(1, MSG.cartEmpty)
    .max(MAX_ORDER_LINES, MSG.cartTooLarge)
    // Lines of one product become one line of the order: the cap holds on their sum.
    .refine((items) => {
      const sums = new Map<number, number>();
      for (const { produitId, quantite } of items) sums.set(produitId, (sums.get(produitId) ?? 0) + quantite);
      return [...sums.values()].every((q) => q <= MAX_LINE_QUANTITY);
    }, MSG.quantityInvalid),
  typePaiement: z.enum(PAYMENT_TYPES, { error: MSG.paymentRequired }),
  adresseLivraison: requiredText(MSG.addressRequired, 300),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  infoSupplementaire: optionalText(300),
});
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type Checkout = z.output<typeof checkoutSchema>;

export const devisQuerySchema = z.object({
  entrepriseId: urlNumber(idSchema(MSG.orderEntrepriseRequired)),
  latitude: urlNumber(
    z.number({ error: MSG.latitudeInvalid }).min(-90, MSG.latitudeInvalid).max(90, MSG.latitudeInvalid),
  ).optional(),
  longitude: urlNumber(
    z.number({ error: MSG.longitudeInvalid }).min(-180, MSG.longitudeInvalid).max(180, MSG.longitudeInvalid),
  ).optional(),
});

export const devisSchema = z.object({
  fraisLivraison: z.number(),
  distanceKm: z.number().nullable(),
});
export type Devis = z.infer<typeof devisSchema>;

/** `POST /api/commandes/devis`: the cart priced by the server (options included) and the fee. */
export const devisPanierQuerySchema = checkoutSchema.pick({
  entrepriseId: true,
  items: true,
  latitude: true,
  longitude: true,
});
export type DevisPanierInput = z.input<typeof devisPanierQuerySchema>;

export const devisPanierSchema = devisSchema.extend({
  sousTotal: z.number(),
  total: z.number(),
  lignes: z.array(
    z.object({
      produitId: z.number(),
      nomProduit: z.string(),
      quantite: z.number(),
      prixUnitaire: z.number(),
      options: z.array(optionChoisieSchema),
    }),
  ),
});
export type DevisPanier = z.infer<typeof devisPanierSchema>;

/** Said by the business when it accepted (issue 21 §1); null before, or for an order accepted earlier. */
const preparationFields = {
  delaiPreparationMin: z.number().nullable(),
  /** ISO instant the order should be ready ("Prête vers 12 h 40"). */
  preteVers: z.string().nullable(),
  /** Issue 34 §2: whole minutes past `preteVers` while not yet ready, null when on time. */
  enRetardMin: z.number().nullable(),
};

/** Why an order ended and the reason its author gave (issue 34 §2: every party reads why). */
const endFields = {
  /** Why it ended (LIVREE, ANNULEE), null while it is in progress. */
  motifFin: z.enum(ORDER_END_REASONS).nullable(),
  /** The reason given by whoever ended it (Comoé Express always gives one), null otherwise. */
  raisonFin: z.string().nullable(),
};

export const clientOrderItemSchema = z.object({
  /** Null once the product was deleted: 'Commander à nouveau' then says it is gone. */
  produitId: z.number().nullable(),
  quantite: z.number(),
  produitNom: z.string(),
  /** Product price plus the chosen options' deltas, as charged. */
  prixUnitaire: z.number(),
  /** The choices as they were when ordered ("Grande", "Fromage"). */
  options: z.array(optionChoisieSchema).optional(),
});

/** An order as its client sees it: never the business's pickup code. */
export const clientOrderSchema = z.object({
  id: z.string(),
  statut: z.enum(ORDER_STATUSES),
  dateCommande: z.string(),
  total: z.number(),
  sousTotal: z.number(),
  fraisLivraison: z.number(),
  typePaiement: z.enum(PAYMENT_TYPES),
  codeClient: z.string(),
  /** The courier took it at the door (issue 34 §2): it reads "utilisé". */
  codeClientUtilise: z.boolean().optional(),
  entrepriseId: z.number(),
  entrepriseNom: z.string(),
  entreprisePhotoUrl: z.string().nullable(),
  entrepriseTelephone: z.string().nullable(),
  adresseLivraison: z.string(),
  livreurNom: z.string().nullable(),
  livreurTelephone: z.string().nullable(),
  noteClient: z.number().nullable(),
  commentaireClient: z.string().nullable(),
  /** The client's rating of the courier and his comment (issue 22 §4), null when not given. */
  noteLivreur: z.number().nullable(),
  commentaireLivreur: z.string().nullable(),
  ...endFields,
  /** The courier's last problem report while the order is on its way (issue 22 §3), else null. */
  probleme: deliveryProblemSchema.nullable().optional(),
  ...preparationFields,
  items: z.array(clientOrderItemSchema),
});
export type ClientOrder = z.infer<typeof clientOrderSchema>;

export const COURIER_COMMENT_MAX = 300;

export const avisSchema = z.object({
  note: z
    .number({ error: MSG.ratingInvalid })
    .int(MSG.ratingInvalid)
    .min(1, MSG.ratingInvalid)
    .max(5, MSG.ratingInvalid),
  commentaire: optionalText(500),
  /** The courier's rating (1–5), optional: the courier's `evaluation` is the mean of these. */
  noteLivreur: z
    .number({ error: MSG.courierRatingInvalid })
    .int(MSG.courierRatingInvalid)
    .min(1, MSG.courierRatingInvalid)
    .max(5, MSG.courierRatingInvalid)
    .nullish(),
  /** The comment on the courier (issue 22 §4), kept only with a courier rating. */
  commentaireLivreur: optionalText(COURIER_COMMENT_MAX),
});

export const businessOrderSchema = z.object({
  id: z.string(),
  statut: z.enum(ORDER_STATUSES),
  dateCommande: z.string(),
  total: z.number(),
  sousTotal: z.number(),
  fraisLivraison: z.number(),
  typePaiement: z.enum(PAYMENT_TYPES),
  client: z.object({
    id: z.number(),
    nom: z.string(),
    prenom: z.string(),
    telephone: z.string(),
    urlPhoto: z.string().nullable(),
    localisation: z.object({
      adresse: z.string(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      infoSupplementaire: z.string().nullable(),
    }),
  }),
  entreprise: z.object({ id: z.number(), nom: z.string() }),
  livreur: z
    .object({ id: z.number(), nom: z.string(), prenom: z.string(), telephone: z.string() })
    .nullable(),
  noteClient: z.number().nullable(),
  commentaireClient: z.string().nullable(),
  /** Shown to the business only; the courier asks for it at pickup. */
  codeEntreprise: z.string(),
  codeEntrepriseBloque: z.boolean(),
  /** The courier took it at pickup (issue 34 §2): it reads "utilisé". */
  codeEntrepriseUtilise: z.boolean().optional(),
  /** The courier's last problem report on this order (issue 22 §3), null without any. */
  probleme: deliveryProblemSchema.nullable().optional(),
  ...preparationFields,
  ...endFields,
  items: z.array(
    z.object({
      id: z.number(),
      produitId: z.number().nullable(),
      quantite: z.number(),
      nomProduit: z.string(),
      prixUnitaire: z.number(),
      options: z.array(optionChoisieSchema).optional(),
    }),
  ),
});
export type BusinessOrder = z.infer<typeof businessOrderSchema>;

/** `statut=LIVREE`, or several at once: `statut=LIVREE,ANNULEE` (a status named twice counts once). */
export const statutListSchema = safeString()
  .max(200, 'Statut inconnu.')
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.enum(ORDER_STATUSES, { error: 'Statut inconnu.' }))
      .min(1, 'Statut inconnu.')
      .max(ORDER_STATUSES.length, 'Statut inconnu.'),
  );

export const businessOrdersQuerySchema = z
  .object({
    ...rangeQuery,
    statut: statutListSchema.optional(),
    ...pagingQuery,
    sort: z
      .enum(['dateCommande,desc', 'dateCommande,asc', 'total,desc', 'total,asc'], { error: 'Tri inconnu.' })
      .default('dateCommande,desc'),
  })
  .refine(rangeInOrder, { message: RANGE_ORDER_MESSAGE, path: ['from'] });

/** A page that also says which one it is and how many there are (the order lists). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  pageOf(item).extend({ totalPages: z.number(), number: z.number(), size: z.number() });

/** An order seen by a courier: never the client's delivery code nor the business's pickup code. */
export const missionSchema = z.object({
  id: z.string(),
  idCommande: z.string(),
  statut: z.enum(ORDER_STATUSES),
  dateCommande: z.string(),
  entrepriseNom: z.string(),
  entrepriseTelephone: z.string().nullable(),
  entrepriseAdresse: z.string().nullable(),
  latitudeEntreprise: z.number().nullable(),
  longitudeEntreprise: z.number().nullable(),
  livraisonAdresse: z.string(),
  infoSupplementaireLivraison: z.string().nullable(),
  latitudeLivraison: z.number().nullable(),
  longitudeLivraison: z.number().nullable(),
  clientNom: z.string(),
  clientTelephone: z.string(),
  total: z.number(),
  fraisLivraison: z.number(),
  typePaiement: z.enum(PAYMENT_TYPES),
  /**
   * From the courier's last known position (`PUT /api/livreurs/position`) to the mission's next
   * stop, km with 1 decimal: the business until the order is picked up, then the client. Null
   * when the position is unknown or stale, and in the history.
   */
  distanceKm: z.number().nullable(),
  /** Business → client, km with 1 decimal, as charged at checkout; null without the client's position. */
  distanceLivraisonKm: z.number().nullable(),
  /** 15 % of the order total (design §5). */
  gain: z.number(),
  villeNom: z.string(),
  dateLivraison: z.string().nullable(),
  /**
   * The code of the courier's next step (the business's before pickup, the client's on the way)
   * took too many wrong tries: shown on his card until the business or an admin unlocks it.
   */
  codeBloque: z.boolean(),
  /** On his way: the last problem he reported (issue 22 §3), so his card keeps showing it. */
  probleme: deliveryProblemSchema.nullable().optional(),
  ...preparationFields,
  /** In the one mission `GET /api/commandes/{id}` answers (a list holds no ended mission but delivered ones). */
  motifFin: endFields.motifFin.optional(),
  raisonFin: endFields.raisonFin.optional(),
});
export type Mission = z.infer<typeof missionSchema>;
