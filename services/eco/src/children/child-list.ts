import { sql, type RawBuilder } from 'kysely';
import {
  entryRatingField,
  exitRatingField,
  OUTCOMES,
  progressField,
  type ChildListQuery,
  type ChildNextStep,
  type Outcome,
  type RatingPhase,
} from '@portal/shared-contracts/eco';
import { containsPattern, type Actor, type ListSpec } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { inProgramDuring, sqlDay } from '../program-year';
import { qualityFlagsOfChild } from '../report/category-rule-table';
import { childVisibleTo } from './access';
import { childColumns } from './child-record';

// What a child's record lacks and what comes next, in SQL, so the list filters and pages on them.
// Children are aliased c, their entry ratings en, their exit ratings ex.

const column = (alias: 'en' | 'ex', name: 'rating' | 'progress', outcome: Outcome) => sql.ref(`${alias}.${name}_${outcome.toLowerCase()}`);

/** Whether a phase's ratings (en or ex) lack an outcome, or are not there at all. */
export const unrated = (alias: 'en' | 'ex') =>
  sql<boolean>`(${sql.join(
    OUTCOMES.map((o) => sql`${column(alias, 'rating', o)} is null`),
    sql` or `,
  )})`;

/** The field names of what is still to be entered at a phase: entryRatingA, …, and at exit progressA, …. */
function missingAt(phase: RatingPhase): RawBuilder<string[]> {
  const cases =
    phase === 'entry'
      ? OUTCOMES.map((o) => sql`case when ${column('en', 'rating', o)} is null then ${sql.lit(entryRatingField(o))} end`)
      : OUTCOMES.flatMap((o) => [
          sql`case when c.exit_date is not null and ${column('ex', 'rating', o)} is null then ${sql.lit(exitRatingField(o))} end`,
          sql`case when c.exit_date is not null and ${column('ex', 'progress', o)} is null then ${sql.lit(progressField(o))} end`,
        ]);
  return sql<string[]>`array_remove(array[${sql.join(cases)}]::text[], null)`;
}

const step = (name: ChildNextStep) => sql.lit(name);

/** Entry first, then the exit once the child has left; a draft with a rating left out is still being entered. */
const nextStep = sql<ChildNextStep>`case
  when en.id is null or (en.status = 'Draft' and ${unrated('en')}) then ${step('enterEntryRatings')}
  when en.status = 'Draft' then ${step('submitEntryRatings')}
  when en.status = 'Submitted' then ${step('finalizeEntryRatings')}
  when c.exit_date is null then ${step('awaitExit')}
  when ex.id is null or (ex.status = 'Draft' and ${unrated('ex')}) then ${step('enterExitRatings')}
  when ex.status = 'Draft' then ${step('submitExitRatings')}
  when ex.status = 'Submitted' then ${step('finalizeExitRatings')}
  else ${step('complete')}
end`;

/** Children with their ratings and school, as every list of them reads them. */
export function childrenWithRatings(db: EcoDb) {
  return db
    .selectFrom('children as c')
    .leftJoin('outcome_ratings as en', (join) => join.onRef('en.child_id', '=', 'c.id').on('en.phase', '=', 'entry'))
    .leftJoin('outcome_ratings as ex', (join) => join.onRef('ex.child_id', '=', 'c.id').on('ex.phase', '=', 'exit'))
    .leftJoin('directory.schools as s', 's.id', 'c.school_id')
    .select([
      'c.id',
      ...childColumns,
      's.name as schoolName',
      'en.status as entryStatus',
      'ex.status as exitStatus',
      sql<string[]>`${missingAt('entry')} || ${missingAt('exit')}`.as('missing'),
      nextStep.as('nextStep'),
      qualityFlagsOfChild().as('flags'),
    ]);
}

export const childListSpec: ListSpec = {
  sortColumns: {
    lastName: 'c.last_name',
    firstName: 'c.first_name',
    stateStudentId: 'c.state_student_id',
    birthDate: 'c.birth_date',
    entryDate: 'c.entry_date',
    exitDate: 'c.exit_date',
    schoolName: 's.name',
  },
  defaultSort: { field: 'lastName', direction: 'asc' },
  tieBreaker: 'c.id',
};

/** One LEA's children the actor may see, in the program during the school year, filtered as the child list asks. */
export function childListQuery(db: EcoDb, actor: Actor, leaId: number, schoolYear: number, query: ChildListQuery) {
  let children = childrenWithRatings(db).where(childVisibleTo(actor)).where('c.lea_id', '=', leaId).where(inProgramDuring(schoolYear));
  if (query.nextStep) children = children.where(nextStep, '=', query.nextStep);
  if (query.schoolId) children = children.where('c.school_id', '=', query.schoolId);
  if (query.entryFrom) children = children.where('c.entry_date', '>=', sqlDay(query.entryFrom));
  if (query.entryTo) children = children.where('c.entry_date', '<=', sqlDay(query.entryTo));
  if (query.exitFrom) children = children.where('c.exit_date', '>=', sqlDay(query.exitFrom));
  if (query.exitTo) children = children.where('c.exit_date', '<=', sqlDay(query.exitTo));
  if (query.missing) children = children.where(sql<boolean>`cardinality(${missingAt(query.missing)}) > 0`);
  if (query.flag) children = children.where(sql<boolean>`${query.flag} = any(${qualityFlagsOfChild()})`);
  if (query.search?.trim()) {
    const pattern = containsPattern(query.search);
    children = children.where((eb) =>
      eb.or([
        eb(sql`c.first_name || ' ' || c.last_name`, 'ilike', pattern),
        eb(sql`c.last_name || ' ' || c.first_name`, 'ilike', pattern),
        eb('c.state_student_id', 'ilike', pattern),
      ]),
    );
  }
  return children;
}
