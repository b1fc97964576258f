import { DEFAULT_HOME_URL, Roles, publicRoutes } from '@portal/shared-contracts';
import { disputeApp } from '@portal/shared-contracts/dispute';

/**
 * Spec 2 and 4: a public dispute requester goes to the request page; everyone
 * else to the returnUrl (only a path on this site, never another origin).
 */
export function postLoginPath(roles: readonly string[], returnUrl: string | null): string {
  if (roles.includes(Roles.DisputePublicUser)) return `${disputeApp.basePath}/request`;
  if (!returnUrl || !returnUrl.startsWith('/') || returnUrl.startsWith('//') || returnUrl.startsWith(publicRoutes.login))
    return DEFAULT_HOME_URL;
  return returnUrl;
}
