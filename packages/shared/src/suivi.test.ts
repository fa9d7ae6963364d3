import { describe, expect, it } from 'vitest';
import { arrivalLabel, estimatedArrival } from './suivi.ts';

describe('the client’s estimated arrival', () => {
  it('rides faster on a motorbike than on a bicycle, and further takes longer', () => {
    const from = new Date('2026-05-04T12:00:00Z');
    const moto = estimatedArrival(5, 'MOTO', from).getTime();
    const velo = estimatedArrival(5, 'VELO', from).getTime();
    expect(moto).toBeGreaterThan(from.getTime());
    expect(velo).toBeGreaterThan(moto);
    expect(estimatedArrival(10, 'MOTO', from).getTime()).toBeGreaterThan(moto);
    expect(estimatedArrival(0, 'SCOOTER', from).getTime()).toBe(from.getTime());
  });

  it('is said in Abidjan’s time, rounded up to the minute', () => {
    const said = (iso: string) => arrivalLabel(iso).replace(/\u00a0/g, ' ');
    expect(said('2026-05-04T12:39:10Z')).toBe('Arrivée estimée vers 12 h 40');
    expect(said('2026-05-04T12:40:00Z')).toBe('Arrivée estimée vers 12 h 40');
    expect(said('2026-05-04T08:59:30Z')).toBe('Arrivée estimée vers 9 h');
    expect(said('2026-05-04T08:04:00Z')).toBe('Arrivée estimée vers 8 h 04');
    expect(arrivalLabel('pas une date')).toBe('');
    expect(arrivalLabel('2026-05-04T12:39:10Z')).toBe('Arrivée estimée vers 12\u00a0h\u00a040');
  });
});
