import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
// The DOM binding: it can render a navigation with flushSync (see createRouter in router.tsx).
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './components/app-providers';

/** The whole app around a router: the browser's in main.tsx, a memory router when pages are prerendered. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  return (
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
