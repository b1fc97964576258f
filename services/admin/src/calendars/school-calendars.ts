import { sql, type ExpressionBuilder } from 'kysely';
import { isDate, schoolYearRange } from '@portal/day-count';
import { FieldMessages } from '@portal/shared-contracts';
import {
  CalendarLimits,
  CalendarMessages,
  SCHOOL_CALENDAR_COLUMNS,
  SCHOOL_DAY_KINDS,
  type SchoolCalendar,
  type SchoolCalendarColumn,
  type SchoolCalendarDay,
  type SchoolCalendarSummary,
  type SchoolDayKindValue,
} from '@portal/shared-contracts/admin';
import { HttpError, notFound, readLea, type Actor, type CsvFile, type CsvFileSpec } from '@portal/service-kit';
import { recordAdminAudit } from '../audit/admin-audit';
import type { AdminDatabase, AdminDb } from '../db';

/** An LEA calendar file: date and kind, an optional note, a line per listed day of one school year. */
export const calendarFileSpec: CsvFileSpec<SchoolCalendarColumn> = {
  columns: SCHOOL_CALENDAR_COLUMNS,
  optional: ['note'],
  maxBytes: CalendarLimits.importBytes,
  maxRows: CalendarLimits.importRows,
  messages: CalendarMessages,
};

/**
 * The one visibility rule of school calendars, for the list and the single read alike: a user who
 * may work in every LEA sees all, anyone else the calendars of their own LEAs.
 */
function visibleTo(actor: Actor) {
  return (eb: ExpressionBuilder<AdminDatabase, 'school_calendars'>) =>
    actor.allLeas ? eb.val(true) : actor.leaIds.length ? eb('school_calendars.lea_id', 'in', actor.leaIds) : eb.val(false);
}

const emptyCounts = (): Record<SchoolDayKindValue, number> =>
  Object.fromEntries(SCHOOL_DAY_KINDS.map((k) => [k, 0])) as Record<SchoolDayKindValue, number>;

async function summaries(db: AdminDb, actor: Actor, where: { schoolYear: number; leaId?: number }): Promise<SchoolCalendarSummary[]> {
  let query = db
    .selectFrom('school_calendars')
    .innerJoin('directory.leas as l', 'l.id', 'school_calendars.lea_id')
    .leftJoin('school_calendar_days as d', (join) =>
      join.onRef('d.lea_id', '=', 'school_calendars.lea_id').onRef('d.school_year', '=', 'school_calendars.school_year'),
    )
    .select([
      'school_calendars.lea_id as leaId',
      'l.name as leaName',
      'school_calendars.school_year as schoolYear',
      'school_calendars.imported_at as importedAt',
      'd.kind',
    ])
    .select((eb) => eb.fn.count<number>('d.date').as('days'))
    .where('school_calendars.school_year', '=', where.schoolYear)
    .where(visibleTo(actor))
    .groupBy(['school_calendars.lea_id', 'l.name', 'school_calendars.school_year', 'school_calendars.imported_at', 'd.kind'])
    .orderBy('l.name');
  if (where.leaId !== undefined) query = query.where('school_calendars.lea_id', '=', where.leaId);
  const byLea = new Map<number, SchoolCalendarSummary>();
  for (const row of await query.execute()) {
    const summary = byLea.get(row.leaId) ?? {
      leaId: row.leaId,
      leaName: row.leaName,
      schoolYear: row.schoolYear,
      importedAt: new Date(row.importedAt).toISOString(),
      counts: emptyCounts(),
    };
    if (row.kind) summary.counts[row.kind] = Number(row.days);
    byLea.set(row.leaId, summary);
  }
  return [...byLea.values()];
}

export function listSchoolCalendars(db: AdminDb, actor: Actor, schoolYear: number): Promise<SchoolCalendarSummary[]> {
  return summaries(db, actor, { schoolYear });
}

export async function readSchoolCalendar(db: AdminDb, actor: Actor, leaId: number, schoolYear: number): Promise<SchoolCalendar> {
  const [summary] = await summaries(db, actor, { schoolYear, leaId });
  if (!summary) throw notFound(CalendarMessages.noCalendar(schoolYear));
  const days = await db
    .selectFrom('school_calendar_days')
    .select([sql<string>`date::text`.as('date'), 'kind', 'note'])
    .where('lea_id', '=', leaId)
    .where('school_year', '=', schoolYear)
    .orderBy('date')
    .execute();
  return { ...summary, days };
}

