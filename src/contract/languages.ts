import { z } from 'zod/mini';
import { languageCodes } from './language-list.js';

export { isLanguageCode, languageCodes, teachingLanguages, type LanguageCode } from './language-list.js';

export const languageCode = z.enum(languageCodes, {
  error: () => `Choose languages from the list: ${languageCodes.join(', ')}`,
});

/** The languages an instructor teaches: codes from the list, each at most once. */
export const taughtLanguages = z.array(languageCode).check(
  z.maxLength(languageCodes.length),
  z.refine((codes) => new Set(codes).size === codes.length, 'Each language can be chosen once'),
);

export const BIO_MAX = 1000;

/** Plain text; an empty bio (after trimming) means none. */
export const bioText = z
  .string()
  .check(z.trim(), z.maxLength(BIO_MAX, `Bio should be at most ${BIO_MAX} characters long`));
