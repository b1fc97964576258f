import { countsAsSchoolDay, isBusinessDay, type DayCalendar } from './calendar';
import { addDays, addYears, daysBetween, endOfDay, isDate, toInstantMs, zonedDate } from './dates';

/** 'years' counts whole calendar years (29 February gives 28 February), as monitoring's correction clock does. */
export type DayType = 'calendar' | 'business' | 'school' | 'hours' | 'years';

export interface DueRule {
  ruleCode: string;
  dayType: DayType;
  /** Days (or hours, or years) after the anchor; negative counts back from it (e.g. 5 business days before a hearing). */
  n: number;
  /** Only for calendar days: a due date on a weekend or holiday moves to the next business day (back to the one before when counting back). */
  rollForward?: boolean;
}

/**
 * The clock is stopped from the start date and runs again on the end date: days start <= d < end do
 * not count. An open pause (no end) is counted as running until `asOf`. For the hour clock start and end
 * may be instants.
 */
export interface Pause {
  start: string;
  end?: string;
  reason?: string;
}

export interface ComputeOptions {
  timeZone: string;
  pauses?: Pause[];
  /** Today (YYYY-MM-DD) or now (instant): where an open pause ends for now. Default: the pause's start, i.e. the earliest the due date can be. */
  asOf?: string;
}

export interface DueResult {
  dueDate: string;
  /** End of the due day in the time zone; for the hour clock the anchor plus n hours (plus paused time). */
  dueAt: string;
  /** A school-day count had to use business days for a date no LEA calendar covers. */
  estimated: boolean;
  rolledForward: boolean;
  /** An open pause holds the clock: the due date moves on each day until it ends. */
  paused: boolean;
}

const HOUR_MS = 3_600_000;

export function computeDue(rule: DueRule, anchor: string, calendar: DayCalendar, opts: ComputeOptions): DueResult {
  if (!Number.isInteger(rule.n)) throw new RangeError(`${rule.ruleCode}: n must be a whole number`);
  const pauses = opts.pauses ?? [];
  const paused = pauses.some((p) => p.end === undefined);
  if (rule.dayType === 'hours') return hoursDue(rule.n, anchor, pauses, opts, paused);

  const anchorDate = isDate(anchor) ? anchor : zonedDate(anchor, opts.timeZone);
  if (rule.dayType === 'years') {
    const days = daysBetween(anchorDate, addYears(anchorDate, rule.n));
    return countDays({ ...rule, dayType: 'calendar', n: days }, anchorDate, calendar, opts, paused);
  }
  return countDays(rule, anchorDate, calendar, opts, paused);
}

function countDays(rule: DueRule, anchor: string, calendar: DayCalendar, opts: ComputeOptions, paused: boolean): DueResult {
  const step = rule.n < 0 ? -1 : 1;
  const stopped = pausedDays(opts.pauses ?? [], opts.asOf, opts.timeZone);
  let estimated = false;
  const counts = (date: string): boolean => {
    if (rule.dayType === 'calendar') return true;
    if (rule.dayType === 'school') {
      const kind = calendar.schoolDayKind(date);
      if (kind !== undefined) return countsAsSchoolDay(kind);
      estimated = true;
    }
    return isBusinessDay(date, calendar);
  };

  let date = anchor;
  for (let counted = 0; counted < Math.abs(rule.n);) {
    date = addDays(date, step);
    // Pauses stop a clock running forward; counting back from an event has nothing to stop.
    if (step > 0 && stopped(date)) continue;
    if (counts(date)) counted++;
  }

  let rolledForward = false;
  if (rule.dayType === 'calendar' && rule.rollForward) {
    while (!isBusinessDay(date, calendar)) {
      date = addDays(date, step);
      rolledForward = true;
    }
  }
  return { dueDate: date, dueAt: endOfDay(date, opts.timeZone), estimated, rolledForward, paused };
}

function pausedDays(pauses: Pause[], asOf: string | undefined, timeZone: string): (date: string) => boolean {
  const ranges = pauses.map((p) => {
    const start = isDate(p.start) ? p.start : zonedDate(p.start, timeZone);
    const endValue = p.end ?? asOf ?? start;
    const end = isDate(endValue) ? endValue : zonedDate(endValue, timeZone);
    // An open pause still holds the clock on the asOf day itself.
    return { start, end: p.end === undefined ? addDays(end, 1) : end };
  });
  return (date) => ranges.some((r) => date >= r.start && date < r.end);
}

function hoursDue(n: number, anchor: string, pauses: Pause[], opts: ComputeOptions, paused: boolean): DueResult {
  const tz = opts.timeZone;
  const from = toInstantMs(anchor, tz);
  let dueMs: number;
  if (n < 0) {
    dueMs = from + n * HOUR_MS;
  } else {
    const ranges = pauses
      .map((p) => ({ start: toInstantMs(p.start, tz), end: toInstantMs(p.end ?? opts.asOf ?? p.start, tz) }))
      .sort((a, b) => a.start - b.start);
    let cursor = from;
    let remaining = n * HOUR_MS;
    for (const r of ranges) {
      if (r.end <= cursor) continue;
      if (r.start >= cursor + remaining) break;
      remaining -= Math.max(0, r.start - cursor);
      cursor = r.end;
    }
    dueMs = cursor + remaining;
  }
  const dueAt = new Date(dueMs).toISOString();
  return { dueDate: zonedDate(dueAt, tz), dueAt, estimated: false, rolledForward: false, paused };
}

/**
 * The dates a count of the rule from the anchor may look at, to read a calendar once: generous for
 * holidays, school breaks and summer; widen it by `extraDays` for pauses.
 */
export function calendarWindow(rule: Pick<DueRule, 'dayType' | 'n'>, anchor: string, extraDays = 0): { from: string; to: string } {
  const n = Math.abs(rule.n);
  const span =
    {
      calendar: n + 14,
      business: n * 2 + 14,
      school: n * 2 + 120,
      hours: Math.ceil(n / 24) + 2,
      years: n * 366 + 14,
    }[rule.dayType] + extraDays;
  const day = anchor.slice(0, 10);
  return rule.n < 0 ? { from: addDays(day, -span), to: addDays(day, 1) } : { from: addDays(day, -1), to: addDays(day, span) };
}
