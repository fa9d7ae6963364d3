import { describe, expect, it } from 'vitest';
import { adminSearchTerms } from './search-text.ts';

describe('adminSearchTerms', () => {
  it('folds case and accents, word by word', () => {
    expect(adminSearchTerms('ÉLÉONORE')).toEqual(['eleonore']);
    expect(adminSearchTerms('  Thérèse   YAO ')).toEqual(['therese', 'yao']);
    expect(adminSearchTerms('Zoé.Bamba@Exemple.ci')).toEqual(['zoe.bamba@exemple.ci']);
  });

  it('reads a phone typed with spaces, dots or dashes as one run of digits', () => {
    expect(adminSearchTerms('07 22 00 00 01')).toEqual(['0722000001']);
    expect(adminSearchTerms('07.22-00')).toEqual(['072200']);
  });
});
