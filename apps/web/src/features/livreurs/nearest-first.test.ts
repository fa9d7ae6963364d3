import { afterEach, describe, expect, it } from 'vitest';
import { mission } from './test/factories';
import { movedFar, nearestFirst, withDistances } from './nearest-first';
import { resetCourierPosition, setCourierPosition } from './hooks/courier-position';
import { act, renderHook } from '@testing-library/react';
import { useListAnchor } from './hooks/courier-position';

// Points along one meridian near Bassam: 0.001° of latitude is about 111 m.
const start = { latitude: 5.2, longitude: -3.74 };
const north80m = { latitude: 5.20072, longitude: -3.74 };
const north150m = { latitude: 5.20135, longitude: -3.74 };
const fiveKmNorth = { latitude: 5.245, longitude: -3.74 };

afterEach(() => resetCourierPosition());

describe('the lists follow the courier after 100 m', () => {
  it('counts a move of more than 100 m, not less', () => {
    expect(movedFar(null, start)).toBe(true);
    expect(movedFar(start, north80m)).toBe(false);
    expect(movedFar(start, north150m)).toBe(true);
  });

  it('works distances out from where he is now, to each mission’s next stop', () => {
    const near = mission({ latitudeEntreprise: 5.2, longitudeEntreprise: -3.74, distanceKm: 0.6 });
    const onItsWay = mission({
      statut: 'EN_LIVRAISON',
      latitudeEntreprise: 5.2,
      longitudeEntreprise: -3.74,
      latitudeLivraison: 5.245,
      longitudeLivraison: -3.74,
      distanceKm: 0.6,
    });
    const unknown = mission({ latitudeEntreprise: null, longitudeEntreprise: null, distanceKm: null });
    const [a, b, c] = withDistances([near, onItsWay, unknown], fiveKmNorth);
    // "À 0,6 km" after he rode 5 km: now 5 km to the business; the parcel's client is where he is.
    expect(a?.distanceKm).toBe(5);
    expect(b?.distanceKm).toBe(0);
    expect(c?.distanceKm).toBeNull();
  });

  it('sorts nearest first, missions without a distance last in their order', () => {
    const far = mission({ latitudeEntreprise: 5.245, longitudeEntreprise: -3.74 });
    const close = mission({ latitudeEntreprise: 5.201, longitudeEntreprise: -3.74 });
    const noPlace1 = mission({ latitudeEntreprise: null, longitudeEntreprise: null });
    const noPlace2 = mission({ latitudeEntreprise: null, longitudeEntreprise: null });
    const fromStart = nearestFirst(withDistances([noPlace1, far, noPlace2, close], start));
    expect(fromStart.map((m) => m.id)).toEqual([close.id, far.id, noPlace1.id, noPlace2.id]);
    // He rode 5 km north: the other one is now the nearest.
    const fromNorth = nearestFirst(withDistances([noPlace1, far, noPlace2, close], fiveKmNorth));
    expect(fromNorth.map((m) => m.id)).toEqual([far.id, close.id, noPlace1.id, noPlace2.id]);
  });

  it('moves the lists’ anchor only after 100 m, so small moves do not reshuffle the list', () => {
    const { result } = renderHook(() => useListAnchor());
    expect(result.current).toBeNull();
    act(() => setCourierPosition(start));
    expect(result.current).toEqual(start);
    act(() => setCourierPosition(north80m));
    expect(result.current).toEqual(start);
    act(() => setCourierPosition(north150m));
    expect(result.current).toEqual(north150m);
  });
});
