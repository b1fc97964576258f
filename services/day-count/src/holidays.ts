import { addDays, dateOf, weekday } from './dates';

export interface Holiday {
  date: string;
  name: string;
}

/** The nth (1-based) given weekday of a month; n = -1 is the last. */
function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n > 0) {
    const first = dateOf(year, month, 1);
    return addDays(first, ((day - weekday(first) + 7) % 7) + (n - 1) * 7);
  }
  const last = dateOf(year, month + 1, 0);
  return addDays(last, -((weekday(last) - day + 7) % 7));
}

/** A fixed-date holiday on a Saturday is observed the Friday before, on a Sunday the Monday after (5 U.S.C. 6103(b)). */
function observed(date: string, name: string): Holiday {
  const d = weekday(date);
  if (d === 6) return { date: addDays(date, -1), name: `${name} (observed)` };
  if (d === 0) return { date: addDays(date, 1), name: `${name} (observed)` };
  return { date, name };
}

function federalOf(year: number): Holiday[] {
  const list: Holiday[] = [
    observed(dateOf(year, 1, 1), "New Year's Day"),
    { date: nthWeekday(year, 1, 1, 3), name: 'Birthday of Martin Luther King, Jr.' },
    { date: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" },
    { date: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
    observed(dateOf(year, 7, 4), 'Independence Day'),
    { date: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 10, 1, 2), name: 'Columbus Day' },
    observed(dateOf(year, 11, 11), 'Veterans Day'),
    { date: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    observed(dateOf(year, 12, 25), 'Christmas Day'),
  ];
  // Juneteenth became a federal holiday on 17 June 2021.
  if (year >= 2021) list.push(observed(dateOf(year, 6, 19), 'Juneteenth National Independence Day'));
  return list;
}

function inYear(year: number, list: Holiday[]): Holiday[] {
  return list.filter((h) => h.date.startsWith(`${year}-`)).sort((a, b) => a.date.localeCompare(b.date));
}

/** U.S. federal holidays whose (observed) date falls in the calendar year; New Year's Day on a Saturday is observed on 31 December of the year before. */
export function federalHolidays(year: number): Holiday[] {
  return inYear(year, [...federalOf(year), ...federalOf(year + 1)]);
}

/** Nevada's own state holidays (NRS 236.015): Nevada Day, the last Friday of October, and Family Day, the day after Thanksgiving. */
export function nevadaHolidays(year: number): Holiday[] {
  return [
    { date: nthWeekday(year, 10, 5, -1), name: 'Nevada Day' },
    { date: addDays(nthWeekday(year, 11, 4, 4), 1), name: 'Family Day' },
  ].sort((a, b) => a.date.localeCompare(b.date));
}

/** The state holiday calendar of a calendar year: Nevada observes the federal holidays and adds its own. */
export function stateHolidays(year: number): Holiday[] {
  return inYear(year, [...federalHolidays(year), ...nevadaHolidays(year)]);
}

/** A school year is keyed by the year it ends in and runs 1 July to 30 June. */
export function schoolYearRange(schoolYear: number): { from: string; to: string } {
  return { from: dateOf(schoolYear - 1, 7, 1), to: dateOf(schoolYear, 6, 30) };
}

export function schoolYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 7 ? year + 1 : year;
}

/** The state holidays falling in a school year (1 July to 30 June). */
export function stateHolidaysForSchoolYear(schoolYear: number): Holiday[] {
  const { from, to } = schoolYearRange(schoolYear);
  return [...stateHolidays(schoolYear - 1), ...stateHolidays(schoolYear)].filter((h) => h.date >= from && h.date <= to);
}
