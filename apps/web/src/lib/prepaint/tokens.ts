/**
 * The placeholders of the pages drawn before the app starts: the build renders the real
 * components with these values (scripts/prerender-pages.tsx), the page puts the data in their
 * place (prepaint.ts). Each is a word no French text contains.
 */
export const TOKENS = {
  href: 'ZqHref',
  nom: 'ZqNom',
  description: 'ZqDescription',
  delay: 'ZqDelai',
  rating: 'ZqNote',
  photoBase: 'ZqPhotoBase',
  photoUrl: 'ZqPhotoUrl',
  title: 'ZqTitre',
  count: 'ZqNombre',
  prenom: 'ZqPrenom',
} as const;

export type Token = (typeof TOKENS)[keyof typeof TOKENS];

/** Set on <html> once the app shows a page itself: a late answer must not draw over it. */
export const PREPAINT_DONE = 'data-prepaint-done';

/** Where a page's list items go. */
export const ITEMS_MARK = '<!--zq-items-->';

/** What the build hands to the page: each page (with the signed-in client's header) and its items. */
export type PrepaintTemplates = {
  /** A city's businesses: one item per `businessVariant`. */
  city: { page: string; items: string[] };
  /** The client's home: one city tile per `photoKind`. */
  home: { page: string; items: string[] };
};

/** 0: no picture, 1: one of our uploads (with thumbnails), 2: any other address. */
export function photoKind(
  url: string | null | undefined,
  hasThumbnails: (url: string) => boolean,
): 0 | 1 | 2 {
  if (!url) return 0;
  return hasThumbnails(url) ? 1 : 2;
}

/** Which drawn card fits a business: picture kind, open or closed, rated or not, described or not. */
export function businessVariant(parts: {
  photo: 0 | 1 | 2;
  ouverte: boolean;
  rated: boolean;
  described: boolean;
}): number {
  return parts.photo * 8 + (parts.ouverte ? 4 : 0) + (parts.rated ? 2 : 0) + (parts.described ? 1 : 0);
}

export const BUSINESS_VARIANTS = 24;
export const CITY_TILE_VARIANTS = 3;
