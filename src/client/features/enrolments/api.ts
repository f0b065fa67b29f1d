import { queryOptions } from '@tanstack/react-query';
import { enrolledClassList } from '#contract/payments';
import { api } from '#client/api-client.ts';
import { purchaseKeys } from '#client/purchase-keys.ts';

/** The signed-in student's enrolled classes. */
export const enrolledQuery = queryOptions({
  queryKey: purchaseKeys.enrolled,
  queryFn: ({ signal }) => api('/enrolled', { schema: enrolledClassList, signal }),
});
