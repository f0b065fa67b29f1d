import { queryOptions } from '@tanstack/react-query';
import { receipt } from '#contract/receipts';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

export const receiptQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.receipt(id),
    queryFn: ({ signal }) => api(`/receipts/${encodeURIComponent(id)}`, { schema: receipt, signal }),
    // A 404 (not theirs, or no such payment) will not change by asking again.
    retry: (count, error) => count < 3 && !('status' in error && error.status === 404),
  });
