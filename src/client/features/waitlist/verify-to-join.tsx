import { MailCheck } from 'lucide-react';
import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '#client/api-client.ts';
import { errorMessage } from '#client/errors.ts';
import { useAuth } from '#client/session/session.ts';
import { useResendVerification } from '#client/session/resend-verification.ts';
import { useMailPlace } from '#client/mail-delivery.ts';
import { queryKeys } from '#client/query-keys.ts';

// The English of the notice's two titles below, as the class page's tests name them.
export const VERIFY_TO_JOIN = 'Verify your address to join the waitlist';
export const VERIFY_TO_BE_OFFERED = 'Verify your address to be offered a seat';

/**
 * Where Join waitlist would be, for a student whose address is not verified: only a student who can pay is
 * offered a seat, so the line waits for the address, and the link can be sent again from here. `waiting`: the
 * student is in line already (from before the rule) and is passed over until they verify it.
 */
export function VerifyToJoin({ place, waiting = false }: { place: 'card' | 'page'; waiting?: boolean }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const email = user?.email ?? '';
  // With no session to name an address, the sentence says "your address".
  const known = user ? 'yes' : 'no';
  const mailbox = useMailPlace() === 'mailbox';
  let explanation: string;
  if (mailbox && waiting) {
    explanation = t`Open the link for ${select(known, { yes: `${email}`, other: 'your address' })} in Mailbox, in your dashboard (this school sends no mail): until then, a seat that frees goes to the next student in line.`;
  } else if (mailbox) {
    explanation = t`Open the link for ${select(known, { yes: `${email}`, other: 'your address' })} in Mailbox, in your dashboard (this school sends no mail), then join: seats are offered to verified students only.`;
  } else if (waiting) {
    explanation = t`Open the link we sent to ${select(known, { yes: `${email}`, other: 'your address' })}: until then, a seat that frees goes to the next student in line.`;
  } else {
    explanation = t`Open the link we sent to ${select(known, { yes: `${email}`, other: 'your address' })}, then join: seats are offered to verified students only.`;
  }
  const resend = useResendVerification();
  const client = useQueryClient();
  const titleId = useId();
  const small = place === 'card';

  function onResend() {
    if (resend.isPending) return;
    resend.mutate(undefined, {
      // Already verified (in another tab, say): the session learns it, and Join waitlist comes back.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409)
          void client.invalidateQueries({ queryKey: queryKeys.me });
      },
    });
  }

  return (
    <span
      role="group"
      aria-labelledby={titleId}
      className={`inline-flex max-w-xs flex-col gap-1 ${small ? 'items-end text-end text-xs' : 'items-start text-start text-sm'}`}
    >
      <span id={titleId} className="inline-flex items-center gap-1 font-semibold">
        <MailCheck size={16} aria-hidden className="shrink-0" />
        {waiting ? (
          <Trans>Verify your address to be offered a seat</Trans>
        ) : (
          <Trans>Verify your address to join the waitlist</Trans>
        )}
      </span>
      <span className="break-words">{explanation}</span>
      <button
        type="button"
        className={`btn ${small ? 'btn-xs' : 'btn-sm'} btn-secondary`}
        aria-busy={resend.isPending || undefined}
        onClick={onResend}
      >
        {resend.isPending ? <Trans>Sending…</Trans> : <Trans>Send the link again</Trans>}
      </button>
      <span role="status" className="font-semibold">
        {resend.isSuccess ? resend.data.message : ''}
        {resend.isError ? errorMessage(resend.error, t`The link could not be sent. Please try again.`) : ''}
      </span>
    </span>
  );
}
