import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { deleteUserAnswer } from '#contract/admin-users';
import { modifiedCountAnswer } from '#contract/common';
import { user, type Role } from '#contract/users';
import { api } from '#client/api-client.ts';

export const usersQuery = queryOptions({
  queryKey: ['users'],
  queryFn: ({ signal }) => api('/users', { schema: z.array(user), signal }),
});

/** A role or a deletion changes who is listed as an instructor and whose name the classes show. */
function useRefreshPeople() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['users'] }),
      client.invalidateQueries({ queryKey: ['instructors'] }),
      client.invalidateQueries({ queryKey: ['classes'] }),
    ]);
}

export function useChangeRole() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      api(`/users/update/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { role },
        schema: modifiedCountAnswer,
      }),
    onSettled: () => refresh(),
  });
}

/** `refund` refunds the student's paid enrolments through the card processor before the account goes. */
export function useDeleteUser() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: ({ id, refund }: { id: string; refund: boolean }) =>
      api(`/users/${encodeURIComponent(id)}${refund ? '?refund=true' : ''}`, {
        method: 'DELETE',
        schema: deleteUserAnswer,
      }),
    onSettled: () => refresh(),
  });
}
