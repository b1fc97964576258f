import { EcoPermissions } from '@portal/shared-contracts';
import { overviewRoute } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { exitedDuring, inProgramDuring } from '../program-year';

/** The LEA's dashboard counts (eco.md, Workflow): what is missing and what waits for the state. */
export const overviewRoutes = overviewRoute({
  service: 'eco',
  permissions: [EcoPermissions.Access],
  figures: {
    inProgram: 'Children in the program',
    missingEntry: 'Without entry ratings',
    exited: 'Exited this year',
    missingExit: 'Exits without exit ratings',
    awaitingFinalization: 'Waiting for finalization',
  },
  count(db: EcoDb, { leaId, schoolYear }) {
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
          eb.cast<number>(eb.fn.count('c.id').filterWhere('en.id', 'is', null), 'integer').as('missingEntry'),
          eb.cast<number>(eb.fn.count('c.id').filterWhere(exited), 'integer').as('exited'),
          eb.cast<number>(eb.fn.count('c.id').filterWhere(eb.and([exited, eb('ex.id', 'is', null)])), 'integer').as('missingExit'),
          eb
            .cast<number>(eb.fn.count('c.id').filterWhere(eb.or([eb('en.status', '=', 'Submitted'), eb('ex.status', '=', 'Submitted')])), 'integer')
            .as('awaitingFinalization'),
        ];
      })
      .executeTakeFirstOrThrow();
  },
});
