import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { newsletterAnswer, newsletterSubscribers } from '#contract/newsletter';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

export const newsletterSubscribersQuery = queryOptions({
  queryKey: queryKeys.newsletter.subscribers,
  queryFn: ({ signal }) => api('/newsletter/subscribers', { schema: newsletterSubscribers, signal }),
});

/** The CSV file of the confirmed subscribers (a download: the browser sends the session cookie). */
export const SUBSCRIBERS_CSV_URL = '/api/newsletter/subscribers.csv';

export function useConfirmSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api('/newsletter/confirm', { method: 'POST', body: { token }, schema: newsletterAnswer }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.newsletter.all }),
  });
}

export function useUnsubscribe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        schema: newsletterAnswer,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.newsletter.all }),
  });
}
