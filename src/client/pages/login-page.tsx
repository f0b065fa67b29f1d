import { useLocation, useNavigate } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { LoginForm } from '#client/features/auth/login-form.tsx';
import { originPath } from '#client/features/auth/origin.ts';
import { ThirdPartySignIn } from '#client/features/auth/third-party-sign-in.tsx';
import { paths } from '#client/paths.ts';
import { linkPaths } from '#client/link-paths.ts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

export const SESSION_ENDED = msg`You were signed out: your session ended, or your account was changed or removed. Please log in again.`;
export const ACCESS_CHANGED = msg`You were signed out because your account no longer has access to that page. Please log in again.`;

/** Why someone who was signed in is here: the client signs out on a 401 or 403 (see useUnauthorizedRedirect). */
function SignedOutNotice({ state }: { state: unknown }) {
  const { i18n } = useLingui();
  const status = (state as { signedOutBy?: number } | null)?.signedOutBy;
  if (status !== 401 && status !== 403) return null;
  return (
    <p role="status" className="alert alert-info alert-soft text-sm">
      {i18n._(status === 401 ? SESSION_ENDED : ACCESS_CHANGED)}
    </p>
  );
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => navigate(originPath(location.state), { replace: true });
  return (
    <section className="auth-backdrop px-4 py-12">
      <div className="card mx-auto max-w-md bg-base-100 shadow-xl">
        <div className="card-body">
          <h1 className="text-center text-3xl font-extrabold text-primary">
            <Trans>Please Login</Trans>
          </h1>
          <SignedOutNotice state={location.state} />
          <LoginForm onSignedIn={goBack} />
          <p className="text-end text-sm">
            <Link className="link link-primary" to={linkPaths.forgotPassword}>
              <Trans>Forgot password?</Trans>
            </Link>
          </p>
          <div className="divider">
            <Trans>or</Trans>
          </div>
          <ThirdPartySignIn onSignedIn={goBack} />
          <p className="mt-4 text-center">
            <Trans>
              New here?{' '}
              <Link className="link link-primary" to={paths.registration} state={location.state}>
                Create an account
              </Link>
            </Trans>
          </p>
        </div>
      </div>
    </section>
  );
}
