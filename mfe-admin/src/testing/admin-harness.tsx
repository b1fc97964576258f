// Test-only: the admin app at one of its routes as the host mounts it, with the calls it makes faked over fetch.
import { AppPermissions, type LeaSummary } from '@portal/shared-contracts';
import { renderRemoteRoute } from '@portal/shared-contracts/testing';
import AdminApp from '../App';
import { appDefinition } from '../pages';

export { installApi, refusal, type ApiCall, type ApiHandler } from '@portal/shared-contracts/testing';

export const leas: LeaSummary[] = [
  { id: 1, name: 'State Department of Education', leaCode: '00-0000', isIncludedInCharterGroup: false, isNdeLevelDistrict: true },
  { id: 2, name: 'Adams Public Schools', leaCode: '01-1000', isIncludedInCharterGroup: false, isNdeLevelDistrict: false },
];

/** A state administrator's permissions for one admin page: an admin user holding the page's key. */
export const adminWith = (...keys: string[]) => [AppPermissions.StateAdmin, AppPermissions.AllLeas, ...keys];

/** Renders the admin app at `/admin/{route}` for a user holding `permissions`, as the shell mounts it. */
export function renderAdminRoute(route: string, permissions: readonly string[]) {
  return renderRemoteRoute({ app: appDefinition, App: AdminApp, route, permissions, leas, currentLeaId: leas[0]!.id });
}
