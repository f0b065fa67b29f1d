import { queryOptions } from '@tanstack/react-query';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

/**
 * One selected class, from the server, so the payment page works after a reload; its refund policy dated in
 * the reader's zone (encoded: a zone may hold a '+'). Apart from the cart's queries, which the public pages
 * load with Select.
 */
export function cartItemQuery(id: string) {
  const tz = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
  return queryOptions({
    queryKey: queryKeys.cartItem(id),
    queryFn: async ({ signal }) =>
      api(`/carts/${encodeURIComponent(id)}?tz=${tz}`, {
        schema: (await import('#contract/carts')).cartItem,
        signal,
      }),
  });
}
