type Position = { latitude: number | null; longitude: number | null };

/**
 * green: the profile holds a position; red: it holds none, so couriers rely on the written
 * address. A position found but not yet saved is still green, with a reminder to save it.
 */
export type GeolocationStatus = { tone: 'green' | 'red'; label: string; pending: boolean };

export function hasPosition({ latitude, longitude }: Position): boolean {
  return latitude !== null && longitude !== null;
}

export function geolocationStatus(saved: Position, current: Position): GeolocationStatus {
  if (!hasPosition(current)) return { tone: 'red', label: 'Position GPS non enregistrée', pending: false };
  const pending = current.latitude !== saved.latitude || current.longitude !== saved.longitude;
  return { tone: 'green', label: 'Position GPS enregistrée', pending };
}
