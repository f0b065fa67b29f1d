// No zod here: the public pages name the languages without loading the schemas.

/**
 * The languages an instructor can say they teach and a class can be in: the demo school's eleven and the
 * common others, by ISO 639-1 code, each with its English name and the name of its flag picture
 * (`flagPicture`), or null where the site has no picture for it.
 */
export const teachingLanguages = [
  { code: 'ar', name: 'Arabic', flag: 'arabic' },
  { code: 'ca', name: 'Catalan', flag: null },
  { code: 'zh', name: 'Chinese', flag: 'chinese' },
  { code: 'cs', name: 'Czech', flag: 'czech' },
  { code: 'da', name: 'Danish', flag: null },
  { code: 'nl', name: 'Dutch', flag: null },
  { code: 'en', name: 'English', flag: 'english' },
  { code: 'fi', name: 'Finnish', flag: null },
  { code: 'fr', name: 'French', flag: 'french' },
  { code: 'de', name: 'German', flag: 'german' },
  { code: 'el', name: 'Greek', flag: null },
  { code: 'he', name: 'Hebrew', flag: null },
  { code: 'hi', name: 'Hindi', flag: null },
  { code: 'hu', name: 'Hungarian', flag: null },
  { code: 'id', name: 'Indonesian', flag: null },
  { code: 'it', name: 'Italian', flag: 'italian' },
  { code: 'ja', name: 'Japanese', flag: 'japanese' },
  { code: 'ko', name: 'Korean', flag: 'korean' },
  { code: 'no', name: 'Norwegian', flag: null },
  { code: 'fa', name: 'Persian', flag: null },
  { code: 'pl', name: 'Polish', flag: null },
  { code: 'pt', name: 'Portuguese', flag: 'portuguese' },
  { code: 'ro', name: 'Romanian', flag: null },
  { code: 'ru', name: 'Russian', flag: null },
  { code: 'es', name: 'Spanish', flag: 'spanish' },
  { code: 'sw', name: 'Swahili', flag: null },
  { code: 'sv', name: 'Swedish', flag: null },
  { code: 'th', name: 'Thai', flag: null },
  { code: 'tr', name: 'Turkish', flag: null },
  { code: 'uk', name: 'Ukrainian', flag: null },
  { code: 'vi', name: 'Vietnamese', flag: null },
] as const;

export type LanguageCode = (typeof teachingLanguages)[number]['code'];
export const languageCodes = teachingLanguages.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

export function isLanguageCode(value: string): value is LanguageCode {
  return (languageCodes as string[]).includes(value);
}

/** A flag's picture: a small WebP (scripts/rasterize-demo-pictures.mjs draws it from its SVG). */
export const flagPicture = (flag: string) => `/images/flags/${flag}.webp`;
