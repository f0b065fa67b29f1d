import { queryOptions } from '@tanstack/react-query';
import { outboxMailDetail, outboxPage } from '#contract/mail';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

export const outboxQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.outbox.page(page),
    queryFn: ({ signal }) => api(`/outbox?page=${page}`, { schema: outboxPage, signal }),
  });

export const outboxMailQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.outbox.mail(id),
    queryFn: ({ signal }) => api(`/outbox/${encodeURIComponent(id)}`, { schema: outboxMailDetail, signal }),
  });

/** The mail as a mail program would show it, from its own sandboxed address (see mail.routes.ts). */
export const outboxMailPageUrl = (id: string) => `/api/outbox/${encodeURIComponent(id)}/html`;
