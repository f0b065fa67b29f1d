// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet, UNSAFE_createMemoryHistory, useLocation } from 'react-router';
import { localeAddress } from '#contract/page-paths';
import type { User } from '#contract/users';
import { AppRouterProvider, createAppRouter, type AppRouter } from '#client/app-router.tsx';
import { Link } from '#client/components/link.tsx';
import { activateLocale, followAddressLocale } from '#client/i18n/interface-locale.ts';
import { fakeFetch, renderWithProviders } from '#client/testing/render.tsx';
import { LanguageSwitcher } from './language-switcher';

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

function Layout() {
  const { pathname, search } = useLocation();
  return (
    <>
      <LanguageSwitcher />
      <Link to="/classes">Classes</Link>
      <Link to="/">Home</Link>
      <output aria-label="route">{`${pathname}${search}`}</output>
      <Outlet />
    </>
  );
}

/** The app's router (router.tsx) over a small route table, at `address`. */
function renderAt(address: string, user: User | null = null): AppRouter {
  vi.stubGlobal(
    'fetch',
    fakeFetch((method, path) => {
      if (path === '/api/session') return [200, { user }];
      if (method === 'PUT' && path === '/api/me/locale') return [204, undefined];
      return [404, { error: { code: 'not_found', message: 'Not found.' } }];
    }).fetch,
  );
  const router = createAppRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { index: true, element: <p>Home page</p> },
          { path: 'classes', element: <p>Classes page</p> },
        ],
      },
    ],
    UNSAFE_createMemoryHistory({ initialEntries: [address] }),
    { basename: (pathname) => localeAddress(pathname).prefix, prepare: followAddressLocale },
  );
  renderWithProviders(<AppRouterProvider router={router} errorPage={() => null} />);
  return router;
}

const address = (router: AppRouter) => {
  const { pathname, search } = router.getState().location;
  return `${pathname}${search}`;
};

beforeEach(async () => {
  localStorage.clear();
  await activateLocale('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('pages at their address in a language', () => {
  it("show the page of the route table below the language's segment, every link keeping it", () => {
    renderAt('/es/classes?q=1');
    expect(screen.getByText('Classes page')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'route' }).textContent).toBe('/classes?q=1');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/es');
    expect(screen.getByRole('link', { name: 'Classes' }).getAttribute('href')).toBe('/es/classes');
  });

  it('follow a link within the language', async () => {
    const router = renderAt('/pt-br');
    fireEvent.click(screen.getByRole('link', { name: 'Classes' }));
    await waitFor(() => expect(address(router)).toBe('/pt-br/classes'));
    expect(screen.getByText('Classes page')).toBeTruthy();
  });
});

describe('the language switcher', () => {
  it('goes to the same page at its address in the chosen language, and remembers the choice', async () => {
    const router = renderAt('/es/classes?q=1');
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    await waitFor(() => expect(address(router)).toBe('/fr/classes?q=1'));
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('interface-locale')).toBe('fr');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/fr');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(address(router)).toBe('/classes?q=1'));
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('interface-locale')).toBe('en');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it("speaks the address's language again after Back", async () => {
    const router = renderAt('/classes');
    fireEvent.click(screen.getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(address(router)).toBe('/ar/classes'));
    expect(document.documentElement.dir).toBe('rtl');
    router.navigator.go(-1);
    await waitFor(() => expect(address(router)).toBe('/classes'));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(document.documentElement.dir).toBe('ltr');
  });

  it("keeps an address's language over the account's, and remembers the account's for the others", async () => {
    const router = renderAt('/es/classes', { ...student, locale: 'ja' });
    await waitFor(() => expect(localStorage.getItem('interface-locale')).toBe('ja'));
    expect(address(router)).toBe('/es/classes');
  });

  it("goes to the account's language from an address without one, in place of that address", async () => {
    const router = renderAt('/classes', { ...student, locale: 'de' });
    await waitFor(() => expect(address(router)).toBe('/de/classes'));
    expect(document.documentElement.lang).toBe('de');
    expect(router.getState().action).toBe('REPLACE');
  });
});
