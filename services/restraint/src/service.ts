import { dayCalendarViews, ofApplication, type ServiceDefinition } from '@portal/service-kit';
import { restraintApp } from '@portal/shared-contracts/restraint';
import { migrations } from './migrations';
import { seedRestraint } from './seed';
import { overviewRoutes } from './routes/overview';
import { dashboardRoutes } from './routes/dashboard';
import { incidentRoutes } from './routes/incidents';
import { privateSchoolRoutes } from './routes/private-schools';
import { violationRoutes } from './routes/violations';
import { annualReportRoutes } from './routes/annual-report';
import { importRoutes } from './routes/imports';
import { incidentReportRoutes } from './routes/incident-report';
import { seedViolations } from './violations/seed-violations';
import { scheduleRestraintDailyRun } from './violations/daily-run';
import { makeDemoPlans } from './violations/demo-plans';
import { reportRoutes } from './routes/reports';
import { peopleReportRoutes } from './routes/people-reports';
import type { RestraintDb } from './db';

/** Restraint & Aversive Intervention: incidents, violations, plans and reports. */
export const restraintService: ServiceDefinition<RestraintDb> = {
  ...ofApplication(restraintApp),
  port: 8103,
  migrations,
  reads: ['directory.leas', 'directory.schools', 'directory.data_version', 'casework.plans', ...dayCalendarViews],
  notificationOutbox: true,
  async demoSeed(ctx) {
    await seedRestraint(ctx);
    await seedViolations(ctx);
  },
  demoAfterStart: makeDemoPlans,
  routes: [
    overviewRoutes,
    dashboardRoutes,
    incidentRoutes,
    privateSchoolRoutes,
    violationRoutes,
    annualReportRoutes,
    importRoutes,
    incidentReportRoutes,
    reportRoutes,
    peopleReportRoutes,
  ],
  async onReady(app, ctx) {
    app.addHook('onClose', scheduleRestraintDailyRun(ctx, app.log));
  },
};
