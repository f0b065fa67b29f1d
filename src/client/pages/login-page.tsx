import { Link, useLocation, useNavigate } from 'react-router';
import { LoginForm } from '../features/auth/login-form';
import { originPath } from '../features/auth/origin';
import { ThirdPartySignIn } from '../features/auth/third-party-sign-in';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => navigate(originPath(location.state), { replace: true });
  return (
    <section className="auth-backdrop px-4 py-12">
      <div className="card mx-auto max-w-md bg-base-100 shadow-xl">
        <div className="card-body">
          <h1 className="text-center text-3xl font-extrabold text-primary">Please Login</h1>
          <LoginForm onSignedIn={goBack} />
          <div className="divider">or</div>
          <ThirdPartySignIn onSignedIn={goBack} />
          <p className="mt-4 text-center">
            New here?{' '}
            <Link className="link link-primary" to="/registration" state={location.state}>
              Create an account
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
