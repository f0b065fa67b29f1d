import { UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory } from 'react-router';
import { i18n as appI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { localeAddress } from '#contract/page-paths';
import {
  createAppRouter,
  lazyChildren,
  lazyPage,
  matchAppRoutes,
  type AppRoute,
  type RouterOptions,
} from './app-router';
import { documentTitle } from './hooks/use-document-title';
import { PublicLayout } from './pages/layouts/public-layout';
import { notFound } from './pages/not-found-route';
import { routePatterns } from './paths';

const p = routePatterns;

// The public layout is in the first bundle; every page is fetched when it is first visited (before its
// first render: see app-router.tsx), so /classes does not carry the home page's code, nor / the dashboard's.
export const routes: AppRoute[] = [
  {
    path: p.home,
    element: <PublicLayout />,
    children: [
      { index: true, lazy: lazyPage(() => import('./pages/home-page'), 'HomePage') },
      {
        path: p.login,
        handle: { title: msg`Login` },
        lazy: lazyPage(() => import('./pages/login-page'), 'LoginPage'),
      },
      {
        path: p.registration,
        handle: { title: msg`Registration` },
        lazy: lazyPage(() => import('./pages/registration-page'), 'RegistrationPage'),
      },
      {
        path: p.instructors,
        handle: { title: msg`Instructors` },
        lazy: lazyPage(() => import('./pages/instructors-page'), 'InstructorsPage'),
      },
      {
        path: p.instructor,
        // The instructor's name replaces it once the page has loaded (usePageTitle).
        handle: { title: msg`Instructor` },
        lazy: lazyPage(() => import('./pages/instructor-page'), 'InstructorPage'),
      },
      {
        path: p.classes,
        handle: { title: msg`Classes` },
        lazy: lazyPage(() => import('./pages/classes-page'), 'ClassesPage'),
      },
      {
        path: p.class,
        // The class's name replaces it once the page has loaded (usePageTitle).
        handle: { title: msg`Class` },
        lazy: lazyPage(() => import('./pages/class-page'), 'ClassPage'),
      },
      {
        path: p.about,
        handle: { title: msg`About us` },
        lazy: lazyPage(() => import('./pages/about-page'), 'AboutPage'),
      },
      {
        path: p.contact,
        handle: { title: msg`Contact` },
        lazy: lazyPage(() => import('./pages/contact-page'), 'ContactPage'),
      },
      {
        path: p.teach,
        handle: { title: msg`Teach with us` },
        lazy: lazyPage(() => import('./pages/teach-page'), 'TeachPage'),
      },
      // The pages a mailed link opens (and Forgot password?): fetched, table and all, with the first address no route above
      // matches (such a link, or a page that does not exist), so the other public pages do not carry them.
      ...lazyChildren(async () => (await import('./pages/link-routes')).linkRoutes),
      notFound(),
    ],
  },
  { path: p.authComplete, lazy: lazyPage(() => import('./pages/auth-complete-page'), 'AuthCompletePage') },
  {
    path: p.dashboard,
    handle: { title: msg`Dashboard` },
    lazy: lazyPage(() => import('./pages/layouts/dashboard-layout'), 'DashboardLayout'),
    // The dashboard's routes come with its code: none of them is part of the public pages'.
    children: lazyChildren(async () => (await import('./pages/dashboard/dashboard-routes')).dashboardRoutes),
  },
];

/** The document title of the page at `pathname`, for prerendering (in English, the app's first language). */
export function documentTitleFor(pathname: string, i18n: I18n = appI18n): string {
  return documentTitle(
    (matchAppRoutes(routes, pathname) ?? []).map((match) => match.route),
    i18n,
  );
}

/** Every page at its own address and below a language's segment (`/es/classes`), links keeping it. */
const localeBasename = (pathname: string) => localeAddress(pathname).prefix;

/** The browser's router, on its address bar. */
export const createBrowserRouter = (options: Pick<RouterOptions, 'prepare'> = {}) =>
  createAppRouter(routes, UNSAFE_createBrowserHistory(), { ...options, basename: localeBasename });

/** A router that stays at `pathname` (a language's segment and all), for prerendering. */
export const createMemoryRouter = (pathname: string) =>
  createAppRouter(routes, UNSAFE_createMemoryHistory({ initialEntries: [pathname] }), {
    basename: localeBasename,
  });
