import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  messageAnswer,
  verificationOpened,
  type ForgotPasswordBody,
  type ResetPasswordBody,
  type VerifyEmailBody,
} from '#contract/account-links';
import { user } from '#contract/users';
import { api } from '#client/api-client.ts';
import { queryKeys } from '#client/query-keys.ts';

/**
 * Opens the verification link without spending it. When the owner must choose a password, every session of
 * the account has ended, this browser's too: it forgets who was signed in.
 */
export function useOpenVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api('/account-links/verify-email/open', {
        method: 'POST',
        body: { token },
        schema: verificationOpened,
        skipUnauthorizedHandler: true,
      }),
    onSuccess: (opened) => {
      if (!opened.choosePassword) return;
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.me[0] });
      client.setQueryData(queryKeys.me, null);
    },
  });
}

/** Spends the verification link's token: the address is verified and this browser signed in to it. */
export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyEmailBody) =>
      api('/account-links/verify-email', {
        method: 'POST',
        body,
        schema: user,
        skipUnauthorizedHandler: true,
      }),
    onSuccess: (me) => {
      client.setQueryData(queryKeys.me, me);
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.me[0] });
    },
  });
}

export { useResendVerification } from '#client/session/resend-verification.ts';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      api('/account-links/forgot-password', {
        method: 'POST',
        body,
        schema: messageAnswer,
        skipUnauthorizedHandler: true,
      }),
  });
}

/** The account's sessions end, this browser's too: it forgets who was signed in. */
export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api('/account-links/reset-password', {
        method: 'POST',
        body,
        schema: messageAnswer,
        skipUnauthorizedHandler: true,
      }),
    onSuccess: () => {
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.me[0] });
      client.setQueryData(queryKeys.me, null);
    },
  });
}

/** The token a mailed link carries in its fragment (never sent to a server, so in no log). */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
