import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { commissionSetting } from '#contract/earnings';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

export const commissionQuery = queryOptions({
  queryKey: queryKeys.schoolSettings.commission,
  queryFn: ({ signal }) => api('/school-settings/commission', { schema: commissionSetting, signal }),
});

export function useSetCommission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commissionPercent: number) =>
      api('/school-settings/commission', {
        method: 'PUT',
        body: { commissionPercent },
        schema: commissionSetting,
      }),
    onSuccess: (answer) => client.setQueryData(commissionQuery.queryKey, answer),
    // The payouts page shows the rate too.
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.payouts }),
  });
}
