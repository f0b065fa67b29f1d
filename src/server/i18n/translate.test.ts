import { describe, expect, it } from 'vitest';
import { uiLocales } from '#contract/ui-locales';
import { HELD_SEATS_LIMIT, MAX_HELD_SEATS } from '#contract/cart-rules';
import { sourceMessages, type ServerMessageId } from './server-messages.js';
import { serverCatalogues, translate } from './translate.js';

const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)(?=[,}])/g)].map((match) => match[1]).sort();

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
  });

  it('has every message in every language, with the placeholders of the English', () => {
    for (const locale of uiLocales) {
      for (const id of Object.keys(sourceMessages) as ServerMessageId[]) {
        const message = serverCatalogues[locale][id];
        expect(message, `${locale} ${id}`).toBeTruthy();
        expect(placeholders(message), `${locale} ${id}`).toEqual(placeholders(sourceMessages[id]));
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
});
