import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { publicRoutes } from '@portal/shared-contracts';
import { useSession } from '@portal/shared-contracts/sdk/core';

/** Spec 4: an anonymous visitor to a guarded route goes to the login with a returnUrl. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.user !== null && s.accessToken !== null);
  const location = useLocation();
  if (!signedIn) {
    const returnUrl = `${location.pathname}${location.search}`;
    return <Navigate to={`${publicRoutes.login}?returnUrl=${encodeURIComponent(returnUrl)}`} replace />;
  }
  return <>{children}</>;
}
