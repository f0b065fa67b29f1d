import { StrictMode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
// The DOM binding: it can render a navigation with flushSync (see createRouter in router.tsx).
import { RouterProvider } from 'react-router/dom';
import { ToastProvider } from './components/toast';
import { DialogProvider } from './components/dialog';

/** The whole app around a router: the browser's in main.tsx, a memory router when pages are prerendered. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <DialogProvider>
            <RouterProvider router={router} />
          </DialogProvider>
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
