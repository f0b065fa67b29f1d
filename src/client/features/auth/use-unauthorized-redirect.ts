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
    setUnauthorizedHandler(() => {
      void signOut().then(() => navigate('/login', { state: { from: location } }));
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, location, signOut]);
}
