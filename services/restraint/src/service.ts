import { dayCalendarViews, ofApplication, type ServiceDefinition } from '@portal/service-kit';
import { restraintApp } from '@portal/shared-contracts/restraint';
import { migrations } from './migrations';
import { seedRestraint } from './seed';
import { overviewRoutes } from './routes/overview';
import { incidentRoutes } from './routes/incidents';
import { privateSchoolRoutes } from './routes/private-schools';
import { violationRoutes } from './routes/violations';
import { annualReportRoutes } from './routes/annual-report';
import { incidentReportRoutes } from './routes/incident-report';
import { reportRoutes } from './routes/reports';
import { peopleReportRoutes } from './routes/people-reports';
import type { RestraintDb } from './db';

/** Restraint & Aversive Intervention: incidents, violations, plans and reports. */
export const restraintService: ServiceDefinition<RestraintDb> = {
  ...ofApplication(restraintApp),
  port: 8103,
  migrations,
  reads: ['directory.leas', 'directory.schools', 'casework.plans', ...dayCalendarViews],
  notificationOutbox: true,
  demoSeed: seedRestraint,
  routes: [
    overviewRoutes,
    incidentRoutes,
    privateSchoolRoutes,
    violationRoutes,
    annualReportRoutes,
    incidentReportRoutes,
    reportRoutes,
    peopleReportRoutes,
  ],
};
