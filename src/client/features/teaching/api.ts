import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  myTeachingApplication,
  teachingApplication,
  type TeachingApplicationBody,
} from '#contract/teaching-applications';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

export const myApplicationQuery = queryOptions({
  queryKey: queryKeys.teachingApplications.mine,
  queryFn: async ({ signal }) =>
    (await api('/teaching-applications/mine', { schema: myTeachingApplication, signal })).application,
});

export const applicationsQuery = queryOptions({
  queryKey: queryKeys.teachingApplications.everyone,
  queryFn: ({ signal }) => api('/teaching-applications', { schema: z.array(teachingApplication), signal }),
});

export function useApplyToTeach() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TeachingApplicationBody) =>
      api('/teaching-applications', { method: 'POST', body, schema: teachingApplication }),
    onSuccess: (application) => client.setQueryData(myApplicationQuery.queryKey, application),
  });
}

/** Accepting changes a role: the users and instructors lists change with it. */
export function useDecideApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: { accept: true } | { decline: string } }) =>
      'accept' in decision
        ? api(`/teaching-applications/${encodeURIComponent(id)}/accept`, {
            method: 'POST',
            body: {},
            schema: teachingApplication,
          })
        : api(`/teaching-applications/${encodeURIComponent(id)}/decline`, {
            method: 'POST',
            body: { message: decision.decline },
            schema: teachingApplication,
          }),
    onSettled: () =>
      Promise.all(
        [queryKeys.teachingApplications.all, queryKeys.users, queryKeys.instructors.all].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
