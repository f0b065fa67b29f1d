import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { SCHOOL_TIME_ZONE } from '#contract/school';
import { uiLocales, type UiLocale } from '#contract/ui-locales';
import { usdText, usdTextIn } from '#server/money';
import {
  sourceMessages,
  type ServerCatalogue,
  type ServerText,
  type ServerValue,
} from './server-messages.js';
import { ar } from './catalogues/ar.js';
import { de } from './catalogues/de.js';
import { es } from './catalogues/es.js';
import { fr } from './catalogues/fr.js';
import { ja } from './catalogues/ja.js';
import { ptBR } from './catalogues/pt-br.js';

export const serverCatalogues: Record<UiLocale, ServerCatalogue> = {
  en: sourceMessages,
  es,
  fr,
  de,
  'pt-BR': ptBR,
  ar,
  ja,
};

function compiled(catalogue: Record<string, string>) {
  return Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, compileMessage(message)]));
}

/**
 * One instance per language, each activated once: requests in different languages never share one that a
 * concurrent request could switch. The catalogues are compiled here, at start, and never again.
 */
export function instancesFor(catalogues: Record<UiLocale, Record<string, string>>): Map<UiLocale, I18n> {
  return new Map(
    uiLocales.map((locale) => [
      locale,
      setupI18n({ locale, messages: { [locale]: compiled(catalogues[locale]) } }),
    ]),
  );
}

const instances = instancesFor(serverCatalogues);

// en-US for English: the moments the messages named before they were translated were written that way.
const moments = new Map<UiLocale, Intl.DateTimeFormat>(
  uiLocales.map((locale) => [
    locale,
    new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: SCHOOL_TIME_ZONE,
    }),
  ]),
);

function valueIn(locale: UiLocale, value: ServerValue): string | number {
  if (value instanceof Date) return moments.get(locale)!.format(value);
  if (typeof value === 'object' && 'cents' in value) {
    return locale === 'en' ? usdText(value.cents) : usdTextIn(value.cents, locale);
  }
  if (typeof value === 'object') return translate(locale, value);
  return value;
}

/** The message in the language, its placeholders filled (messages inside it in the same language). */
export function translate(locale: UiLocale, text: ServerText): string {
  const values = text.values
    ? Object.fromEntries(Object.entries(text.values).map(([name, value]) => [name, valueIn(locale, value)]))
    : undefined;
  return instances.get(locale)!._(text.id, values);
}
