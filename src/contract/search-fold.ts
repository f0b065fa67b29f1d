// No zod here: the catalogue's first load folds its search text with `foldText`.

const STROKED = 'øłđħŧı';

/**
 * Text as every name search compares it: lower case, accents and other diacritics removed, so 'maria jose'
 * finds 'María José Fernández', 'cesky' 'Český' and 'lodz' 'Łódź' (letters with a stroke have no accent to
 * remove: they are named here).
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[øłđħŧı]/g, (letter) => 'oldhti'[STROKED.indexOf(letter)]!);
}

/** The blocks the database's `search_fold` maps character by character (Latin, Greek, Cyrillic, combining marks). */
const FOLDED_BLOCKS: readonly (readonly [number, number])[] = [
  [0x0020, 0x036f],
  [0x0370, 0x03ff],
  [0x0400, 0x052f],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x1e00, 0x1fff],
  [0x20d0, 0x20ff],
  [0xfe20, 0xfe2f],
];

/**
 * `foldText` one character at a time, as the arguments of SQL's translate(): each character of `from`
 * becomes the one at the same place in `to`, and those past the end of `to` are removed (the marks).
 * A character that folds to two (none in these blocks once accents are gone) is left to lower().
 */
export function searchFoldTable(): { from: string; to: string } {
  const mapped: [string, string][] = [];
  const removed: string[] = [];
  for (const [first, last] of FOLDED_BLOCKS) {
    for (let code = first; code <= last; code++) {
      const char = String.fromCodePoint(code);
      if (char === "'" || char === '\\') continue;
      const folded = foldText(char);
      if (folded === char) continue;
      if (folded === '') removed.push(char);
      else if ([...folded].length === 1) mapped.push([char, folded]);
    }
  }
  return {
    from: mapped.map(([char]) => char).join('') + removed.join(''),
    to: mapped.map(([, folded]) => folded).join(''),
  };
}
