import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInBody, SignUpBody, UpdateProfileBody } from '#contract/auth';
import { signUpAnswer } from '#contract/account-links';
import { user } from '#contract/users';
import { api, ApiError } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody) =>
      api('/auth/sign-in/email', { method: 'POST', body, schema: user, skipUnauthorizedHandler: true }),
    onSuccess: (me) => {
      client.setQueryData(queryKeys.me, me);
      // The session's own answer also says whether the address is verified.
      void client.invalidateQueries();
    },
  });
}

/**
 * Signs up, then signs in with the password just typed: sign-up answers the same for a new and a taken
 * address, so the sign-in tells the person whether a new account is theirs now (null: the address was
 * taken, and its owner was mailed). See docs/decisions/email-verification.md.
 */
export function useSignUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignUpBody) => {
      await api('/auth/sign-up/email', {
        method: 'POST',
        body,
        schema: signUpAnswer,
        skipUnauthorizedHandler: true,
      });
      try {
        return await api('/auth/sign-in/email', {
          method: 'POST',
          body: { email: body.email, password: body.password },
          schema: user,
          skipUnauthorizedHandler: true,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    onSuccess: (me) => {
      if (!me) return;
      client.setQueryData(queryKeys.me, me);
      void client.invalidateQueries();
    },
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api('/me', { method: 'PATCH', body, schema: user }),
    onSuccess: (me) => {
      client.setQueryData(queryKeys.me, me);
      // An instructor's name, photo, bio and languages are on their public page and card.
      if (me.role === 'instructor') void client.invalidateQueries({ queryKey: queryKeys.instructors.all });
    },
  });
}
