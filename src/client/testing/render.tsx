import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AppProviders } from '#client/components/app-providers.tsx';

/** Renders with the app's providers and a query client that never retries. */
export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const rendered = render(<AppProviders client={client}>{ui}</AppProviders>);
  return {
    ...rendered,
    client,
    /** Renders another element in the same providers and client. */
    rerender: (next: ReactNode) => rendered.rerender(<AppProviders client={client}>{next}</AppProviders>),
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
