import { describe, expect, it } from 'vitest';
import { teachingLanguages } from './language-list';

describe('the teaching languages', () => {
  it('are listed in the order of their English names, the order the catalogue shows them in', () => {
    const names = teachingLanguages.map((language) => language.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
