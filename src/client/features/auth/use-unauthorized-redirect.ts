import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../../api-client';
import { useSignOut } from './api';

/** The spec's rule: on any 401 or 403 from the API, sign out and go to /login (then come back). */
export function useUnauthorizedRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const signOut = useSignOut();
  useEffect(() => {
    setUnauthorizedHandler((status) => {
      // Leave first: signing out unmounts the dashboard (and this hook's navigate with it).
      void navigate('/login', { state: { from: location, signedOutBy: status } });
      void signOut();
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, location, signOut]);
}
