// No zod here: the public pages name the languages without loading the schemas.

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

export function isLanguageCode(value: string): value is LanguageCode {
  return (languageCodes as string[]).includes(value);
}
