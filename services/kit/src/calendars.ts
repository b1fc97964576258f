import type { Kysely } from 'kysely';
import { createDayCalendar, schoolYearOf, type DayCalendar, type SchoolDayKind } from '@portal/day-count';
import type { AnyDb } from './db';
import type { PublishedView } from './service';

/** The views `readDayCalendar` reads: a service counting days lists them in its `reads`. */
export const dayCalendarViews = [
  'reference.state_holidays',
  'reference.school_calendars',
  'reference.school_calendar_days',
] as const satisfies readonly PublishedView[];

interface CalendarViews {
  'reference.state_holidays': { date: string; name: string; school_year: number };
  'reference.school_calendars': { lea_id: number; school_year: number };
  'reference.school_calendar_days': { lea_id: number; date: string; kind: SchoolDayKind };
}

/**
 * The state holidays and the LEA's school calendar (admin's reference data) for the dates from
 * `from` to `to`, as the day-counting library takes them. Without `leaId` every school day falls back
 * to business days. A question about a date outside the range throws rather than answer wrongly: read
 * a range wide enough for the count, e.g. `calendarWindow` of @portal/day-count.
 */
export async function readDayCalendar(db: AnyDb, range: { leaId?: number | null; from: string; to: string }): Promise<DayCalendar> {
  const views: Kysely<CalendarViews> = db;
  const { leaId, from, to } = range;
  const [holidays, years, days] = await Promise.all([
    views
      .selectFrom('reference.state_holidays')
      .select((eb) => eb.cast<string>('date', 'text').as('date'))
      .where('date', '>=', from)
      .where('date', '<=', to)
      .execute(),
    leaId == null
      ? []
      : views
          .selectFrom('reference.school_calendars')
          .select('school_year')
          .where('lea_id', '=', leaId)
          .where('school_year', '>=', schoolYearOf(from))
          .where('school_year', '<=', schoolYearOf(to))
          .execute(),
    leaId == null
      ? []
      : views
          .selectFrom('reference.school_calendar_days')
          .select((eb) => [eb.cast<string>('date', 'text').as('date'), 'kind'])
          .where('lea_id', '=', leaId)
          .where('date', '>=', from)
          .where('date', '<=', to)
          .execute(),
  ]);
  const calendar = createDayCalendar({ holidays, schoolDays: days, schoolYears: years.map((y) => y.school_year) });
  const inRange = (date: string) => {
    if (date < from || date > to) throw new RangeError(`The day calendar was read for ${from} to ${to}, not ${date}: read a wider range.`);
  };
  return {
    isHoliday: (date) => (inRange(date), calendar.isHoliday(date)),
    schoolDayKind: (date) => (inRange(date), calendar.schoolDayKind(date)),
  };
}
