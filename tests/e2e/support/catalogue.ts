import { readFileSync } from 'node:fs';
import PO from 'pofile';

/**
 * The interface's words in a language, read from its catalogue as the app reads them: a journey in Arabic
 * finds "Pay" by the Arabic the student sees, and fails if the page still says it in English.
 */
export function catalogue(locale: string) {
  const po = PO.parse(readFileSync(`src/client/locales/${locale}/messages.po`, 'utf8'));
  const texts = new Map(po.items.map((item) => [item.msgid, item.msgstr.join('')]));
  return (english: string, values: Record<string, string> = {}) => {
    const text = texts.get(english);
    if (!text) throw new Error(`${locale} has no translation of "${english}"`);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}
