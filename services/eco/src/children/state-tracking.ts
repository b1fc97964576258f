import { sql, type Expression, type SqlBool } from 'kysely';
import type { StateTracking } from '@portal/shared-contracts/eco';
import type { EcoDb } from '../db';
import { exitedDuring, inProgramDuring } from '../program-year';
import { unrated } from './child-list';

const rated = (alias: 'en' | 'ex') => sql<boolean>`not ${unrated(alias)}`;

/**
 * Every LEA's completion for the school year, in one grouped query: entry ratings are due for
 * every child in the program during the year, exit ratings for every child who exited in it.
 */
export async function stateTracking(db: EcoDb, schoolYear: number): Promise<StateTracking> {
  const exited = exitedDuring(schoolYear);
  const rows = await db
    .selectFrom('directory.leas as l')
    .leftJoin('children as c', (join) => join.onRef('c.lea_id', '=', 'l.id').on(inProgramDuring(schoolYear)))
    .leftJoin('outcome_ratings as en', (join) => join.onRef('en.child_id', '=', 'c.id').on('en.phase', '=', 'entry'))
    .leftJoin('outcome_ratings as ex', (join) => join.onRef('ex.child_id', '=', 'c.id').on('ex.phase', '=', 'exit'))
    .select((eb) => {
      const count = (where?: Expression<SqlBool>) =>
        eb.cast<number>(where ? eb.fn.count('c.id').filterWhere(where) : eb.fn.count('c.id'), 'integer');
      return [
        'l.id as leaId',
        'l.name as leaName',
        'l.lea_code as leaCode',
        count().as('inProgram'),
        count(rated('en')).as('withEntryRatings'),
        count(exited).as('exited'),
        count(sql<boolean>`${exited} and ${rated('ex')}`).as('withExitRatings'),
        count(sql<boolean>`en.status = 'Submitted' or ex.status = 'Submitted'`).as('awaitingFinalization'),
        count(sql<boolean>`en.status = 'Finalized'`).as('entryFinalized'),
        count(sql<boolean>`${exited} and ex.status = 'Finalized'`).as('exitFinalized'),
      ];
    })
    .groupBy(['l.id', 'l.name', 'l.lea_code'])
    .orderBy('l.name')
    .orderBy('l.id')
    .execute();
  return {
    schoolYear,
    leas: rows.map(({ entryFinalized, exitFinalized, ...lea }) => {
      const due = lea.inProgram + lea.exited;
      return { ...lea, completionPercent: due === 0 ? null : ((entryFinalized + exitFinalized) / due) * 100 };
    }),
  };
}
