import { MonitoringPermissions } from './monitoring/permissions';
import { RestraintPermissions } from './restraint/permissions';
import { EcoPermissions } from './eco/permissions';
import { DisputePermissions } from './dispute/permissions';
import { PsosPermissions } from './psos/permissions';

export { MonitoringPermissions, RestraintPermissions, EcoPermissions, DisputePermissions, PsosPermissions };

/**
 * The permission catalogue of spec section 6. A permission is a string
 * `Module.permission`; roles hold them and access tokens carry them.
 * The UI (menu, tiles, route guards) and the services check these same constants.
 */
export const Modules = {
  App: 'App',
  RestraintAversiveIntervention: 'RestraintAversiveIntervention',
  Eco: 'Eco',
  DisputeResolution: 'DisputeResolution',
  PostSchoolOutcomesSurvey: 'PostSchoolOutcomesSurvey',
  Monitoring: 'Monitoring',
} as const;
export type ModuleName = (typeof Modules)[keyof typeof Modules];

export const AppPermissions = {
  StateUser: 'App.stateuser',
  StateAdmin: 'App.stateadmin',
  LocalUser: 'App.localuser',
  LocalAdmin: 'App.localadmin',
  SiteAdmin: 'App.siteadmin',
  RolesView: 'App.roles.view',
  RolesManage: 'App.roles.manage',
  RolesAssign: 'App.roles.assign',
  AllLeas: 'App.data.allleas',
  UsersView: 'App.users.view',
  UsersManage: 'App.users.manage',
  JurisdictionUsersView: 'App.jurisdiction-users.view',
  LeasManage: 'App.leas.manage',
  SchoolsManage: 'App.schools.manage',
  EmailLogsView: 'App.emaillogs.view',
  TextBlocksManage: 'App.textblocks.manage',
  NotificationManage: 'App.notification.manage',
  ListManagerManage: 'App.listmanager.manage',
  /** Not in spec 6's list: the Audit Log page has its own key, as every admin page does. */
  AuditLogView: 'App.auditlog.view',
} as const;

export const Permissions = {
  App: AppPermissions,
  Monitoring: MonitoringPermissions,
  RestraintAversiveIntervention: RestraintPermissions,
  Eco: EcoPermissions,
  DisputeResolution: DisputePermissions,
  PostSchoolOutcomesSurvey: PsosPermissions,
} as const;

type ValuesOf<T> = T[keyof T];
export type Permission = ValuesOf<{ [M in keyof typeof Permissions]: ValuesOf<(typeof Permissions)[M]> }>;

/** A permission record as spec 3 draws it (name, value, groupName, description). */
export interface PermissionRecord {
  name: string;
  value: Permission;
  groupName: ModuleName;
  description: string;
}

function describe(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

export const permissionCatalogue: readonly PermissionRecord[] = Object.entries(Permissions).flatMap(([group, perms]) =>
  Object.entries(perms).map(([name, value]) => ({
    name,
    value: value as Permission,
    groupName: group as ModuleName,
    description: `${group}: ${describe(name)}`,
  })),
);

/** Any one of `required` grants access (spec 6); an empty list means "signed in is enough". */
export function hasAnyPermission(held: Iterable<string>, required: readonly string[]): boolean {
  if (required.length === 0) return true;
  const set = held instanceof Set ? (held as Set<string>) : new Set(held);
  return required.some((p) => set.has(p));
}

/** Spec 2: the Admin menu requires an admin user. */
export const adminUserPermissions = [AppPermissions.SiteAdmin, AppPermissions.StateAdmin, AppPermissions.LocalAdmin] as const;
export function isAdminUser(held: Iterable<string>): boolean {
  return hasAnyPermission(held, adminUserPermissions);
}
