import { queryOptions } from '@tanstack/react-query';
import { myEarnings } from '#contract/earnings';
import { api } from '#client/api-client.ts';

export const myEarningsQuery = queryOptions({
  queryKey: ['earnings', 'mine'],
  queryFn: ({ signal }) => api('/earnings', { schema: myEarnings, signal }),
});
