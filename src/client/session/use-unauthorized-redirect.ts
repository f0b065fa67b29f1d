import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { setUnauthorizedHandler } from '#client/api-client.ts';
import { useAppRouter } from '#client/app-router.tsx';
import { paths } from '#client/paths.ts';
import { useSignOut } from './session';

/** The spec's rule: on any 401 or 403 from the API, sign out and go to /login (then come back). */
export function useUnauthorizedRedirect() {
  const { navigate } = useAppRouter();
  const location = useLocation();
  const signOut = useSignOut();
  useEffect(() => {
    setUnauthorizedHandler((status) => {
      // Sign out only once on /login: signing out first would make the dashboard send a visitor there
      // itself, without saying why, while the login page's code is still loading.
      void navigate(paths.login, { state: { from: location, signedOutBy: status } }).then(signOut);
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, location, signOut]);
}
