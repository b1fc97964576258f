import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { publicRoutes } from '@portal/shared-contracts';
import { revokeSession, sessionStore } from '@portal/shared-contracts/sdk/core';

export const SIGN_OUT_PATH = '/auth/logout';

/**
 * Spec 4's logout: revoke the session on the server, clear the stored data, then the
 * sign-in page. The apps' cached data goes with the signed-in shell, which unmounts as
 * this route opens. Done from a route outside the guard: signing out while a guarded page
 * is still mounted would send the user to sign in with that page as returnUrl.
 */
export function SignOutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void revokeSession().then(() => {
      sessionStore.getState().signOut();
      if (live) navigate(publicRoutes.login, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate]);
  return null;
}
