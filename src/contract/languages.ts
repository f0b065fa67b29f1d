import { z } from 'zod/mini';

/**
 * The languages an instructor can say they teach: the school's languages, by ISO 639-1 code, each with its
 * English name and the name of its flag picture (/images/flags/<flag>.svg).
 */
export const teachingLanguages = [
  { code: 'ar', name: 'Arabic', flag: 'arabic' },
  { code: 'zh', name: 'Chinese', flag: 'chinese' },
  { code: 'cs', name: 'Czech', flag: 'czech' },
  { code: 'en', name: 'English', flag: 'english' },
  { code: 'fr', name: 'French', flag: 'french' },
  { code: 'de', name: 'German', flag: 'german' },
  { code: 'it', name: 'Italian', flag: 'italian' },
  { code: 'ja', name: 'Japanese', flag: 'japanese' },
  { code: 'ko', name: 'Korean', flag: 'korean' },
  { code: 'pt', name: 'Portuguese', flag: 'portuguese' },
  { code: 'es', name: 'Spanish', flag: 'spanish' },
] as const;

export type LanguageCode = (typeof teachingLanguages)[number]['code'];
export const languageCodes = teachingLanguages.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

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

export function isLanguageCode(value: string): value is LanguageCode {
  return (languageCodes as string[]).includes(value);
}
