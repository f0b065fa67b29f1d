import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SignInBody, SignUpBody, UpdateProfileBody } from '#contract/auth';
import { sessionAnswer, user, type User } from '#contract/users';
import { api } from '#client/api-client.ts';

export const meKey = ['me'] as const;

/** The signed-in user, or null for a visitor. */
export const meQuery = queryOptions({
  queryKey: meKey,
  queryFn: async ({ signal }): Promise<User | null> =>
    (await api('/session', { schema: sessionAnswer, signal, skipUnauthorizedHandler: true })).user,
  staleTime: 60_000,
});

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody) =>
      api('/auth/sign-in/email', { method: 'POST', body, schema: user, skipUnauthorizedHandler: true }),
    onSuccess: (me) => {
      client.setQueryData(meKey, me);
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== meKey[0] });
    },
  });
}

export function useSignUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignUpBody) =>
      api('/auth/sign-up/email', { method: 'POST', body, schema: user, skipUnauthorizedHandler: true }),
    onSuccess: (me) => client.setQueryData(meKey, me),
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api('/me', { method: 'PATCH', body, schema: user }),
    onSuccess: (me) => {
      client.setQueryData(meKey, me);
      // An instructor's name, photo, bio and languages are on their public page and card.
      if (me.role === 'instructor') void client.invalidateQueries({ queryKey: ['instructors'] });
    },
  });
}

/** Ends the session on the server and forgets every cached answer that belonged to it. */
export function useSignOut() {
  const client = useQueryClient();
  return useCallback(async () => {
    try {
      await api('/auth/sign-out', { method: 'POST', body: {}, skipUnauthorizedHandler: true });
    } catch {
      // Signed out on this side regardless: the cookie may already be gone.
    }
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== meKey[0] });
    client.setQueryData(meKey, null);
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
