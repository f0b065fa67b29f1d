import { useLocation, useNavigate } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { RegistrationForm } from '#client/features/auth/registration-form.tsx';
import { originPath } from '#client/features/auth/origin.ts';
import { ThirdPartySignIn } from '#client/features/auth/third-party-sign-in.tsx';
import { paths } from '#client/paths.ts';
import { Trans } from '@lingui/react/macro';

export function RegistrationPage() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <section className="auth-backdrop px-4 py-12">
      <div className="card mx-auto max-w-lg bg-base-100 shadow-xl">
        <div className="card-body">
          <h1 className="text-center text-3xl font-extrabold text-primary">
            <Trans>Create your account</Trans>
          </h1>
          <RegistrationForm onRegistered={() => navigate(originPath(location.state), { replace: true })} />
          <div className="divider">
            <Trans>or</Trans>
          </div>
          <ThirdPartySignIn onSignedIn={() => navigate(originPath(location.state), { replace: true })} />
          <p className="mt-4 text-center">
            <Trans>
              Already have an account?{' '}
              <Link className="link link-primary" to={paths.login} state={location.state}>
                Login
              </Link>
            </Trans>
          </p>
        </div>
      </div>
    </section>
  );
}
