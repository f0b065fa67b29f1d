import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { uiLocales, type UiLocale } from '#contract/ui-locales';
import { sourceMessages, type ServerCatalogue, type ServerText } from './server-messages.js';
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

/** The message in the language, its placeholders filled. */
export function translate(locale: UiLocale, text: ServerText): string {
  return instances.get(locale)!._(text.id, text.values);
}
