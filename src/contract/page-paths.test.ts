import { describe, expect, it } from 'vitest';
import { localeAddress, localeSegment, localizedPath, routePatterns } from './page-paths.js';
import { uiLocales } from './ui-locale-list.js';

describe("a page's address in each language", () => {
  it('starts with the tag in lower case, and with nothing in English', () => {
    expect(uiLocales.map(localeSegment)).toEqual(['', 'es', 'fr', 'de', 'pt-br', 'ar', 'ja']);
    expect(localizedPath('es', '/classes')).toBe('/es/classes');
    expect(localizedPath('pt-BR', '/ins/a%20b')).toBe('/pt-br/ins/a%20b');
    expect(localizedPath('ja', '/')).toBe('/ja');
    expect(localizedPath('ar', '/?q=1')).toBe('/ar?q=1');
    expect(localizedPath('en', '/classes')).toBe('/classes');
    expect(localizedPath('en', '/')).toBe('/');
  });

  it('is read back as the language and the page, in any case and with a trailing slash', () => {
    expect(localeAddress('/es/classes')).toEqual({ locale: 'es', prefix: '/es', path: '/classes' });
    expect(localeAddress('/pt-BR/ins/7')).toEqual({ locale: 'pt-BR', prefix: '/pt-BR', path: '/ins/7' });
    expect(localeAddress('/ja')).toEqual({ locale: 'ja', prefix: '/ja', path: '/' });
    expect(localeAddress('/ar/')).toEqual({ locale: 'ar', prefix: '/ar', path: '/' });
    expect(localeAddress('/AR/dashboard')).toEqual({ locale: 'ar', prefix: '/AR', path: '/dashboard' });
  });

  it('is English for an address that names none of the languages', () => {
    for (const pathname of ['/', '/classes', '/en/classes', '/esp/classes', '/pt/classes', '//es', '']) {
      expect(localeAddress(pathname), pathname).toEqual({ locale: 'en', prefix: '', path: pathname });
    }
  });

  it('never mistakes a page of the route table for a language', () => {
    for (const pattern of Object.values(routePatterns)) {
      expect(localeAddress(pattern).locale, pattern).toBe('en');
      for (const locale of uiLocales) {
        expect(localeAddress(localizedPath(locale, pattern)), pattern).toMatchObject({
          locale,
          path: pattern,
        });
      }
    }
  });
});
