import { describe, expect, it } from 'vitest';
import { formatOrderDate, shortOrderId } from './format-order';

describe('order formatting', () => {
  it('writes the order time in French, short month', () => {
    expect(formatOrderDate(new Date(2026, 4, 12, 14, 5).toISOString())).toBe('12 mai 2026 à 14:05');
    expect(formatOrderDate('pas une date')).toBe('pas une date');
  });

  it('shortens the id to 8 characters as the notifications do', () => {
    expect(shortOrderId('0e5b8045-8af6-40e1-bc09-508f48052a4f')).toBe('0E5B8045');
  });
});
