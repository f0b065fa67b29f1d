import { describe, expect, it } from 'vitest';
import { acceptedLanguages, bestUiLocale, textDirection } from './ui-locales.js';

describe('the app language a visitor gets', () => {
  it('takes an exact match before a language match, and English when nothing matches', () => {
    expect(bestUiLocale(['pt-BR', 'es'])).toBe('pt-BR');
    expect(bestUiLocale(['pt-PT'])).toBe('pt-BR');
    expect(bestUiLocale(['es-MX', 'en'])).toBe('es');
    expect(bestUiLocale(['ar-EG'])).toBe('ar');
    expect(bestUiLocale(['nl', 'sv'])).toBe('en');
    expect(bestUiLocale([])).toBe('en');
  });

  it('reads Accept-Language by weight, keeping the order of equal weights and skipping junk', () => {
    expect(acceptedLanguages('fr;q=0.5, ja, de;q=0.8, <script>, es;q=0')).toEqual(['ja', 'de', 'fr']);
    expect(bestUiLocale(acceptedLanguages('nl-NL,nl;q=0.9,de;q=0.8'))).toBe('de');
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ja')).toBe('ltr');
  });
});
