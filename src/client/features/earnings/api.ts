import { queryOptions } from '@tanstack/react-query';
import { myEarnings } from '#contract/earnings';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

export const myEarningsQuery = queryOptions({
  queryKey: queryKeys.earnings,
  queryFn: ({ signal }) => api('/earnings', { schema: myEarnings, signal }),
});
