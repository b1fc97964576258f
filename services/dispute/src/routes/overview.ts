import { DisputePermissions } from '@portal/shared-contracts';
import { overviewRoute } from '@portal/service-kit';
import { closedStatuses, uncountedStatuses } from '../case-status';
import { visibleCases } from '../case-visibility';
import type { DisputeDb } from '../db';

/** Cases received about the selected LEA in the year, as far as the caller may see them. */
export const overviewRoutes = overviewRoute({
  service: 'dispute',
  permissions: [DisputePermissions.Access],
  description: 'The school year is the reporting year of SEA receipt.',
  figures: {
    received: 'Cases received',
    open: 'Open cases',
    stateComplaints: 'State complaints',
    dueProcess: 'Due process complaints',
    mediations: 'Mediations and facilitations',
  },
  count(db: DisputeDb, { leaId, schoolYear, principal }) {
    return db
      .selectFrom('requests as r')
      .where('r.lea_id', '=', leaId)
      .where('r.school_year', '=', schoolYear)
      .where('r.status', 'not in', uncountedStatuses)
      .where(visibleCases(principal))
      .select((eb) => [
        eb.cast<number>(eb.fn.count('r.id'), 'integer').as('received'),
        eb.cast<number>(eb.fn.count('r.id').filterWhere('r.status', 'not in', closedStatuses), 'integer').as('open'),
        eb.cast<number>(eb.fn.count('r.id').filterWhere('r.case_type', '=', 'SC'), 'integer').as('stateComplaints'),
        eb.cast<number>(eb.fn.count('r.id').filterWhere('r.case_type', 'in', ['DP', 'EDP']), 'integer').as('dueProcess'),
        eb.cast<number>(eb.fn.count('r.id').filterWhere('r.case_type', 'in', ['MED', 'FAC']), 'integer').as('mediations'),
      ])
      .executeTakeFirstOrThrow();
  },
});
