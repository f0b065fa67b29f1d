/**
 * The languages the app itself speaks (not the languages the school teaches): English is the source, the
 * others are translated catalogues. Codes are BCP 47 tags, as `<html lang>`, `Accept-Language` and `Intl` use.
 */
export const uiLocales = ['en', 'es', 'fr', 'de', 'pt-BR', 'ar', 'ja'] as const;
export type UiLocale = (typeof uiLocales)[number];
/** The language the app is written in, whose pages' addresses have no language segment. */
export const SOURCE_LOCALE: UiLocale = 'en';

/** Languages written right to left. */
const rtlLocales: readonly UiLocale[] = ['ar'];

export function textDirection(locale: UiLocale): 'rtl' | 'ltr' {
  return rtlLocales.includes(locale) ? 'rtl' : 'ltr';
}

/**
 * The best of our locales for a list of wanted tags, best first (`navigator.languages`, or an
 * `Accept-Language` header already ordered by weight): an exact match, else the same language (`pt-PT` takes
 * `pt-BR`, `es-MX` takes `es`), else English.
 */
export function bestUiLocale(wanted: readonly string[]): UiLocale {
  for (const tag of wanted) {
    const exact = uiLocales.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.split('-')[0]!.toLowerCase();
    const sameLanguage = uiLocales.find((locale) => locale.split('-')[0]!.toLowerCase() === language);
    if (sameLanguage) return sameLanguage;
  }
  return SOURCE_LOCALE;
}

/** The tags of an `Accept-Language` header, highest weight first; malformed parts are skipped. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(entry.tag) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
