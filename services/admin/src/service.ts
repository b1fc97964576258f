import type { ServiceDefinition } from '@portal/service-kit';
import { migrations } from './migrations';
import { overviewRoutes } from './routes/overview';

/**
 * Administration beyond the identity service's users, roles and directory: the
 * List Manager's lookup lists. It has no demo seed: its standard lists are
 * reference data and arrive with the migrations.
 */
export const adminService: ServiceDefinition = {
  name: 'admin',
  title: 'Admin',
  schema: 'admin',
  apiPrefixes: ['/api/admin'],
  port: 8102,
  migrations,
  routes: [overviewRoutes],
};
