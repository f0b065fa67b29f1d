import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { schoolSettingsAnswer, type RefundPolicy } from '#contract/school-settings';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

const key = queryKeys.schoolSettings.all;

export const schoolSettingsQuery = queryOptions({
  queryKey: key,
  queryFn: ({ signal }) => api('/school-settings', { schema: schoolSettingsAnswer, signal }),
});

export function useSaveRefundPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (policy: RefundPolicy) =>
      api('/school-settings/refund-policy', { method: 'PUT', body: policy, schema: schoolSettingsAnswer }),
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
}

export function useSaveLateJoining() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lateJoining: boolean) =>
      api('/school-settings/late-joining', {
        method: 'PUT',
        body: { lateJoining },
        schema: schoolSettingsAnswer,
      }),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      // Classes that have started go on or off sale.
      void client.invalidateQueries({ queryKey: queryKeys.classes.all });
    },
  });
}
