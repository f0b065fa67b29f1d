import { describe, expect, it } from 'vitest';
import { uiLocales } from '#contract/ui-locales';
import { HELD_SEATS_LIMIT, MAX_HELD_SEATS } from '#contract/cart-rules';
import { waitlistLimitMessage } from '#contract/waitlist';
import { sourceMessages, serverText, type ServerMessageId, type ServerValue } from './server-messages.js';
import type { Cents } from '#server/money';
import { serverCatalogues, translate } from './translate.js';

const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{(\w+)(?=[,}])/g)].map((match) => match[1]))].sort();

/** The choices of a select (`{name, select, a {…} b {…}}`): the words before each branch at its own depth. */
function selectChoices(message: string, name: string): string[] {
  const start = message.indexOf(`{${name}, select, `);
  const choices: string[] = [];
  let depth = 0;
  let word = '';
  for (const char of message.slice(start + name.length + 10)) {
    if (char === '{') {
      if (depth === 0 && word.trim()) choices.push(word.trim());
      depth++;
      word = '';
    } else if (char === '}') {
      if (depth === 0) break;
      depth--;
    } else if (depth === 0) word += char;
  }
  return choices;
}

/** A value for each placeholder of a message: `count` for numbers, the `count`th choice of a select (round). */
function sampleValues(message: string, count: number): Record<string, ServerValue> {
  const values: Record<string, ServerValue> = {};
  for (const [, name, kind] of message.matchAll(/\{(\w+)(?=[,}])(?:, (\w+))?/g)) {
    if (kind === 'plural' || kind === 'number') values[name!] = count;
    else if (typeof values[name!] === 'number') continue;
    else if (kind === 'select') {
      const choices = selectChoices(message, name!);
      values[name!] = choices[count % choices.length] ?? 'other';
    } else values[name!] ??= `«${name}»`;
  }
  return values;
}

const ids = Object.keys(sourceMessages) as ServerMessageId[];

describe('the server message catalogues', () => {
  it('says every English message word for word as before', () => {
    expect(translate('en', { id: 'conflict.held_seats_limit', values: { max: MAX_HELD_SEATS } })).toBe(
      HELD_SEATS_LIMIT,
    );
    expect(translate('en', { id: 'too_many_requests', values: { unit: 'second', count: 1 } })).toBe(
      'Too many attempts. Please wait 1 second and try again.',
    );
    expect(translate('en', { id: 'too_many_requests.sign_ins', values: { unit: 'minute', count: 5 } })).toBe(
      'Too many failed sign-ins. Please wait 5 minutes and try again.',
    );
    expect(translate('en', { id: 'forbidden.roles', values: { roles: 'instructor_admin' } })).toBe(
      'This is for instructor or admin accounts only.',
    );
    for (const lines of [1, 5, 1000]) {
      expect(translate('en', serverText('waitlist_limit', { lines }))).toBe(waitlistLimitMessage(lines));
    }
    expect(translate('en', serverText('has_classes.delete', { count: 1, names: '“A1”' }))).toBe(
      'This instructor still teaches 1 class: “A1”. Reassign it to another instructor in Manage classes, or delete it, before you delete them.',
    );
    expect(translate('en', serverText('refund_rule.partial', { days: 1, hours: 24, percent: 50 }))).toBe(
      'You cancel less than 1 day but at least 24 hours before the first session: 50% of the price back.',
    );
  });

  it('has every message in every language, with the placeholders of the English', () => {
    for (const locale of uiLocales) {
      for (const id of ids) {
        const message = serverCatalogues[locale][id];
        expect(message, `${locale} ${id}`).toBeTruthy();
        expect(placeholders(message), `${locale} ${id}`).toEqual(placeholders(sourceMessages[id]));
      }
    }
  });

  it('fills every message in every language, leaving no placeholder or brace unfilled, whatever the count', () => {
    for (const locale of uiLocales) {
      for (const id of ids) {
        for (const count of [0, 1, 2, 3, 4, 5, 6, 7, 11, 100, 1000]) {
          // A count said as a plain number in one language may pick a plural form in another.
          const values = sampleValues(`${sourceMessages[id]} ${serverCatalogues[locale][id]}`, count);
          const said = translate(locale, { id, values });
          expect(said, `${locale} ${id} (${count})`).not.toMatch(/[{}]|NaN/);
          expect(said, `${locale} ${id} (${count})`).not.toBe(id);
          for (const [name, value] of Object.entries(values)) {
            if (typeof value === 'string' && value.startsWith('«')) {
              expect(said, `${locale} ${id} names {${name}}`).toContain(value);
            }
          }
        }
      }
    }
  });

  it('fills the plural forms of each language', () => {
    const wait = (locale: (typeof uiLocales)[number], count: number) =>
      translate(locale, { id: 'too_many_requests', values: { unit: 'minute', count } });
    expect(wait('es', 1)).toBe('Demasiados intentos. Espera 1 minuto y vuelve a intentarlo.');
    expect(wait('de', 2)).toBe('Zu viele Versuche. Bitte warte 2 Minuten und versuche es dann noch einmal.');
    expect(wait('ja', 3)).toBe('試行回数が多すぎます。3分待ってから、もう一度お試しください。');
    expect(wait('ar', 2)).toContain('دقيقتين');
  });

  it('says a message inside a message, and a moment, in the same language', () => {
    const refusal = serverText('conflict.coupon_not_yet_valid', {
      code: 'SPRING',
      start: new Date('2026-03-01T17:00:00Z'),
    });
    const takenOff = serverText('conflict.coupon_taken_off', { refusal });
    expect(translate('en', takenOff)).toMatch(
      /^The coupon SPRING is not valid yet: it starts on March 1, 2026 at 9:00\sAM \(school time\)\. It has been taken off; the price is the class's own again\.$/,
    );
    const german: string = translate('de', takenOff);
    expect(german).toContain('Der Gutschein SPRING gilt noch nicht');
    expect(german).toContain('1. März 2026');
    expect(german).toContain('Er wurde entfernt');
  });

  it('writes dollars as each language does, and as before in English', () => {
    const owed = serverText('conflict.payout_above_owed', { name: 'Ana', owed: { cents: 123456 as Cents } });
    expect(translate('en', owed)).toBe('Only $1,234.56 is owed to Ana: a payout cannot be more.');
    expect(translate('de', owed)).toMatch(/^An Ana sind nur 1\.234,56\s\$ auszuzahlen/);
    expect(translate('pt-BR', owed)).toMatch(/US\$\s1\.234,56/);
  });

  it('keeps a text value as it is, whatever the language', () => {
    for (const locale of uiLocales) {
      expect(translate(locale, serverText('conflict.coupon_code_taken', { code: 'A{B}C' }))).toContain(
        'A{B}C',
      );
    }
  });
});
