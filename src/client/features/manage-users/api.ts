import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteUserAnswer } from '#contract/admin-users';
import { modifiedCountAnswer } from '#contract/common';
import type { Role } from '#contract/users';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

/** A role or a deletion changes who is listed as an instructor and whose name the classes show. */
function useRefreshPeople() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.users }),
      client.invalidateQueries({ queryKey: queryKeys.instructors.all }),
      client.invalidateQueries({ queryKey: queryKeys.classes.all }),
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
