import { PsosPermissions } from '@portal/shared-contracts';
import { overviewRoute } from '@portal/service-kit';
import type { PsosDb } from '../db';

/**
 * The collection's first figures for the selected LEA (psos.md, Dashboards):
 * listed leavers (L), verification still pending, exclusions (X), respondents (R)
 * and the contact effort so far.
 */
export const overviewRoutes = overviewRoute({
  service: 'psos',
  permissions: [PsosPermissions.Access],
  description: 'The school year selects the collection: the year the youth left school.',
  figures: {
    listed: 'Leavers listed',
    pending: 'Verification pending',
    excluded: 'Excluded',
    respondents: 'Respondents',
    attempts: 'Contact attempts',
  },
  count(db: PsosDb, { leaId, schoolYear }) {
    return db
      .selectFrom('leavers as y')
      .leftJoin('contact_attempts as a', 'a.leaver_id', 'y.id')
      .where('y.lea_id', '=', leaId)
      .where('y.school_year', '=', schoolYear)
      .select((eb) => [
        eb.cast<number>(eb.fn.count('y.id').distinct(), 'integer').as('listed'),
        eb.cast<number>(eb.fn.count('y.id').distinct().filterWhere('y.verification_status', '=', 'Pending'), 'integer').as('pending'),
        eb.cast<number>(eb.fn.count('y.id').distinct().filterWhere('y.verification_status', '=', 'Excluded'), 'integer').as('excluded'),
        eb
          .cast<number>(
            eb.fn
              .count('y.id')
              .distinct()
              .filterWhere(eb.and([eb('y.survey_status', '=', 'Completed'), eb('y.verification_status', '<>', 'Excluded')])),
            'integer',
          )
          .as('respondents'),
        eb.cast<number>(eb.fn.count('a.id'), 'integer').as('attempts'),
      ])
      .executeTakeFirstOrThrow();
  },
});
