import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  contactMessage,
  contactMessageSent,
  type AnswerContactMessageBody,
  type ContactMessageBody,
} from '#contract/contact-messages';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

export const contactMessagesQuery = queryOptions({
  queryKey: queryKeys.contactMessages,
  queryFn: ({ signal }) => api('/contact-messages', { schema: z.array(contactMessage), signal }),
});

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactMessageBody) =>
      api('/contact-messages', { method: 'POST', body, schema: contactMessageSent }),
  });
}

export function useAnswerContactMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AnswerContactMessageBody }) =>
      api(`/contact-messages/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: contactMessage }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.contactMessages }),
  });
}
