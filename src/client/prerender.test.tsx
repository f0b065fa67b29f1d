import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { localeFolder, prerender } from './prerender';

describe('a prerendered page', () => {
  it("is rendered at its address in the language, every link keeping the language's segment", async () => {
    const page = await prerender('/classes', 'ar');
    expect(page).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(i18n.locale).toBe('ar');
    const links = [...page.html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(links).toContain('/ar/ins');
    expect(links.filter((href) => !href.startsWith('/ar'))).toEqual([]);
  });

  it('is in English at the addresses without a segment, written to the en folder', async () => {
    const page = await prerender('/ins/:id', 'en');
    expect(page).toMatchObject({ lang: 'en', dir: 'ltr', title: 'Instructor | Speak the World' });
    expect(page.description).toBe(
      'Speak the World: learn any language with our instructors. Browse classes, enrol and pay online.',
    );
    expect(page.html).toContain('href="/classes"');
    expect(localeFolder('en')).toBe('en');
    expect(localeFolder('pt-BR')).toBe('pt-br');
  });
});
