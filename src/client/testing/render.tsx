import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { DialogProvider } from '#client/components/dialog.tsx';
import { ToastProvider } from '#client/components/toast.tsx';

/** Renders with the app's providers and a query client that never retries. */
export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <DialogProvider>{ui}</DialogProvider>
        </ToastProvider>
      </QueryClientProvider>,
    ),
  };
}

/** A fetch stand-in that records each call and answers from a handler. */
export function fakeFetch(handler: (method: string, path: string, body: unknown) => [number, unknown]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = String(input);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const [status, answer] = handler(method, path, body);
    return new Response(answer === undefined ? '' : JSON.stringify(answer), { status });
  };
  return { fetch, calls };
}
