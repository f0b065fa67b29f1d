import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from './pages/layouts/public-layout';
import { HomePage } from './pages/home-page';
import { InstructorsPage } from './pages/instructors-page';
import { ClassesPage } from './pages/classes-page';
import { LoginPage } from './pages/login-page';
import { RegistrationPage } from './pages/registration-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouterErrorPage } from './pages/router-error-page';
import { AuthCompletePage } from './pages/auth-complete-page';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <PublicLayout />,
    errorElement: <RouterErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'registration', element: <RegistrationPage /> },
      { path: 'ins', element: <InstructorsPage /> },
      { path: 'classes', element: <ClassesPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: '/auth/complete', element: <AuthCompletePage />, errorElement: <RouterErrorPage /> },
  {
    // The dashboard's code loads only when someone opens it.
    path: '/dashboard',
    errorElement: <RouterErrorPage />,
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
        lazy: async () => ({ Component: (await import('./pages/dashboard/profile-page')).ProfilePage }),
      },
      {
        // Students' pages; RoleRoute lives in the layout's chunk, which is already loaded here.
        lazy: async () => {
          const { RoleRoute } = await import('./pages/layouts/dashboard-layout');
          return { element: <RoleRoute roles={['user']} /> };
        },
        children: [
          {
            path: 'selected',
            lazy: async () => ({
              Component: (await import('./pages/dashboard/selected-classes-page')).SelectedClassesPage,
            }),
          },
          {
            path: 'payment/:cartItemId',
            lazy: async () => ({ Component: (await import('./pages/dashboard/payment-page')).PaymentPage }),
          },
          {
            path: 'enrolled',
            lazy: async () => ({
              Component: (await import('./pages/dashboard/enrolled-classes-page')).EnrolledClassesPage,
            }),
          },
          {
            path: 'payment-history',
            lazy: async () => ({
              Component: (await import('./pages/dashboard/payment-history-page')).PaymentHistoryPage,
            }),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
