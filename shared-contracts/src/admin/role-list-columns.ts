import type { TableColumn } from '../downloads';
import type { PermissionEntry, RoleRecord } from './role-schemas';
import { yesNo } from './yes-no';

/**
 * Manage Roles' columns, as its table and its CSV and .xlsx show them; keys are the sort fields
 * where they sort. A role's permissions are counted here; the role's dialog lists them.
 */
export const roleListColumns: readonly TableColumn<RoleRecord>[] = [
  { key: 'name', header: 'Name', value: (r) => r.name },
  { key: 'description', header: 'Description', value: (r) => r.description },
  { key: 'userCount', header: 'Users', kind: 'number', value: (r) => r.userCount },
  { key: 'builtIn', header: 'Built In', value: (r) => yesNo(r.builtIn) },
  { key: 'permissions', header: 'Permissions', kind: 'number', value: (r) => r.permissions.length },
];

/** The Permissions List's columns, under the names spec 3 gives the record's fields; every one sorts. */
export const permissionListColumns: readonly TableColumn<PermissionEntry>[] = [
  { key: 'name', header: 'name', value: (p) => p.name },
  { key: 'value', header: 'value', value: (p) => p.value },
  { key: 'groupName', header: 'groupName', value: (p) => p.groupName },
  { key: 'description', header: 'description', value: (p) => p.description },
];
