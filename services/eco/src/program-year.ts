import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { ChildrenTable } from './db';

// Conditions on children aliased `c`, shared by the figures and the lists.
const eb = expressionBuilder<{ c: ChildrenTable }, 'c'>();

/** An ISO day as an SQL date, to compare with date columns. */
export const sqlDay = (iso: string): Expression<Date> => eb.cast<Date>(eb.val(iso), 'date');

/** First and last day of the school year ending in `schoolYear` (1 July to 30 June), as SQL dates. */
function schoolYearDays(schoolYear: number) {
  return { first: sqlDay(`${schoolYear - 1}-07-01`), last: sqlDay(`${schoolYear}-06-30`) };
}

/** In the program at any time during the school year: entered by its last day, not exited before its first. */
export function inProgramDuring(schoolYear: number): Expression<SqlBool> {
  const { first, last } = schoolYearDays(schoolYear);
  return eb.and([eb('c.entry_date', '<=', last), eb.or([eb('c.exit_date', 'is', null), eb('c.exit_date', '>=', first)])]);
}

/** Exited during the school year: the children indicator B7 reports on. */
export function exitedDuring(schoolYear: number): Expression<SqlBool> {
  const { first, last } = schoolYearDays(schoolYear);
  return eb.between('c.exit_date', first, last);
}
