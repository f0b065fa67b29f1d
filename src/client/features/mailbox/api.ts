import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { mailboxMailDetail, mailboxPage } from '#contract/mail';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

export const mailboxQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.mailbox.all,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api(pageParam ? `/mailbox?cursor=${encodeURIComponent(pageParam)}` : '/mailbox', {
        schema: mailboxPage,
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor,
  });

export const mailboxMailQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.mailbox.mail(id),
    queryFn: ({ signal }) => api(`/mailbox/${encodeURIComponent(id)}`, { schema: mailboxMailDetail, signal }),
  });
