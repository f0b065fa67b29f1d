import { i18n } from '@lingui/core';

/**
 * The language every date, number and zone name is written in: the page's own (`<html lang>`), not the
 * browser's, so an English sentence never holds a German month. The one place a translated page will
 * switch it.
 */
export function pageLocale(): string {
  if (typeof document !== 'undefined') return document.documentElement.lang || 'en';
  // Prerendering (no document): the language the page is being rendered in.
  return i18n.locale && i18n.locale !== 'pseudo' ? i18n.locale : 'en';
}
