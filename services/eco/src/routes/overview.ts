import { sql, type SqlBool } from 'kysely';
import { EcoPermissions } from '@portal/shared-contracts';
import { overviewRoute } from '@portal/service-kit';
import { unrated } from '../children/child-list';
import type { EcoDb } from '../db';
import { exitedDuring, inProgramDuring } from '../program-year';

/**
 * The LEA's dashboard counts (eco.md, Workflow): children without entry ratings past the entry
 * window, exits without exit ratings, records waiting for finalization. Ratings count as there
 * once all three outcomes are rated; the window is the state's setting, counted to the state's today.
 */
export const overviewRoutes = overviewRoute({
  service: 'eco',
  permissions: [EcoPermissions.Access],
  figures: {
    inProgram: 'Children in the program',
    entryOverdue: 'Without entry ratings past the entry window',
    exited: 'Exited this year',
    missingExit: 'Exits without exit ratings',
    awaitingFinalization: 'Waiting for finalization',
  },
  count(db: EcoDb, { leaId, schoolYear, timeZone }) {
    const entryWindowDays = db.selectFrom('settings').select('entry_window_days');
    const pastEntryWindow = sql<SqlBool>`c.entry_date + (${entryWindowDays}) < (now() at time zone ${timeZone})::date`;
    return db
      .selectFrom('children as c')
      .leftJoin('outcome_ratings as en', (join) => join.onRef('en.child_id', '=', 'c.id').on('en.phase', '=', 'entry'))
      .leftJoin('outcome_ratings as ex', (join) => join.onRef('ex.child_id', '=', 'c.id').on('ex.phase', '=', 'exit'))
      .where('c.lea_id', '=', leaId)
      .where(inProgramDuring(schoolYear))
      .select((eb) => {
        const exited = exitedDuring(schoolYear);
        return [
          eb.cast<number>(eb.fn.count('c.id'), 'integer').as('inProgram'),
          eb.cast<number>(eb.fn.count('c.id').filterWhere(eb.and([unrated('en'), pastEntryWindow])), 'integer').as('entryOverdue'),
          eb.cast<number>(eb.fn.count('c.id').filterWhere(exited), 'integer').as('exited'),
          eb.cast<number>(eb.fn.count('c.id').filterWhere(eb.and([exited, unrated('ex')])), 'integer').as('missingExit'),
          eb
            .cast<number>(
              eb.fn.count('c.id').filterWhere(eb.or([eb('en.status', '=', 'Submitted'), eb('ex.status', '=', 'Submitted')])),
              'integer',
            )
            .as('awaitingFinalization'),
        ];
      })
      .executeTakeFirstOrThrow();
  },
});
