import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { languageClass, type CreateClassBody, type UpdateClassBody } from '#contract/classes';
import { deletedCountAnswer, insertedIdAnswer, modifiedCountAnswer } from '#contract/common';
import { api } from '#client/api-client.ts';

/** Under ['classes'], so every change that refreshes the public lists refreshes this one too. */
export function instructorClassesQuery(email: string) {
  return queryOptions({
    queryKey: ['classes', 'instructor', email.toLowerCase()],
    queryFn: ({ signal }) =>
      api(`/classes/${encodeURIComponent(email)}`, { schema: z.array(languageClass), signal }),
  });
}

function useRefreshClasses() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['classes'] });
}

export function useAddClass() {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: (body: CreateClassBody) =>
      api('/classes', { method: 'POST', body, schema: insertedIdAnswer }),
    onSuccess: () => refresh(),
  });
}

export function useUpdateClass() {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateClassBody }) =>
      api(`/classes/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: modifiedCountAnswer }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteClass() {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/classes/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deletedCountAnswer }),
    onSettled: () => refresh(),
  });
}
