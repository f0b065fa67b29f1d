import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountSessions,
  changePasswordAnswer,
  passwordStatus,
  type ChangePasswordBody,
} from '#contract/account-security';
import { deletedCountAnswer } from '#contract/common';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

export const passwordStatusQuery = queryOptions({
  queryKey: queryKeys.account.password,
  queryFn: ({ signal }) => api('/account/password', { schema: passwordStatus, signal }),
});

/** The account's signed-in sessions; the asking browser's is marked `current`. */
export const accountSessionsQuery = queryOptions({
  queryKey: queryKeys.account.sessions,
  queryFn: ({ signal }) => api('/account/sessions', { schema: accountSessions, signal }),
});

/** A change of password or sessions: the status and the list are read again. */
function useRefreshAccount() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.account.all });
}

export function useChangePassword() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api('/account/password', { method: 'POST', body, schema: changePasswordAnswer }),
    onSuccess: refresh,
  });
}

export function useEndSession() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deletedCountAnswer }),
    onSettled: refresh,
  });
}

export function useEndOtherSessions() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: () =>
      api('/account/sessions/sign-out-others', { method: 'POST', body: {}, schema: deletedCountAnswer }),
    onSettled: refresh,
  });
}
