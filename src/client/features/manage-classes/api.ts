import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { languageClass, type ReassignClassBody, type ReviewClassBody } from '#contract/classes';
import { deletedCountAnswer, modifiedCountAnswer } from '#contract/common';
import { user } from '#contract/users';
import { api } from '#client/api-client.ts';

/** The same key the public lists would use for this filter; ['classes'] covers them all. */
export const allClassesQuery = queryOptions({
  queryKey: ['classes', { status: 'all' }],
  queryFn: ({ signal }) => api('/classes?status=all', { schema: z.array(languageClass), signal }),
});

export function useReviewClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewClassBody }) =>
      api(`/classes/update/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body,
        schema: modifiedCountAnswer,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['classes'] }),
  });
}

export function useDeleteAnyClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/classes/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deletedCountAnswer }),
    onSettled: () => client.invalidateQueries({ queryKey: ['classes'] }),
  });
}

/** The admins' list of users (the same cache as Manage users): the instructors a class can be given to. */
export const peopleQuery = queryOptions({
  queryKey: ['users'],
  queryFn: ({ signal }) => api('/users', { schema: z.array(user), signal }),
});

export function useReassignClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReassignClassBody }) =>
      api(`/classes/${encodeURIComponent(id)}/reassign`, {
        method: 'POST',
        body,
        schema: modifiedCountAnswer,
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['classes'] }),
        client.invalidateQueries({ queryKey: ['instructors'] }),
      ]),
  });
}
