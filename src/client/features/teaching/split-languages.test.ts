import { describe, expect, it } from 'vitest';
import { splitLanguages } from './teach-form';

describe('splitLanguages', () => {
  it('reads languages separated by commas, semicolons or lines, without blanks', () => {
    expect(splitLanguages(' Korean, Japanese ;\nBrazilian Portuguese,, ')).toEqual([
      'Korean',
      'Japanese',
      'Brazilian Portuguese',
    ]);
  });

  it('gives an empty list for an empty field, which the contract then refuses', () => {
    expect(splitLanguages('  , ')).toEqual([]);
  });
});
