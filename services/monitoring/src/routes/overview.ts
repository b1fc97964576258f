import { MonitoringPermissions } from '@portal/shared-contracts';
import { overviewRoute } from '@portal/service-kit';
import type { MonitoringDb } from '../db';
import { visibleVisits } from '../visit-visibility';

/** The selected LEA's visits of the year by stage of the lifecycle (monitoring.md, Visit lifecycle). */
export const overviewRoutes = overviewRoute({
  service: 'monitoring',
  permissions: [MonitoringPermissions.Access],
  figures: {
    visits: 'Visits this year',
    upcoming: 'Planned or notified',
    inReview: 'In review',
    inCorrection: 'Report issued or in correction',
    closed: 'Closed',
  },
  count(db: MonitoringDb, { leaId, schoolYear, principal }) {
    return db
      .selectFrom('visits as v')
      .where('v.lea_id', '=', leaId)
      .where('v.school_year', '=', schoolYear)
      .where('v.status', '<>', 'Cancelled')
      .where(visibleVisits(principal))
      .select((eb) => [
        eb.cast<number>(eb.fn.count('v.id'), 'integer').as('visits'),
        eb.cast<number>(eb.fn.count('v.id').filterWhere('v.status', 'in', ['Planned', 'Notified']), 'integer').as('upcoming'),
        eb
          .cast<number>(eb.fn.count('v.id').filterWhere('v.status', 'in', ['SampleLocked', 'InReview', 'ReviewComplete']), 'integer')
          .as('inReview'),
        eb.cast<number>(eb.fn.count('v.id').filterWhere('v.status', 'in', ['ReportIssued', 'Correction']), 'integer').as('inCorrection'),
        eb.cast<number>(eb.fn.count('v.id').filterWhere('v.status', '=', 'Closed'), 'integer').as('closed'),
      ])
      .executeTakeFirstOrThrow();
  },
});
