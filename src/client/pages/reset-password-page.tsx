import { useLocation } from 'react-router';
import { tokenFromHash } from '#client/features/account-links/api.ts';
import { ResetPasswordForm } from '#client/features/account-links/reset-password-form.tsx';
import { Trans } from '@lingui/react/macro';

export function ResetPasswordPage() {
  const location = useLocation();
  return (
    <section className="auth-backdrop px-4 py-12">
      <div className="card mx-auto max-w-md bg-base-100 shadow-xl">
        <div className="card-body">
          <h1 className="text-center text-3xl font-extrabold text-primary">
            <Trans>Choose a new password</Trans>
          </h1>
          <p>
            <Trans>Every device signed in to your account will be signed out.</Trans>
          </p>
          <ResetPasswordForm token={tokenFromHash(location.hash)} />
        </div>
      </div>
    </section>
  );
}
