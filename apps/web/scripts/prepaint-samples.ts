import type { Ville } from '@comoe/shared/schemas/catalog';
import type { PublicEntreprise } from '@comoe/shared/schemas/entreprises';
import type { UserProfile } from '@comoe/shared/schemas/users';
import {
  BUSINESS_VARIANTS,
  businessVariant,
  CITY_TILE_VARIANTS,
  TOKENS,
} from '../src/lib/prepaint/tokens.ts';

/** Written by the app as '7,7': found in the rendered card and turned into a placeholder. */
export const SAMPLE_RATING = '7,7';

/** The picture of each kind (see photoKind): none, one of our uploads, another address. */
const PHOTOS = [null, `/uploads/${TOKENS.photoBase}.webp`, TOKENS.photoUrl] as const;

/** One business per drawn variant, in `businessVariant` order. */
export function sampleBusinesses(): PublicEntreprise[] {
  const list: PublicEntreprise[] = [];
  for (const photo of [0, 1, 2] as const)
    for (const ouverte of [false, true])
      for (const rated of [false, true])
        for (const described of [false, true]) {
          const index = businessVariant({ photo, ouverte, rated, described });
          list[index] = {
            id: 1000 + index,
            nom: TOKENS.nom,
            type: 'RESTAURANT',
            description: described ? TOKENS.description : null,
            photoUrl: PHOTOS[photo],
            photoFacade: null,
            rating: rated ? Number(SAMPLE_RATING.replace(',', '.')) : null,
            nombreAvis: rated ? 3 : 0,
            delivery_time: TOKENS.delay,
            adresse: null,
            ville: TOKENS.title,
            villeId: 1,
            telephone: null,
            categorie: null,
            ouverte,
            ouverteMaintenant: ouverte,
            prochainChangement: null,
            logo: null,
            latitude: null,
            longitude: null,
          };
        }
  if (list.length !== BUSINESS_VARIANTS) throw new Error('Variantes de carte incomplètes.');
  return list;
}

/** One city per picture kind. */
export function sampleVilles(): Ville[] {
  const villes = PHOTOS.map((photoUrl, index) => ({
    id: index + 1,
    nom: TOKENS.nom,
    photoUrl,
    nombreEntreprises: 1,
  }));
  if (villes.length !== CITY_TILE_VARIANTS) throw new Error('Variantes de ville incomplètes.');
  return villes;
}

export function sampleProfile(): UserProfile {
  return { prenom: TOKENS.prenom } as UserProfile;
}
