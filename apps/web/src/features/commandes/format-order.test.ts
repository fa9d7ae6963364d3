import { describe, expect, it } from 'vitest';
import { formatOrderDate } from './format-order';

describe('order formatting', () => {
  it('writes the order time in French, short month', () => {
    expect(formatOrderDate(new Date(2026, 4, 12, 14, 5).toISOString())).toBe('12 mai 2026 à 14:05');
    expect(formatOrderDate('pas une date')).toBe('pas une date');
  });
});
