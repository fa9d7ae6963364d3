import { describe, expect, it } from 'vitest';
import { ratingText } from './rating-column';

describe("the admin's courier rating column", () => {
  it('shows the mean with one decimal and the count, "—" only when none', () => {
    expect(ratingText(4.7, 3)).toBe('4,7 ★ (3 avis)');
    expect(ratingText(5, 1)).toBe('5,0 ★ (1 avis)');
    expect(ratingText(null, 0)).toBe('—');
  });
});
