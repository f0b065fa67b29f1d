import { Link } from '#client/components/link.tsx';
import { ForgotPasswordForm } from '#client/features/account-links/forgot-password-form.tsx';
import { paths } from '#client/paths.ts';
import { Trans } from '@lingui/react/macro';

export function ForgotPasswordPage() {
  return (
    <section className="auth-backdrop px-4 py-12">
      <div className="card mx-auto max-w-md bg-base-100 shadow-xl">
        <div className="card-body">
          <h1 className="text-center text-3xl font-extrabold text-primary">
            <Trans>Forgot your password?</Trans>
          </h1>
          <p>
            <Trans>Type the address of your account: we will mail it a link to choose a new password.</Trans>
          </p>
          <ForgotPasswordForm />
          <p className="mt-4 text-center">
            <Trans>
              Remembered it?{' '}
              <Link className="link link-primary" to={paths.login}>
                Login
              </Link>
            </Trans>
          </p>
        </div>
      </div>
    </section>
  );
}
