import { publicRoutes } from '@portal/shared-contracts';
import { registerSessionHooks, sessionStore } from '@portal/shared-contracts/sdk';

/**
 * What the SDK's HTTP client does on a 401. Renewal through the refresh token
 * arrives with the sign-in issue; until then an expired session signs the user
 * out and returns them to the sign-in page, back to where they were afterwards.
 */
export function installSessionHooks(): void {
  // Several calls in flight fail together; the first one leads the user away.
  let leaving = false;
  registerSessionHooks({
    renew: async () => false,
    expired: () => {
      if (leaving) return;
      leaving = true;
      sessionStore.getState().signOut();
      const returnUrl = `${window.location.pathname}${window.location.search}`;
      window.location.assign(`${publicRoutes.login}?returnUrl=${encodeURIComponent(returnUrl)}`);
    },
  });
}
