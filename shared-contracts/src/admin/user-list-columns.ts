import type { TableColumn } from '../downloads';
import type { UserListItem } from './user-schemas';

/** Whether a user may sign in, in Manage Users' words. */
export const UserStatusWords = { enabled: 'Enabled', disabled: 'Disabled' } as const;

/** Manage Users' columns, as its table and its CSV and .xlsx show them; keys are the sort fields where they sort. */
export const userListColumns: readonly TableColumn<UserListItem>[] = [
  { key: 'fullName', header: 'Full Name', value: (u) => u.fullName },
  { key: 'userName', header: 'User Name', value: (u) => u.userName },
  { key: 'email', header: 'Email', value: (u) => u.email },
  { key: 'jobTitle', header: 'Job Title', value: (u) => u.jobTitle },
  { key: 'roles', header: 'Roles', value: (u) => u.roles.join(', ') },
  { key: 'leas', header: 'LEAs', value: (u) => u.leas.join(', ') },
  { key: 'enabled', header: 'Status', value: (u) => (u.enabled ? UserStatusWords.enabled : UserStatusWords.disabled) },
  { key: 'createdAt', header: 'Created', kind: 'instant', value: (u) => u.createdAt },
];
