import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { publicRoutes } from '@portal/shared-contracts';
import { revokeSession, sessionStore } from '@portal/shared-contracts/sdk';

export const SIGN_OUT_PATH = '/auth/logout';

/**
 * Spec 4's logout: revoke the session on the server, clear the stored data and the
 * apps' cached data, then the sign-in page. Done from a route outside the guard:
 * signing out while a guarded page is still mounted would send the user to sign in
 * with that page as returnUrl.
 */
export function SignOutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let live = true;
    void revokeSession().then(() => {
      sessionStore.getState().signOut();
      queryClient.clear();
      if (live) navigate(publicRoutes.login, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate, queryClient]);
  return null;
}
