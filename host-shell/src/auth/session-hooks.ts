import { publicRoutes } from '@portal/shared-contracts';
import { refreshSession, registerSessionHooks, sessionStore } from '@portal/shared-contracts/sdk/core';

/**
 * How the SDK's HTTP client renews a session (the refresh cookie) and what happens
 * when it cannot (spec 4): the user is signed out and sent to sign in, with the way
 * back to the page they were on.
 */
export function installSessionHooks(): void {
  // Several calls in flight fail together; the first one leads the user away.
  let leaving = false;
  registerSessionHooks({
    renew: refreshSession,
    expired: () => {
      if (leaving || !sessionStore.getState().user) return;
      leaving = true;
      sessionStore.getState().signOut();
      const returnUrl = `${window.location.pathname}${window.location.search}`;
      window.location.assign(`${publicRoutes.login}?returnUrl=${encodeURIComponent(returnUrl)}`);
    },
  });
}
