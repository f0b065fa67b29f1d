import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '#contract/users';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

/*
 * Who is signed in. The one module every feature may read: the header, the dashboard, the Select button and
 * the forms all answer to the same session.
 */

/** The signed-in user, or null for a visitor. Typed, not parsed: every page asks, the public ones too. */
export const meQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: async ({ signal }): Promise<User | null> =>
    (await api<{ user: User | null }>('/session', { signal, skipUnauthorizedHandler: true })).user,
  staleTime: 60_000,
});

/** Ends the session on the server and forgets every cached answer that belonged to it. */
export function useSignOut() {
  const client = useQueryClient();
  return useCallback(async () => {
    try {
      await api('/auth/sign-out', { method: 'POST', body: {}, skipUnauthorizedHandler: true });
    } catch {
      // Signed out on this side regardless: the cookie may already be gone.
    }
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.me[0] });
    client.setQueryData(queryKeys.me, null);
  }, [client]);
}

export interface AuthState {
  user: User | null;
  loading: boolean;
}

export function useAuth(): AuthState {
  const me = useQuery(meQuery);
  return { user: me.data ?? null, loading: me.isPending };
}
