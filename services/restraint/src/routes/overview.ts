import { RestraintPermissions } from '@portal/shared-contracts';
import { overviewRoute } from '@portal/service-kit';
import type { RestraintDb } from '../db';

/**
 * The first figures of the restraint dashboard for the selected LEA and year.
 * Students and instances count finalized incidents only, as the reports do
 * (restraint.md, Reports and formulas).
 */
export const overviewRoutes = overviewRoute({
  service: 'restraint',
  permissions: [RestraintPermissions.Access],
  figures: {
    incidents: 'Incidents this year',
    drafts: 'Drafts',
    finalized: 'Finalized',
    students: 'Students involved',
    instances: 'Interventions',
  },
  count(db: RestraintDb, { leaId, schoolYear }) {
    return db
      .selectFrom('incidents as i')
      .leftJoin('incident_students as s', 's.incident_id', 'i.id')
      .leftJoin('interventions as v', 'v.incident_student_id', 's.id')
      .where('i.lea_id', '=', leaId)
      .where('i.school_year', '=', schoolYear)
      .select((eb) => {
        const finalized = eb('i.status', '=', 'Finalized');
        return [
          eb.cast<number>(eb.fn.count('i.id').distinct(), 'integer').as('incidents'),
          eb.cast<number>(eb.fn.count('i.id').distinct().filterWhere('i.status', '=', 'Draft'), 'integer').as('drafts'),
          eb.cast<number>(eb.fn.count('i.id').distinct().filterWhere(finalized), 'integer').as('finalized'),
          eb.cast<number>(eb.fn.count('s.state_student_id').distinct().filterWhere(finalized), 'integer').as('students'),
          eb.cast<number>(eb.fn.count('v.id').filterWhere(finalized), 'integer').as('instances'),
        ];
      })
      .executeTakeFirstOrThrow();
  },
});
