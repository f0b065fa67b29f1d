import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInBody, SignUpBody, UpdateProfileBody } from '#contract/auth';
import { user } from '#contract/users';
import { api } from '#client/api-client.ts';
import { meKey } from '#client/session/session.ts';

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