const kindOf = (value: string): SchoolDayKindValue | undefined => {
  const normal = value.toLowerCase().replace(/[\s_]+/g, '-');
  return SCHOOL_DAY_KINDS.find((k) => k === normal);
};

/**
 * The days of a calendar file, or a 400 listing every line's errors: a calendar is taken whole or not
 * at all, since a day left out would count as closed.
 */
export function calendarDays(file: CsvFile<SchoolCalendarColumn>, schoolYear: number): SchoolCalendarDay[] {
  const { from, to } = schoolYearRange(schoolYear);
  const errors: string[] = [];
  const lines = new Map<string, number[]>();
  const days: SchoolCalendarDay[] = [];
  for (const row of file.rows) {
    const problem = (column: string | null, message: string) => errors.push(CalendarMessages.line(row.line, column, message));
    if (row.fields !== row.expectedFields) problem(null, CalendarMessages.fieldCount(row.fields, row.expectedFields));
    const { date, note } = row.values;
    const kind = kindOf(row.values.kind);
    if (!date) problem('date', FieldMessages.required);
    else if (!isDate(date)) problem('date', FieldMessages.invalidDate);
    else if (date < from || date > to) problem('date', CalendarMessages.outsideYear(schoolYear));
    else lines.set(date, [...(lines.get(date) ?? []), row.line]);
    if (!row.values.kind) problem('kind', FieldMessages.required);
    else if (!kind) problem('kind', CalendarMessages.kind);
    if (note.length > CalendarLimits.note) problem('note', CalendarMessages.noteTooLong);
    if (kind && isDate(date)) days.push({ date, kind, note: note || null });
  }
  for (const [date, at] of lines)
    if (at.length > 1) errors.push(CalendarMessages.line(at[0]!, 'date', CalendarMessages.repeatedDate(date, at)));
  if (!file.rows.length) errors.push(CalendarMessages.noDays);
  if (errors.length) throw new HttpError(400, 'BAD_REQUEST', CalendarMessages.notImported(errors.length), undefined, { reasons: errors });
  return days;
}

/** Replaces the LEA's calendar of the school year with the file's days, in one transaction. */
export async function importSchoolCalendar(
  trx: AdminDb,
  actor: Actor,
  target: { leaId: number; schoolYear: number },
  days: SchoolCalendarDay[],
): Promise<SchoolCalendar> {
  const { leaId, schoolYear } = target;
  await readLea(trx, leaId);
  // The upsert locks the calendar's row: a second import of the same calendar waits for this one.
  await trx
    .insertInto('school_calendars')
    .values({ lea_id: leaId, school_year: schoolYear, imported_by: actor.userId })
    .onConflict((oc) => oc.columns(['lea_id', 'school_year']).doUpdateSet({ imported_at: sql`now()`, imported_by: actor.userId }))
    .execute();
  await trx.deleteFrom('school_calendar_days').where('lea_id', '=', leaId).where('school_year', '=', schoolYear).execute();
  for (let start = 0; start < days.length; start += 200)
    await trx
      .insertInto('school_calendar_days')
      .values(days.slice(start, start + 200).map((d) => ({ lea_id: leaId, school_year: schoolYear, ...d })))
      .execute();
  // Read back through the one visibility rule: a calendar of an LEA the actor may not see rolls back as not found.
  const calendar = await readSchoolCalendar(trx, actor, leaId, schoolYear);
  await recordAdminAudit(trx, actor, {
    event: 'school-calendar-imported',
    entityType: 'school-calendar',
    entityId: `${leaId}/${schoolYear}`,
    leaId,
    details: { schoolYear, ...calendar.counts },
  });
  return calendar;
}

export async function deleteSchoolCalendar(trx: AdminDb, actor: Actor, leaId: number, schoolYear: number): Promise<void> {
  const deleted = await trx
    .deleteFrom('school_calendars')
    .where('lea_id', '=', leaId)
    .where('school_year', '=', schoolYear)
    .where(visibleTo(actor))
    .returning('lea_id')
    .executeTakeFirst();
  if (!deleted) throw notFound(CalendarMessages.noCalendar(schoolYear));
  await recordAdminAudit(trx, actor, {
    event: 'school-calendar-deleted',
    entityType: 'school-calendar',
    entityId: `${leaId}/${schoolYear}`,
    leaId,
    details: { schoolYear },
  });
}
