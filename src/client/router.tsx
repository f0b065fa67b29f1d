import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { documentTitle } from './hooks/use-document-title';
import { PublicLayout } from './pages/layouts/public-layout';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouterErrorPage } from './pages/router-error-page';
import { AuthCompletePage } from './pages/auth-complete-page';

// Home is in the first bundle; every other page is fetched when it is first visited.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <PublicLayout />,
    errorElement: <RouterErrorPage />,
    HydrateFallback: () => null,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'login',
        handle: { title: 'Login' },
        lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'registration',
        handle: { title: 'Registration' },
        lazy: () => import('./pages/registration-page').then((m) => ({ Component: m.RegistrationPage })),
      },
      {
        path: 'ins',
        handle: { title: 'Instructors' },
        lazy: () => import('./pages/instructors-page').then((m) => ({ Component: m.InstructorsPage })),
      },
      {
        path: 'ins/:id',
        // The instructor's name replaces it once the page has loaded (usePageTitle).
        handle: { title: 'Instructor' },
        lazy: () => import('./pages/instructor-page').then((m) => ({ Component: m.InstructorPage })),
      },
      {
        path: 'classes',
        handle: { title: 'Classes' },
        lazy: () => import('./pages/classes-page').then((m) => ({ Component: m.ClassesPage })),
      },
      {
        path: 'about',
        handle: { title: 'About us' },
        lazy: () => import('./pages/about-page').then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: 'contact',
        handle: { title: 'Contact' },
        lazy: () => import('./pages/contact-page').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: 'teach',
        handle: { title: 'Teach with us' },
        lazy: () => import('./pages/teach-page').then((m) => ({ Component: m.TeachPage })),
      },
      { path: '*', handle: { title: 'Page not found' }, element: <NotFoundPage /> },
    ],
  },
  { path: '/auth/complete', element: <AuthCompletePage />, errorElement: <RouterErrorPage /> },
  {
    // The dashboard's code loads only when someone opens it.
    path: '/dashboard',
    handle: { title: 'Dashboard' },
    errorElement: <RouterErrorPage />,
    HydrateFallback: () => null,
    lazy: async () => ({ Component: (await import('./pages/layouts/dashboard-layout')).DashboardLayout }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/dashboard/dashboard-home-page')).DashboardHomePage,
        }),
      },
      {
        path: 'profile',
        handle: { title: 'Profile' },
        lazy: async () => ({ Component: (await import('./pages/dashboard/profile-page')).ProfilePage }),
      },
      {
        lazy: async () => ({ Component: (await import('./pages/dashboard/role-routes')).StudentOnly }),
        children: [
          {
            path: 'selected',
            handle: { title: 'My selected classes' },
            lazy: async () => ({
              Component: (await import('./pages/dashboard/selected-classes-page')).SelectedClassesPage,
            }),
          },
          {
            path: 'payment/:cartItemId',
            handle: { title: 'Payment' },
            lazy: async () => ({ Component: (await import('./pages/dashboard/payment-page')).PaymentPage }),
          },
          {
            path: 'enrolled',
            handle: { title: 'Enrolled classes' },
            lazy: async () => ({
              Component: (await import('./pages/dashboard/enrolled-classes-page')).EnrolledClassesPage,
            }),
          },
          {
            path: 'payment-history',
            handle: { title: 'Payment history' },
            lazy: async () => ({
              Component: (await import('./pages/dashboard/payment-history-page')).PaymentHistoryPage,
            }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./pages/dashboard/role-routes')).InstructorOnly }),
        children: [
          {
            path: 'addclass',
            handle: { title: 'Add a class' },
            lazy: async () => ({
              Component: (await import('./pages/dashboard/add-class-page')).AddClassPage,
            }),
          },
          {
            path: 'myclasses',
            handle: { title: 'My classes' },
            lazy: async () => ({
              Component: (await import('./pages/dashboard/my-classes-page')).MyClassesPage,
            }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./pages/dashboard/role-routes')).AdminOnly }),
        children: [
          {
            path: 'manage-class',
            handle: { title: 'Manage classes' },
            lazy: async () => ({
              Component: (await import('./pages/dashboard/manage-classes-page')).ManageClassesPage,
            }),
          },
          {
            path: 'manage-users',
            handle: { title: 'Manage users' },
            lazy: async () => ({
              Component: (await import('./pages/dashboard/manage-users-page')).ManageUsersPage,
            }),
          },
          {
            path: 'messages',
            handle: { title: 'Messages' },
            lazy: async () => ({
              Component: (await import('./pages/dashboard/contact-messages-page')).ContactMessagesPage,
            }),
          },
          {
            path: 'applications',
            handle: { title: 'Teaching applications' },
            lazy: async () => ({
              Component: (await import('./pages/dashboard/teaching-applications-page'))
                .TeachingApplicationsPage,
            }),
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
