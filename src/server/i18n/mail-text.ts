import type { UiLocale } from '#contract/ui-locales';
import { SCHOOL_NAME } from '#contract/school';
import { sourceMailMessages, type MailCatalogue, type MailMessageId } from './mail-messages.js';
import { instancesFor } from './translate.js';
import { ar } from './mail-catalogues/ar.js';
import { de } from './mail-catalogues/de.js';
import { es } from './mail-catalogues/es.js';
import { fr } from './mail-catalogues/fr.js';
import { ja } from './mail-catalogues/ja.js';
import { ptBR } from './mail-catalogues/pt-br.js';

export const mailCatalogues: Record<UiLocale, MailCatalogue> = {
  en: sourceMailMessages,
  es,
  fr,
  de,
  'pt-BR': ptBR,
  ar,
  ja,
};

const instances = instancesFor(mailCatalogues);

export type MailValues = Record<string, string | number>;
/** A mail's message in one language, its placeholders filled (`{school}` always is). */
export type MailText = (id: MailMessageId, values?: MailValues) => string;

export function mailText(locale: UiLocale): MailText {
  const i18n = instances.get(locale)!;
  return (id, values) => i18n._(id, { school: SCHOOL_NAME, ...values });
}
