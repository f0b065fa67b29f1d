// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { User } from '#contract/users';
import { fakeFetch, renderWithProviders } from '#client/testing/render.tsx';
import { activateLocale } from '#client/i18n/interface-locale.ts';
import { SiteHeader } from './site-header';

const student: User = {
  _id: 'u1',
  name: 'Ana Souza',
  email: 'ana@example.com',
  photo: null,
  gender: null,
  role: 'user',
  emailVerified: true,
  locale: null,
};

function renderHeader(user: User | null) {
  const server = fakeFetch((method, path) => {
    if (path === '/api/session') return [200, { user }];
    if (method === 'PUT' && path === '/api/me/locale') return [204, undefined];
    return [404, { error: { code: 'not_found', message: 'Not found.' } }];
  });
  vi.stubGlobal('fetch', server.fetch);
  const { client } = renderWithProviders(
    <MemoryRouter>
      <SiteHeader account={null} />
    </MemoryRouter>,
  );
  return { ...server, client };
}

beforeEach(async () => {
  localStorage.clear();
  await activateLocale('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the header's language switcher", () => {
  it('names each language in itself, marked with its own lang', () => {
    renderHeader(null);
    for (const [name, lang] of [
      ['Español', 'es'],
      ['Français', 'fr'],
      ['Deutsch', 'de'],
      ['Português (Brasil)', 'pt-BR'],
      ['العربية', 'ar'],
      ['日本語', 'ja'],
    ]) {
      expect(screen.getByRole('button', { name })).toHaveProperty('lang', lang);
    }
  });

  it("switches the page's text, its lang and its direction, and remembers the choice in this browser", async () => {
    const server = renderHeader(null);
    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.queryByRole('link', { name: 'Classes' })).toBeNull();
    expect(localStorage.getItem('interface-locale')).toBe('es');
    // A visitor has no account to save it on.
    expect(server.calls.filter((call) => call.method === 'PUT')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
  });

  it("saves a signed-in person's choice on their account", async () => {
    const server = renderHeader(student);
    await waitFor(() => expect(server.client.getQueryData(['me'])).toEqual(student));
    fireEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'PUT')).toEqual([
        { method: 'PUT', path: '/api/me/locale', body: { locale: 'de' } },
      ]),
    );
    expect(document.documentElement.lang).toBe('de');
  });

  it("follows the account's saved language over this browser's", async () => {
    localStorage.setItem('interface-locale', 'fr');
    renderHeader({ ...student, locale: 'ja' });
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    expect(localStorage.getItem('interface-locale')).toBe('ja');
  });

  it('gives an account that never chose a language the one it is using the site in, so its mails follow', async () => {
    await activateLocale('es');
    const server = renderHeader(student);
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'PUT')).toEqual([
        { method: 'PUT', path: '/api/me/locale', body: { locale: 'es' } },
      ]),
    );
  });
});
