/** A maps search at a point: opens the phone's maps app, or Google Maps in the browser. */
export function mapsSearchUrl(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/** `tel:` link of a phone number as typed (spaces and dashes dropped). */
export function telHref(telephone: string): string {
  return `tel:${telephone.replace(/[^\d+]/g, '')}`;
}
