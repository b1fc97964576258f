import { ofApplication, type ServiceDefinition } from '@portal/service-kit';
import { adminApp } from '@portal/shared-contracts/admin';
import { migrations } from './migrations';
import { auditLogRoutes } from './routes/audit-log';
import { calendarRoutes } from './routes/calendars';
import { listRoutes } from './routes/lists';
import { overviewRoutes } from './routes/overview';
import type { AdminDb } from './db';

/**
 * Administration beyond the identity service's users, roles and directory: the
 * List Manager's lookup lists, the Audit Log read over every service's audit
 * trail, and the calendars day counting uses (state holidays, LEA school calendars).
 * It has no demo seed: its standard lists and the state holidays are reference data
 * and arrive with the migrations.
 */
export const adminService: ServiceDefinition<AdminDb> = {
  ...ofApplication(adminApp),
  port: 8102,
  migrations,
  reads: ['directory.leas', 'directory.schools', 'directory.users'],
  readsAuditTrails: true,
  routes: [overviewRoutes, listRoutes, auditLogRoutes, calendarRoutes],
};
