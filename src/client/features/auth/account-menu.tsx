import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from '#client/components/link.tsx';
import { useAuth } from '#client/session/session.ts';
import { paths } from '#client/paths.ts';

// What a signed-in person sees comes with its own small file: most first visits are signed out.
const SignedInMenu = lazy(async () => ({ default: (await import('./signed-in-menu')).SignedInMenu }));

const placeholder = <div className="skeleton h-9 w-24" aria-hidden />;

/** The header's account corner: Login for visitors; photo, Dashboard and LogOut when signed in. */
export function AccountMenu() {
  const { user, loading } = useAuth();
  if (loading) return placeholder;
  if (!user) {
    return (
      <Link to={paths.login} className="btn btn-primary btn-sm">
        <Trans>Login</Trans>
      </Link>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <SignedInMenu user={user} />
    </Suspense>
  );
}
