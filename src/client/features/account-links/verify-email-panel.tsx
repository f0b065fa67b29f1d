import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '#client/components/link.tsx';
import { errorMessage } from '#client/errors.ts';
import { paths } from '#client/paths.ts';
import { linkPaths } from '#client/link-paths.ts';
import { useOpenVerification, useVerifyEmail } from './api';
import { ChoosePasswordForm } from './choose-password-form';

/**
 * Confirms the address with a press, not on load: a mail scanner that opens the link does not spend it.
 * An account whose password was typed before the address was proven then needs the owner's own password.
 */
export function VerifyEmailPanel({ token }: { token: string }) {
  const open = useOpenVerification();
  const verify = useVerifyEmail();
  const { t } = useLingui();
  if (!token) {
    return (
      <p role="alert" className="alert alert-error alert-soft">
        <Trans>
          This link is incomplete. Open the whole link from the mail, or send a new one from your dashboard.
        </Trans>
      </p>
    );
  }
  if (verify.isSuccess) {
    const email = verify.data.email;
    return (
      <div role="status" className="space-y-3 text-center">
        <p className="text-lg font-semibold">
          <Trans>Your address {email} is verified, and you are signed in.</Trans>
        </p>
        <Link className="btn btn-primary" to={paths.dashboard}>
          <Trans>Go to your dashboard</Trans>
        </Link>
      </div>
    );
  }
  if (open.data?.choosePassword) {
    return (
      <ChoosePasswordForm
        opened={open.data}
        pending={verify.isPending}
        onChoose={(choice) => verify.mutateAsync({ token, ...choice })}
      />
    );
  }
  const failed = open.isError ? open.error : verify.isError ? verify.error : null;
  return (
    <div className="space-y-4 text-center">
      <p>
        <Trans>Press the button to confirm that this address is yours. You will be signed in.</Trans>
      </p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={open.isPending || verify.isPending}
        onClick={() =>
          open.mutate(token, {
            onSuccess: (opened) => {
              if (!opened.choosePassword) verify.mutate({ token });
            },
          })
        }
      >
        {(open.isPending || verify.isPending) && (
          <span className="loading loading-spinner loading-sm" aria-hidden />
        )}
        <Trans>Confirm my address</Trans>
      </button>
      {failed && (
        <div role="alert" className="alert alert-error alert-soft flex flex-col gap-2">
          <p>{errorMessage(failed, t`The address could not be verified. Please try again.`)}</p>
          <p>
            <Trans>
              <Link className="link" to={paths.login}>
                Log in
              </Link>{' '}
              and use “Send again” in your dashboard for a new link. Password no longer works?{' '}
              <Link className="link" to={linkPaths.forgotPassword}>
                Choose a new one
              </Link>
              .
            </Trans>
          </p>
        </div>
      )}
    </div>
  );
}
