import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { uiLocales } from '#contract/ui-locales';
import { sourceMailMessages, type MailMessageId } from './mail-messages.js';
import { mailCatalogues, mailText } from './mail-text.js';

const ids = Object.keys(sourceMailMessages) as MailMessageId[];

/** The values a message takes, and the cases of each select (a plural's cases differ by language). */
function shapeOf(message: string) {
  const inserted = new Set<string>();
  const chosen = new Map<string, 'select' | 'plural'>();
  const selects: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') inserted.add(token.arg);
      if (token.type === 'select' || token.type === 'plural' || token.type === 'selectordinal') {
        chosen.set(token.arg, token.type === 'select' ? 'select' : 'plural');
        if (token.type === 'select') {
          selects.push(
            `${token.arg}: ${token.cases
              .map((c) => c.key)
              .sort()
              .join(' ')}`,
          );
        }
        for (const branch of token.cases) walk(branch.tokens);
      }
    }
  };
  walk(parse(message));
  return {
    inserted: [...inserted].sort(),
    chosen: [...chosen].sort(),
    selects: selects.sort(),
    links: message.match(/<\/?link>/g) ?? [],
  };
}

/** A value for each placeholder, unlike any word of a catalogue, so the text shows where each went. */
function sample(message: string) {
  const shape = shapeOf(message);
  return {
    inserted: Object.fromEntries(shape.inserted.map((arg) => [arg, `⟨${arg}⟩`])),
    chosen: Object.fromEntries(shape.chosen.map(([arg, kind]) => [arg, kind === 'plural' ? 3 : 'other'])),
  };
}

describe('the mail catalogues', () => {
  it('has every message in every language, with the placeholders, select cases and link of the English', () => {
    for (const locale of uiLocales) {
      expect(Object.keys(mailCatalogues[locale]).sort(), locale).toEqual([...ids].sort());
      for (const id of ids) {
        const message = mailCatalogues[locale][id];
        expect(message.trim(), `${locale} ${id}`).not.toBe('');
        expect(shapeOf(message), `${locale} ${id}`).toEqual(shapeOf(sourceMailMessages[id]));
      }
    }
  });

  it('puts every value into the text, so no apostrophe or brace swallows one', () => {
    for (const locale of uiLocales) {
      const t = mailText(locale);
      for (const id of ids) {
        const { inserted, chosen } = sample(sourceMailMessages[id]);
        const text = t(id, { ...chosen, ...inserted });
        for (const value of Object.values(inserted)) expect(text, `${locale} ${id}`).toContain(value);
        expect(text, `${locale} ${id}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('names the school and counts in each language’s plural forms', () => {
    expect(mailText('en')('welcome.subject')).toBe('Welcome to Speak the World');
    expect(mailText('ja')('welcome.subject')).toBe('Speak the Worldへようこそ');
    const devices = (locale: (typeof uiLocales)[number], count: number) =>
      mailText(locale)('sessions_ended.heading', { count });
    expect(devices('en', 1)).toBe('A device was signed out');
    expect(devices('en', 4)).toBe('4 devices were signed out');
    expect(devices('ar', 2)).toBe('تم تسجيل خروج جهازين');
    expect(devices('ar', 5)).toBe('تم تسجيل خروج 5 أجهزة');
    expect(devices('ar', 11)).toBe('تم تسجيل خروج 11 جهازًا');
    expect(devices('de', 1)).toBe('Ein Gerät wurde abgemeldet');
    expect(mailText('fr')('password_changed.others', { count: 0 })).toBe(
      'Vous n’étiez connecté nulle part ailleurs.',
    );
  });
});
