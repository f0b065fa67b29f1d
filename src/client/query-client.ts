import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function retryDelay(attempt: number) {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; network and 5xx failures get the spec's 3 retries.
        retry: (failureCount, error) =>
          failureCount < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay,
        gcTime: 5 * 60 * 1000,
        staleTime: 30 * 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
