import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppRouterProvider, type AppRouter } from './app-router';
import { AppProviders } from './components/app-providers';
import { RouterErrorPage } from './pages/router-error-page';

/** The whole app around a router: the browser's in main.tsx, a memory router when pages are prerendered. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <StrictMode>
      <AppProviders client={queryClient}>
        <AppRouterProvider router={router} errorPage={RouterErrorPage} />
      </AppProviders>
    </StrictMode>
  );
}
