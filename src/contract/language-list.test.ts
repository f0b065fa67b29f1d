import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { flagPicture, teachingLanguages } from './language-list';

describe('the teaching languages', () => {
  it('are listed in the order of their English names, the order the catalogue shows them in', () => {
    const names = teachingLanguages.map((language) => language.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('the flags of the teaching languages', () => {
  it('are each a WebP picture the site serves', () => {
    const flags = teachingLanguages.flatMap((language) => (language.flag ? [language.flag] : []));
    expect(flags.length).toBeGreaterThan(10);
    for (const flag of flags) {
      const picture = readFileSync(new URL(`../../public${flagPicture(flag)}`, import.meta.url));
      expect(picture.subarray(8, 12).toString('latin1'), flag).toBe('WEBP');
    }
  });
});
