import type { ServiceDefinition } from '@portal/service-kit';
import { scheduleDeadlineNotices } from './daily/cap-deadlines';
import type { FindingsDb } from './db';
import { migrations } from './migrations';
import { findingRoutes } from './routes/findings';
import { seedFindingsDemo } from './seed';
import { readFindingsSettings } from './settings';

const settings = readFindingsSettings();

/**
 * Findings and corrective plans, the one owner of restraint's, dispute's and monitoring's findings:
 * an engine, not an application, so it has no pages of its own. The applications reach it through
 * its API; reports read its published views (`casework.plans`, `casework.findings`).
 */
export const findingsService: ServiceDefinition<FindingsDb> = {
  name: 'findings',
  title: 'Findings',
  schema: 'findings',
  apiPrefixes: ['/api/findings'],
  port: 8109,
  migrations,
  reads: ['directory.leas', 'directory.users', 'directory.user_leas', 'directory.user_permissions', 'casework.document_versions'],
  notificationOutbox: true,
  demoSeed: seedFindingsDemo,
  routes: [findingRoutes(settings)],
  async onReady(app, ctx) {
    const stop = scheduleDeadlineNotices(ctx, settings, app.log);
    app.addHook('onClose', stop);
  },
};
