import { createDayCalendar, stateHolidays, type DayCalendarData } from '../src';

export const TZ = 'America/Los_Angeles';

/** The state holiday calendar of 2023 to 2026, plus whatever LEA calendar a test gives. */
export function nevadaCalendar(lea: Omit<DayCalendarData, 'holidays'> = {}) {
  return createDayCalendar({ ...lea, holidays: [2023, 2024, 2025, 2026].flatMap(stateHolidays) });
}
