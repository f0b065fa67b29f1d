import { queryOptions, useQuery } from '@tanstack/react-query';
import { mailDelivery } from '#contract/mail';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

/** Whether the school sends mail: fixed for a server's life, so read once a visit. */
const mailDeliveryQuery = queryOptions({
  queryKey: queryKeys.mailDelivery,
  queryFn: ({ signal }) => api('/mail-delivery', { schema: mailDelivery, signal }),
  staleTime: Infinity,
});

/**
 * Where a mailed link can be read: `inbox` when mail leaves, `mailbox` (the dashboard's Mailbox) when it
 * does not, `unknown` until the server said. Texts that say "we sent you a link" follow it.
 */
export function useMailPlace(): 'inbox' | 'mailbox' | 'unknown' {
  const delivery = useQuery(mailDeliveryQuery);
  if (!delivery.data) return 'unknown';
  return delivery.data.sendsMail ? 'inbox' : 'mailbox';
}
