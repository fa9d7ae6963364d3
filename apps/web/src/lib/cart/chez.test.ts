import { describe, expect, it } from 'vitest';
import { chezPhrase, startsWithChez } from './chez';

describe('chezPhrase', () => {
  it.each([
    ['Chez Tantie Awa', 'chez Tantie Awa'],
    ['CHEZ  Fatou ', 'chez Fatou'],
    ['Maquis Le Wharf', 'chez Maquis Le Wharf'],
    ['Chezou Market', 'chez Chezou Market'],
  ])('%j → %j', (nom, phrase) => {
    expect(chezPhrase(nom)).toBe(phrase);
  });

  it('tells names that already say Chez', () => {
    expect(startsWithChez('Chez Tantie Awa')).toBe(true);
    expect(startsWithChez('Pharmacie du Phare')).toBe(false);
  });
});
