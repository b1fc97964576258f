export { createDayCalendar, countsAsSchoolDay, isBusinessDay, SCHOOL_DAY_KINDS } from './calendar';
export type { DayCalendar, DayCalendarData, SchoolDayKind } from './calendar';
export { calendarWindow, computeDue } from './compute';
export type { ComputeOptions, DayType, DueResult, DueRule, Pause } from './compute';
export { addDays, addYears, daysBetween, endOfDay, isDate, startOfDay, weekday, zonedDate } from './dates';
export { createDeadline, deadlineStatus, DEADLINE_STATUSES, extendDeadline, ExtensionError, isOnTime } from './deadline';
export type { Deadline, DeadlineStatus, Extension, StatusInput } from './deadline';
export { federalHolidays, nevadaHolidays, schoolYearOf, schoolYearRange, stateHolidays, stateHolidaysForSchoolYear } from './holidays';
export type { Holiday } from './holidays';
