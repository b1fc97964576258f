import type { DayCalendar } from './calendar';
import { computeDue, type ComputeOptions, type DayType, type DueRule, type Pause } from './compute';
import { endOfDay, isDate } from './dates';

export type DeadlineStatus = 'Pending' | 'Met' | 'Missed' | 'Waived' | 'Superseded';

export const DEADLINE_STATUSES: readonly DeadlineStatus[] = ['Pending', 'Met', 'Missed', 'Waived', 'Superseded'];

export interface StatusInput {
  dueDate: string;
  dueAt: string;
  /** When it was met: a date (compared with the due date) or an instant (compared with dueAt). */
  met?: string | null;
  waived?: boolean;
  superseded?: boolean;
}

/**
 * Superseded (a new clock replaced it) and Waived win over everything; met on or before the due date
 * is Met, after it Missed (the met date stays on record); unmet, it is Missed once dueAt has passed.
 */
export function deadlineStatus(deadline: StatusInput, now: string | Date): DeadlineStatus {
  if (deadline.superseded) return 'Superseded';
  if (deadline.waived) return 'Waived';
  if (deadline.met) return isOnTime(deadline.met, deadline) ? 'Met' : 'Missed';
  const nowMs = typeof now === 'string' ? Date.parse(now) : now.getTime();
  return nowMs > Date.parse(deadline.dueAt) ? 'Missed' : 'Pending';
}

export function isOnTime(met: string, due: { dueDate: string; dueAt: string }): boolean {
  return isDate(met) ? met <= due.dueDate : Date.parse(met) <= Date.parse(due.dueAt);
}

export interface Extension {
  newDate: string;
  /** The due date this extension replaced. */
  previousDate: string;
  reason: string;
  /** Who granted it (user id or name). */
  by: string;
  /** When it was granted (date or instant). */
  grantedOn?: string;
  documentId?: string;
}

export interface Deadline {
  ruleCode: string;
  dayType: DayType;
  n: number;
  anchor: string;
  /** The date the rule gave; extensions never change it. */
  originalDueDate: string;
  dueDate: string;
  dueAt: string;
  estimated: boolean;
  pauses: Pause[];
  extensions: Extension[];
}

export function createDeadline(rule: DueRule, anchor: string, calendar: DayCalendar, opts: ComputeOptions): Deadline {
  const due = computeDue(rule, anchor, calendar, opts);
  return {
    ruleCode: rule.ruleCode,
    dayType: rule.dayType,
    n: rule.n,
    anchor,
    originalDueDate: due.dueDate,
    dueDate: due.dueDate,
    dueAt: due.dueAt,
    estimated: due.estimated,
    pauses: opts.pauses ?? [],
    extensions: [],
  };
}

export class ExtensionError extends Error {}

/** Moves the due date to a new date with its reason and grantor; every earlier date stays in the extension trail. */
export function extendDeadline(
  deadline: Deadline,
  extension: { newDate: string; reason: string; by: string; grantedOn?: string; documentId?: string },
  timeZone: string,
): Deadline {
  if (!isDate(extension.newDate)) throw new ExtensionError('Invalid date format.');
  if (!extension.reason.trim() || !extension.by.trim()) throw new ExtensionError('Field is required.');
  return {
    ...deadline,
    dueDate: extension.newDate,
    dueAt: endOfDay(extension.newDate, timeZone),
    // A granted date is a date, not a count: it is no longer an estimate.
    estimated: false,
    extensions: [...deadline.extensions, { ...extension, previousDate: deadline.dueDate }],
  };
}
