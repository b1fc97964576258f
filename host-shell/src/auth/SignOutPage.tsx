import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { publicRoutes } from '@portal/shared-contracts';
import { sessionStore } from '@portal/shared-contracts/sdk';

export const SIGN_OUT_PATH = '/auth/logout';

/**
 * Spec 4's logout, done from a route outside the guard: signing out while a guarded
 * page is still mounted would send the user to sign in with that page as returnUrl.
 */
export function SignOutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    sessionStore.getState().signOut();
    navigate(publicRoutes.login, { replace: true });
  }, [navigate]);
  return null;
}
