import { defineApp } from '../app-definition';
import { mailTypeViewPermissions } from '../mail-templates';
import { AppPermissions as A } from '../permissions';

/** Administration: the one place its title, base path, routes and menu are written. */
export const adminApp = defineApp({
  id: 'admin',
  remoteName: 'mfe_admin',
  title: 'Admin',
  basePath: '/admin',
  apiPrefix: '/api/admin',
  permissions: [A.SiteAdmin, A.StateAdmin, A.LocalAdmin],
  routes: [
    { path: 'manage-users', breadcrumb: 'Manage Users', permissions: [A.UsersView, A.JurisdictionUsersView] },
    { path: 'manage-roles', breadcrumb: 'Manage Roles', permissions: [A.RolesView, A.RolesManage] },
    { path: 'manage-roles/permissions', breadcrumb: 'Permissions List', permissions: [A.RolesView, A.RolesManage] },
    { path: 'manage-leas', breadcrumb: 'Manage LEAs', permissions: [A.LeasManage] },
    { path: 'manage-schools', breadcrumb: 'Manage Schools', permissions: [A.SchoolsManage] },
    { path: 'calendars', breadcrumb: 'Calendars', permissions: [A.LeasManage] },
    { path: 'email-logs', breadcrumb: 'Email Logs', permissions: [A.EmailLogsView] },
    { path: 'manage-text-blocks', breadcrumb: 'Manage Text Blocks', permissions: [A.TextBlocksManage] },
    { path: 'list-manager', breadcrumb: 'List Manager', permissions: [A.ListManagerManage] },
    { path: 'manage-notification', breadcrumb: 'Manage Notification Events', permissions: [A.NotificationManage] },
    { path: 'admin-utils', breadcrumb: 'Admin Utilities', permissions: [A.RolesManage] },
    { path: 'mail-templates', breadcrumb: 'Mail Templates', permissions: mailTypeViewPermissions },
    { path: 'audit-log', breadcrumb: 'Audit Log', permissions: [A.AuditLogView] },
  ],
  menu: [
    { label: 'Manage Users', route: 'manage-users' },
    {
      label: 'Roles & Permissions',
      children: [
        { label: 'Manage Roles', route: 'manage-roles' },
        { label: 'Permissions List', route: 'manage-roles/permissions' },
      ],
    },
    { label: 'Manage LEAs', route: 'manage-leas' },
    { label: 'Manage Schools', route: 'manage-schools' },
    { label: 'Email Logs', route: 'email-logs' },
    { label: 'Manage Text Blocks', route: 'manage-text-blocks' },
    { label: 'List Manager', route: 'list-manager' },
    { label: 'Manage Notification Events', route: 'manage-notification' },
    // Not in spec 2's menu: without an item, no one could reach these pages.
    { label: 'Audit Log', route: 'audit-log' },
    { label: 'Admin Utilities', route: 'admin-utils' },
    { label: 'Mail Templates', route: 'mail-templates' },
    // Not in spec 2's menu either: the state holiday and LEA school calendars every deadline counts on (issue 16).
    { label: 'Calendars', route: 'calendars' },
  ],
});
