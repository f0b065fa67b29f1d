import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReassignClassBody, type ReviewClassBody } from '#contract/classes';
import { deletedCountAnswer, modifiedCountAnswer } from '#contract/common';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

export function useReviewClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewClassBody }) =>
      api(`/classes/update/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body,
        schema: modifiedCountAnswer,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.classes.all }),
  });
}

export function useDeleteAnyClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/classes/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deletedCountAnswer }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.classes.all }),
  });
}

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
        client.invalidateQueries({ queryKey: queryKeys.classes.all }),
        client.invalidateQueries({ queryKey: queryKeys.instructors.all }),
      ]),
  });
}
