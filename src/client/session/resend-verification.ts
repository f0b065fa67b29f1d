import { useMutation } from '@tanstack/react-query';
import { messageAnswer } from '#contract/account-links';
import { api } from '#client/api-client.ts';

/**
 * Mails the signed-in account's verification link again. Here, beside the session, because several
 * features offer it where a verified address is needed (paying, joining a waitlist).
 */
export function useResendVerification() {
  return useMutation({
    mutationFn: () =>
      api('/account-links/verify-email/resend', { method: 'POST', body: {}, schema: messageAnswer }),
  });
}
