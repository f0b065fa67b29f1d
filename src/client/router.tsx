import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { documentTitle } from './hooks/use-document-title';
import { PublicLayout } from './pages/layouts/public-layout';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouterErrorPage } from './pages/router-error-page';
import { routePatterns } from './paths';

/**
 * A route whose page is fetched when it is first visited: `lazyPage(() => import('./pages/x'), 'XPage')`.
 * The import stays written out at each route, so the bundler makes every page a chunk of its own.
 */
function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

const p = routePatterns;

// Home is in the first bundle; every other page is fetched when it is first visited.
export const routes: RouteObject[] = [
  {
    path: p.home,
    element: <PublicLayout />,
    errorElement: <RouterErrorPage />,
    HydrateFallback: () => null,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: p.login,
        handle: { title: 'Login' },
        lazy: lazyPage(() => import('./pages/login-page'), 'LoginPage'),
      },
      {
        path: p.registration,
        handle: { title: 'Registration' },
        lazy: lazyPage(() => import('./pages/registration-page'), 'RegistrationPage'),
      },
      {
        path: p.instructors,
        handle: { title: 'Instructors' },
        lazy: lazyPage(() => import('./pages/instructors-page'), 'InstructorsPage'),
      },
      {
        path: p.instructor,
        // The instructor's name replaces it once the page has loaded (usePageTitle).
        handle: { title: 'Instructor' },
        lazy: lazyPage(() => import('./pages/instructor-page'), 'InstructorPage'),
      },
      {
        path: p.classes,
        handle: { title: 'Classes' },
        lazy: lazyPage(() => import('./pages/classes-page'), 'ClassesPage'),
      },
      {
        path: p.about,
        handle: { title: 'About us' },
        lazy: lazyPage(() => import('./pages/about-page'), 'AboutPage'),
      },
      {
        path: p.contact,
        handle: { title: 'Contact' },
        lazy: lazyPage(() => import('./pages/contact-page'), 'ContactPage'),
      },
      {
        path: p.teach,
        handle: { title: 'Teach with us' },
        lazy: lazyPage(() => import('./pages/teach-page'), 'TeachPage'),
      },
      { path: '*', handle: { title: 'Page not found' }, element: <NotFoundPage /> },
    ],
  },
  {
    path: p.authComplete,
    errorElement: <RouterErrorPage />,
    lazy: lazyPage(() => import('./pages/auth-complete-page'), 'AuthCompletePage'),
  },
  {
    // The dashboard's code loads only when someone opens it.
    path: p.dashboard,
    handle: { title: 'Dashboard' },
    errorElement: <RouterErrorPage />,
    HydrateFallback: () => null,
    lazy: lazyPage(() => import('./pages/layouts/dashboard-layout'), 'DashboardLayout'),
    children: [
      {
        index: true,
        lazy: lazyPage(() => import('./pages/dashboard/dashboard-home-page'), 'DashboardHomePage'),
      },
      {
        path: p.profile,
        handle: { title: 'Profile' },
        lazy: lazyPage(() => import('./pages/dashboard/profile-page'), 'ProfilePage'),
      },
      {
        lazy: lazyPage(() => import('./pages/dashboard/role-routes'), 'StudentOnly'),
        children: [
          {
            path: p.selected,
            handle: { title: 'My selected classes' },
            lazy: lazyPage(() => import('./pages/dashboard/selected-classes-page'), 'SelectedClassesPage'),
          },
          {
            path: p.payment,
            handle: { title: 'Payment' },
            lazy: lazyPage(() => import('./pages/dashboard/payment-page'), 'PaymentPage'),
          },
          {
            path: p.enrolled,
            handle: { title: 'Enrolled classes' },
            lazy: lazyPage(() => import('./pages/dashboard/enrolled-classes-page'), 'EnrolledClassesPage'),
          },
          {
            path: p.paymentHistory,
            handle: { title: 'Payment history' },
            lazy: lazyPage(() => import('./pages/dashboard/payment-history-page'), 'PaymentHistoryPage'),
          },
        ],
      },
      {
        lazy: lazyPage(() => import('./pages/dashboard/role-routes'), 'InstructorOnly'),
        children: [
          {
            path: p.addClass,
            handle: { title: 'Add a class' },
            lazy: lazyPage(() => import('./pages/dashboard/add-class-page'), 'AddClassPage'),
          },
          {
            path: p.myClasses,
            handle: { title: 'My classes' },
            lazy: lazyPage(() => import('./pages/dashboard/my-classes-page'), 'MyClassesPage'),
          },
        ],
      },
      {
        lazy: lazyPage(() => import('./pages/dashboard/role-routes'), 'AdminOnly'),
        children: [
          {
            path: p.manageClasses,
            handle: { title: 'Manage classes' },
            lazy: lazyPage(() => import('./pages/dashboard/manage-classes-page'), 'ManageClassesPage'),
          },
          {
            path: p.manageUsers,
            handle: { title: 'Manage users' },
            lazy: lazyPage(() => import('./pages/dashboard/manage-users-page'), 'ManageUsersPage'),
          },
          {
            path: p.messages,
            handle: { title: 'Messages' },
            lazy: lazyPage(() => import('./pages/dashboard/contact-messages-page'), 'ContactMessagesPage'),
          },
          {
            path: p.applications,
            handle: { title: 'Teaching applications' },
            lazy: lazyPage(
              () => import('./pages/dashboard/teaching-applications-page'),
              'TeachingApplicationsPage',
            ),
          },
        ],
      },
      { path: '*', handle: { title: 'Page not found' }, element: <NotFoundPage /> },
    ],
  },
];

/** The document title of the page at `pathname`, for prerendering. */
export function documentTitleFor(pathname: string): string {
  return documentTitle((matchRoutes(routes, pathname) ?? []).map((match) => match.route));
}

/**
 * The browser's router. A navigation's new page is rendered in the same task as the address changes
 * (flushSync), not in a transition that lands later: otherwise the address says /login while the old page,
 * with its own fields (the footer's email box), is still on screen, and what is typed then, by a person, a
 * password manager or a test, goes into the old page and is gone when the new one appears. A page's code
 * is fetched before that render, so the render is the finished page. React Router applies its own
 * `flushSync` option only to the first update of a navigation, so the update that changes the location is
 * marked here, for the RouterProvider (react-router/dom), which renders it with flushSync.
 */
export function createRouter() {
  const router = createBrowserRouter(routes);
  const subscribe = router.subscribe.bind(router);
  router.subscribe = (subscriber) => {
    let location = router.state.location;
    return subscribe((state, options) => {
      const moved = state.location !== location;
      location = state.location;
      subscriber(state, moved ? { ...options, flushSync: true } : options);
    });
  };
  return router;
}

/**
 * Fetches the code of the lazy routes that match `pathname` and puts it in place, so that a router made
 * afterwards renders the page at once. A prerendered page must be hydrated with the same page, not with
 * the empty fallback a lazy route shows while its code is on the way.
 */
export async function loadRoutesFor(pathname: string) {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
