import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activePreset,
  adminPresetRange,
  defaultDashboardRange,
  defaultMonthRange,
  rangeLabel,
} from './ranges';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T21:30:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('admin ranges (spec part 2 §9)', () => {
  it('opens the dashboard on the last 30 days: today and the 29 before', () => {
    expect(defaultDashboardRange()).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(activePreset(defaultDashboardRange())).toBe('30d');
  });

  it('opens finances and payouts on the first of the month through today', () => {
    expect(defaultMonthRange()).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(activePreset(defaultMonthRange())).toBe('month');
    expect(defaultMonthRange(new Date('2026-03-01T00:00:00Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
  });

  it('reads the presets and names a range in French', () => {
    expect(adminPresetRange('today')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(adminPresetRange('7d')).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(activePreset({ from: '2026-11-02', to: '2026-11-23' })).toBeNull();
    expect(rangeLabel({ from: '2026-11-01', to: '2026-11-23' })).toBe('1 nov. 2026 – 23 nov. 2026');
    expect(rangeLabel({ from: '2026-11-23', to: '2026-11-23' })).toBe('23 nov. 2026');
    expect(rangeLabel({})).toBeNull();
  });
});
