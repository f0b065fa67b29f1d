/**
 * The language every date, number and zone name is written in: the page's own (`<html lang>`), not the
 * browser's, so an English sentence never holds a German month. The one place a translated page will
 * switch it.
 */
export function pageLocale(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}
