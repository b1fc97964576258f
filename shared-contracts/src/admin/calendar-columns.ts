import type { TableColumn } from '../downloads';
import { schoolYearLabel } from '../school-year';
import type { SchoolCalendarDay, SchoolDayKindValue } from './calendar-schemas';

/** A kind of school day in the Calendars page's words. */
export const SchoolDayKindLabels: Record<SchoolDayKindValue, string> = {
  instructional: 'Instructional',
  partial: 'Partial',
  'early-release': 'Early release',
  'extended-year': 'Extended year only',
  closed: 'Closed',
};

/** The day of the week of a YYYY-MM-DD day, as 'Mon', wherever the reader is. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });

/** The days of an LEA's school calendar, as the Calendars page's table and its CSV and .xlsx show them. */
export const schoolCalendarDayColumns: readonly TableColumn<SchoolCalendarDay>[] = [
  { key: 'date', header: 'Date', kind: 'day', value: (d) => d.date },
  { key: 'weekday', header: 'Day', value: (d) => weekdayOf(d.date) },
  { key: 'kind', header: 'Kind', value: (d) => SchoolDayKindLabels[d.kind] },
  { key: 'note', header: 'Note', value: (d) => d.note },
];

/** The name of a calendar's file, without its extension: 'school-calendar Adams Public Schools 2024-2025'. */
export const schoolCalendarFileName = (leaName: string, schoolYear: number) => `school-calendar ${leaName} ${schoolYearLabel(schoolYear)}`;
