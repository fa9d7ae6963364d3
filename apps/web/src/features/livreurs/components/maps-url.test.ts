import { describe, expect, it } from 'vitest';
import { directionsUrl, isAndroid } from '@/lib/directions';
import { mission } from '../test/factories';
import { DEFAULT_MAP_POINT, itineraryUrl, nextStop } from './maps-url';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const LAPTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

const business = { latitudeEntreprise: 5.2, longitudeEntreprise: -3.74 };
const client = { latitudeLivraison: 5.215, longitudeLivraison: -3.75 };

describe('the way to the next stop ("Itinéraire")', () => {
  it('opens a geo: link on Android, Google Maps directions elsewhere, never a search', () => {
    expect(isAndroid(ANDROID)).toBe(true);
    expect(isAndroid(IPHONE)).toBe(false);
    expect(directionsUrl(5.2, -3.74, ANDROID)).toBe('geo:5.2,-3.74?q=5.2,-3.74');
    for (const ua of [IPHONE, LAPTOP]) {
      const url = directionsUrl(5.2, -3.74, ua);
      expect(url).toBe('https://www.google.com/maps/dir/?api=1&destination=5.2,-3.74');
      expect(url).not.toContain('/search/');
    }
  });

  it('goes to the business until the parcel is picked up, then to the client', () => {
    for (const statut of ['EN_ATTENTE_LIVREUR', 'ACCEPTEE', 'PRETE'] as const) {
      const m = mission({ statut, ...business, ...client });
      expect(nextStop(m).kind, statut).toBe('business');
      expect(itineraryUrl(m, LAPTOP), statut).toBe(
        'https://www.google.com/maps/dir/?api=1&destination=5.2,-3.74',
      );
    }
    const onItsWay = mission({ statut: 'EN_LIVRAISON', ...business, ...client, clientNom: 'Aya' });
    expect(nextStop(onItsWay)).toEqual({
      kind: 'client',
      point: { latitude: 5.215, longitude: -3.75 },
      name: 'Aya',
    });
    expect(itineraryUrl(onItsWay, ANDROID)).toBe('geo:5.215,-3.75?q=5.215,-3.75');
  });

  it('falls back to the default point when the stop has no position', () => {
    const m = mission({ statut: 'EN_LIVRAISON', latitudeLivraison: null, longitudeLivraison: null });
    expect(nextStop(m).point).toBeNull();
    const { latitude, longitude } = DEFAULT_MAP_POINT;
    expect(itineraryUrl(m, LAPTOP)).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`,
    );
  });
});
