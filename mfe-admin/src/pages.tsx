import type { ComponentType } from 'react';
import { appById } from '@portal/shared-contracts';
import { AdminUtilitiesPage } from './features/admin-utils/AdminUtilitiesPage';
import { AuditLogPage } from './features/audit-log/AuditLogPage';
import { CalendarsPage } from './features/calendars/CalendarsPage';
import { EmailLogsPage } from './features/email-logs/EmailLogsPage';
import { ManageLeasPage } from './features/leas/ManageLeasPage';
import { ListManagerPage } from './features/list-manager/ListManagerPage';
import { MailTemplatesPage } from './features/mail-templates/MailTemplatesPage';
import { NotificationEventsPage } from './features/notification-events/NotificationEventsPage';
import { ManageRolesPage } from './features/roles/ManageRolesPage';
import { PermissionsListPage } from './features/roles/PermissionsListPage';
import { ManageSchoolsPage } from './features/schools/ManageSchoolsPage';
import { TextBlocksPage } from './features/text-blocks/TextBlocksPage';
import { ManageUsersPage } from './features/users/ManageUsersPage';

/** This remote's entry in the shared route map: base path, routes and their permissions. */
export const appDefinition = appById('admin');

/** The route whose page shows the figures of the app's own service. */
export const OVERVIEW_PATH = 'manage-users';

/** A page for every route of this app in the route map, keyed by route path. */
export const pages: Record<string, ComponentType> = {
  [OVERVIEW_PATH]: ManageUsersPage,
  'list-manager': ListManagerPage,
  'audit-log': AuditLogPage,
  'manage-text-blocks': TextBlocksPage,
  'email-logs': EmailLogsPage,
  'manage-notification': NotificationEventsPage,
  'admin-utils': AdminUtilitiesPage,
  'mail-templates': MailTemplatesPage,
  'manage-roles': ManageRolesPage,
  'manage-roles/permissions': PermissionsListPage,
  'manage-leas': ManageLeasPage,
  'manage-schools': ManageSchoolsPage,
  calendars: CalendarsPage,
};
