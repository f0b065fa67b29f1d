import type { ComponentType } from 'react';
import { UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory } from 'react-router';
import { createAppRouter, matchAppRoutes, type AppRoute } from './app-router';
import { documentTitle } from './hooks/use-document-title';
import { PublicLayout } from './pages/layouts/public-layout';
import { routePatterns } from './paths';

/**
 * A page fetched when it is first visited: `lazyPage(() => import('./pages/x'), 'XPage')`. The import stays
 * written out at each route, so the bundler makes every page a chunk of its own.
 */
function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): AppRoute['lazy'] {
  return async () => (await load())[name];
}

const p = routePatterns;

const notFound = (): AppRoute => ({
  path: '*',
  handle: { title: 'Page not found' },
  lazy: lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage'),
});

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
      notFound(),
    ],
  },
  { path: p.authComplete, lazy: lazyPage(() => import('./pages/auth-complete-page'), 'AuthCompletePage') },
  {
    path: p.dashboard,
    handle: { title: 'Dashboard' },
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
      notFound(),
    ],
  },
];

/** The document title of the page at `pathname`, for prerendering. */
export function documentTitleFor(pathname: string): string {
  return documentTitle((matchAppRoutes(routes, pathname) ?? []).map((match) => match.route));
}

/** The browser's router, on its address bar. */
export const createBrowserRouter = () => createAppRouter(routes, UNSAFE_createBrowserHistory());

/** A router that stays at `pathname`, for prerendering. */
export const createMemoryRouter = (pathname: string) =>
  createAppRouter(routes, UNSAFE_createMemoryHistory({ initialEntries: [pathname] }));
