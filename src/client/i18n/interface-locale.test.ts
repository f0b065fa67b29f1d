// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLocale, activeLocale, arrivalLocale, followAddressLocale } from './interface-locale';

describe('the language a page opens in', () => {
  it("is the address's own when it has a language's segment, whatever was chosen or preferred", () => {
    expect(arrivalLocale('/es/classes', null, ['ja'])).toEqual({ locale: 'es' });
    expect(arrivalLocale('/ar/ins/7', 'fr', ['fr'])).toEqual({ locale: 'ar' });
    expect(arrivalLocale('/pt-BR', 'en', [])).toEqual({ locale: 'pt-BR' });
    expect(arrivalLocale('/ja/dashboard/selected', 'pseudo', [])).toEqual({ locale: 'ja' });
  });

  it('is English at an address without one, for a visitor who chose it or whose browser asks for no other of ours', () => {
    expect(arrivalLocale('/classes', null, ['en-US', 'es'])).toEqual({ locale: 'en' });
    expect(arrivalLocale('/classes', null, ['nl', 'sv'])).toEqual({ locale: 'en' });
    expect(arrivalLocale('/classes', null, [])).toEqual({ locale: 'en' });
    expect(arrivalLocale('/classes', 'en', ['de-DE'])).toEqual({ locale: 'en' });
  });

  it("sends a first visit whose browser prefers another of our languages to the same page's address in it", () => {
    expect(arrivalLocale('/classes', null, ['de-DE', 'en'])).toEqual({
      locale: 'de',
      redirect: '/de/classes',
    });
    expect(arrivalLocale('/', null, ['pt-PT'])).toEqual({ locale: 'pt-BR', redirect: '/pt-br' });
    expect(arrivalLocale('/ins/a%20b', null, ['ar-EG'])).toEqual({ locale: 'ar', redirect: '/ar/ins/a%20b' });
  });

  it("sends a visitor who chose another language to the page's address in it, over the browser's wish", () => {
    expect(arrivalLocale('/dashboard/selected', 'ja', ['en'])).toEqual({
      locale: 'ja',
      redirect: '/ja/dashboard/selected',
    });
  });

  it('keeps the pseudo-locale of the layout checks at the addresses without a segment', () => {
    expect(arrivalLocale('/classes', 'pseudo', ['es'])).toEqual({ locale: 'pseudo' });
  });
});

describe('a navigation to an address in another language', () => {
  beforeEach(() => activateLocale('en'));

  it("makes the interface speak the address's language, and English again without a segment", async () => {
    await followAddressLocale('/fr/classes');
    expect(activeLocale()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    await followAddressLocale('/ar');
    expect(document.documentElement.dir).toBe('rtl');
    await followAddressLocale('/classes');
    expect(activeLocale()).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('leaves the pseudo-locale on at an address without a segment', async () => {
    await activateLocale('pseudo');
    await followAddressLocale('/ins');
    expect(activeLocale()).toBe('pseudo');
    await followAddressLocale('/ja/ins');
    expect(activeLocale()).toBe('ja');
  });
});
