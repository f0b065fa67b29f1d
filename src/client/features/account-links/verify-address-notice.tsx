import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '#client/components/link.tsx';
import { useAuth } from '#client/session/session.ts';
import { useMailPlace } from '#client/mail-delivery.ts';
import { paths } from '#client/paths.ts';
import { errorMessage } from '#client/errors.ts';
import { useResendVerification } from './api';

/** For an account whose address is not verified yet: paying waits for it, and the link can be sent again. */
export function VerifyAddressNotice() {
  const { user } = useAuth();
  const resend = useResendVerification();
  const mailPlace = useMailPlace();
  const { t } = useLingui();
  if (!user || user.emailVerified !== false) return null;
  const email = user.email;
  return (
    <div
      role="region"
      aria-labelledby="verify-address-title"
      className="alert alert-warning alert-soft mb-4 flex flex-wrap items-start gap-3 text-base-content"
    >
      <div className="min-w-0 flex-1 basis-60">
        <h2 id="verify-address-title" className="font-bold">
          <Trans>Please verify your address</Trans>
        </h2>
        {mailPlace === 'mailbox' ? (
          <p className="text-sm break-words">
            <Trans>
              This school sends no mail: the link that confirms {email} is in your{' '}
              <Link to={paths.mailbox} className="link font-semibold">
                Mailbox
              </Link>
              . Open it there: paying for classes needs a verified address.
            </Trans>
          </p>
        ) : (
          <p className="text-sm break-words">
            <Trans>
              We sent a link to {email}. Open it to confirm the address: paying for classes needs a verified
              address.
            </Trans>
          </p>
        )}
        <p role="status" className="mt-1 text-sm font-semibold">
          {resend.isSuccess ? resend.data.message : ''}
          {resend.isError ? errorMessage(resend.error, t`The link could not be sent. Please try again.`) : ''}
        </p>
      </div>
      <button
        type="button"
        className="btn btn-sm btn-primary"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? t`Sending…` : t`Send again`}
      </button>
    </div>
  );
}
