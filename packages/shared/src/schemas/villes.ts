import { z } from 'zod';
import { ADMIN_MSG } from '../admin-messages.ts';
import { MSG } from '../messages.ts';
import { adminText } from './admin-common.ts';
import { villeSchema } from './catalog.ts';

/**
 * `GET /api/villes` answers this: `villeSchema` (what the public pages read) plus what the admin's
 * city form edits. A write is seen at once on the process that made it, within the cache's
 * lifetime (VILLES_CACHE_MS, 30 s) on the others; the answer may be kept that long by browsers
 * too, so the admin screen reads it with `cache: 'no-store'` after a write.
 */
export const villeDetailSchema = villeSchema.extend({
  /** Base delivery fee, whole FCFA (design §4). */
  fraisBase: z.number(),
  latitude: z.number(),
  longitude: z.number(),
});
export type VilleDetail = z.infer<typeof villeDetailSchema>;

export const VILLE_DEFAULT_FRAIS_BASE = 500;
export const VILLE_MAX_FRAIS_BASE = 100_000;
/** Where a city without coordinates is placed: the spec's default map position (part 2 §9). */
export const VILLE_DEFAULT_POSITION = { latitude: 5.3367, longitude: -4.0083 } as const;

/** Two names are one city when they differ only by case, accents or spaces ('Adiaké', 'ADIAKE '). */
export function villeNameKey(nom: string): string {
  return nom.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr-FR');
}

/** A multipart text field: blank means absent. */
const field = <T extends z.ZodType<unknown, string>>(inner: T) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(inner.optional());

const fraisBase = z
  .string()
  .regex(/^\d{1,6}$/, ADMIN_MSG.villeFraisInvalid)
  .transform(Number)
  .pipe(z.number().max(VILLE_MAX_FRAIS_BASE, ADMIN_MSG.villeFraisInvalid));

const coordinate = (message: string, max: number) =>
  z
    .string()
    .max(30, message)
    .transform(Number)
    .pipe(z.number({ error: message }).min(-max, message).max(max, message));

const villeFields = {
  nom: adminText(ADMIN_MSG.villeNomRequired, 60),
  fraisBase: field(fraisBase),
  latitude: field(coordinate(MSG.latitudeInvalid, 90)),
  longitude: field(coordinate(MSG.longitudeInvalid, 180)),
};

/** The text fields the city form sends: photo aside, every value arrives as text. */
export const VILLE_TEXT_FIELDS = ['nom', 'fraisBase', 'latitude', 'longitude'] as const;
/** The file field. */
export const VILLE_PHOTO_FIELD = 'photo';

/**
 * `POST /api/villes`, multipart/form-data: nom (required), photo (optional image, judged by its
 * bytes, stored as WebP), fraisBase (whole FCFA ≥ 0, default 500), latitude and longitude
 * (optional, default VILLE_DEFAULT_POSITION). Answers 201 with the city.
 */
export const createVilleFieldsSchema = z.object(villeFields).transform((v) => ({
  nom: v.nom,
  fraisBase: v.fraisBase ?? VILLE_DEFAULT_FRAIS_BASE,
  latitude: v.latitude ?? VILLE_DEFAULT_POSITION.latitude,
  longitude: v.longitude ?? VILLE_DEFAULT_POSITION.longitude,
}));

/** A coordinate the admin types or takes from his phone: required, a comma as decimal point allowed. */
const askedCoordinate = (required: string, message: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, required)
    .transform((v) => v.replace(',', '.'))
    .pipe(coordinate(message, max));

/**
 * The admin's city form (issue 20 §3): the coordinates are asked, a new city is never placed at
 * the default position by an oversight; the routes keep them optional for other clients.
 */
export const villeFormSchema = z
  .object({
    nom: villeFields.nom,
    fraisBase: villeFields.fraisBase,
    latitude: askedCoordinate(ADMIN_MSG.villeLatitudeRequired, MSG.latitudeInvalid, 90),
    longitude: askedCoordinate(ADMIN_MSG.villeLongitudeRequired, MSG.longitudeInvalid, 180),
  })
  .transform((v) => ({ ...v, fraisBase: v.fraisBase ?? VILLE_DEFAULT_FRAIS_BASE }));

/**
 * `PUT /api/villes/{id}`, multipart/form-data as the creation form (one form, one encoding):
 * every field optional, an absent or blank one is unchanged; a new photo replaces the old one.
 */
export const updateVilleFieldsSchema = z.object({
  nom: field(adminText(ADMIN_MSG.villeNomRequired, 60)),
  fraisBase: villeFields.fraisBase,
  latitude: villeFields.latitude,
  longitude: villeFields.longitude,
});
