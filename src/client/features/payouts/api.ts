import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { payout, payoutsOverview, type RecordPayoutBody } from '#contract/earnings';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

export const payoutsOverviewQuery = queryOptions({
  queryKey: queryKeys.payouts,
  queryFn: ({ signal }) => api('/payouts', { schema: payoutsOverview, signal }),
});

/** What is owed to each instructor, as a CSV file for the bank (a download: the browser sends the cookie). */
export const OWED_CSV_URL = '/api/payouts/owed.csv';

export function useRecordPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordPayoutBody) => api('/payouts', { method: 'POST', body, schema: payout }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.payouts }),
  });
}
