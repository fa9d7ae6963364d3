// Apart from maps.ts: the courier's directions add no byte to the pages that show a place (issue 22 §1).

/** Android phones open `geo:` links in the maps app of the courier's choice; others do not know them. */
export function isAndroid(userAgent: string): boolean {
  return /\bAndroid\b/i.test(userAgent);
}

/**
 * Turn-by-turn directions from where the phone is to a point (issue 22 §1): a `geo:` link on
 * Android (the maps app asks how to go there), Google Maps' directions elsewhere (a search would
 * only show the place).
 */
export function directionsUrl(latitude: number, longitude: number, userAgent: string): string {
  const at = `${latitude},${longitude}`;
  return isAndroid(userAgent)
    ? `geo:${at}?q=${at}`
    : `https://www.google.com/maps/dir/?api=1&destination=${at}`;
}
