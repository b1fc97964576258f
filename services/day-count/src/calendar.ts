import { isWeekend } from './dates';
import { schoolYearOf } from './holidays';

export type SchoolDayKind = 'instructional' | 'partial' | 'early-release' | 'extended-year' | 'closed';

export const SCHOOL_DAY_KINDS: readonly SchoolDayKind[] = ['instructional', 'partial', 'early-release', 'extended-year', 'closed'];

export interface DayCalendar {
  isHoliday(date: string): boolean;
  /** undefined: no LEA calendar covers the date. */
  schoolDayKind(date: string): SchoolDayKind | undefined;
}

export interface DayCalendarData {
  /** State holiday dates. */
  holidays?: Iterable<string | { date: string }>;
  /** The LEA's calendar days. */
  schoolDays?: Iterable<{ date: string; kind: SchoolDayKind }>;
  /** School years (keyed by the year they end in) the LEA has a calendar for; their unlisted days are closed. */
  schoolYears?: Iterable<number>;
}

export function createDayCalendar(data: DayCalendarData = {}): DayCalendar {
  const holidays = new Set([...(data.holidays ?? [])].map((h) => (typeof h === 'string' ? h : h.date)));
  const kinds = new Map([...(data.schoolDays ?? [])].map((d) => [d.date, d.kind]));
  const years = new Set(data.schoolYears ?? []);
  return {
    isHoliday: (date) => holidays.has(date),
    schoolDayKind: (date) => kinds.get(date) ?? (years.has(schoolYearOf(date)) ? 'closed' : undefined),
  };
}

export function isBusinessDay(date: string, calendar: DayCalendar): boolean {
  return !isWeekend(date) && !calendar.isHoliday(date);
}

/** Partial and early-release days are school days; extended-school-year-only and closed days are not. */
export function countsAsSchoolDay(kind: SchoolDayKind): boolean {
  return kind === 'instructional' || kind === 'partial' || kind === 'early-release';
}
