import { describe, expect, it } from 'vitest';
import { shouldReport } from './use-position-reporting';

const bassam = { latitude: 5.2, longitude: -3.74 };
// About 150 m and 250 m north.
const near = { latitude: 5.20135, longitude: -3.74 };
const farther = { latitude: 5.20225, longitude: -3.74 };

describe('position reports', () => {
  it('sends the first position at once', () => {
    expect(shouldReport(null, bassam, 0)).toBe(true);
  });

  it('waits a minute unless the courier moved 200 m', () => {
    const last = { ...bassam, at: 0 };
    expect(shouldReport(last, near, 30_000)).toBe(false);
    expect(shouldReport(last, farther, 30_000)).toBe(true);
    expect(shouldReport(last, bassam, 60_000)).toBe(true);
  });
});
