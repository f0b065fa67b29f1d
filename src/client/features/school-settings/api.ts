import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { schoolSettingsAnswer, type RefundPolicy } from '#contract/school-settings';
import { api } from '#client/api-client.ts';

const key = ['school-settings'] as const;

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
