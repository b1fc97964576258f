import {
  addDays,
  calendarWindow,
  computeDue,
  deadlineStatus,
  startOfDay,
  zonedDate,
  type DayCalendar,
  type DeadlineStatus,
  type DueRule,
} from '@portal/day-count';
import {
  timelinessRule,
  type RestraintSettings,
  type FollowUpKind,
  type PackClock,
  type RulePack,
  type ViolationRuleDef,
} from '@portal/shared-contracts/restraint';
import type { IncidentSnapshot, SnapshotIntervention, SnapshotStudent } from './snapshot';

/** A violation the rules find: one per student and rule. */
export interface FoundViolation {
  ruleCode: string;
  studentStateId: string;
  /** The first intervention that breaks the rule (the incident's first one for timeliness rules). */
  occurredAt: string;
}

export interface RaisedFlag {
  ruleCode: string;
  /** Null for a flag about the whole incident (its record, its board report). */
  studentStateId: string | null;
}

export interface ComputedDeadline {
  ruleCode: string;
  studentStateId: string | null;
  /** Day 0: a date, or an instant for the hour clock. */
  anchor: string;
  dayType: PackClock['dayType'];
  n: number;
  dueDate: string;
  dueAt: string;
  estimated: boolean;
  status: DeadlineStatus;
  /** When it was met: a date, or an instant for the hour clock. */
  met: string | null;
}

export interface RequiredFollowUp {
  kind: FollowUpKind;
  /** The report that required it (3, 5, ...), or 0 for an injury (Iowa's debriefing). */
  trigger: number;
  studentStateId: string;
  /** Null: no due date, required until held. */
  dueDate: string | null;
}

export interface RuleRun {
  violations: FoundViolation[];
  flags: RaisedFlag[];
  deadlines: ComputedDeadline[];
  followUps: RequiredFollowUp[];
}

export type RuleSettings = Pick<
  RestraintSettings,
  'disabledRules' | 'timelinessCreatesViolation' | 'trainingCurrentMonths' | 'followUpDueDays'
>;

/** The trigger of a follow-up an injury requires. */
export const INJURY_TRIGGER = 0;

const byStart = (a: SnapshotIntervention, b: SnapshotIntervention) => Date.parse(a.startAt) - Date.parse(b.startAt);

/** The same day `months` months earlier (the last day of the month when it has no such day). */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(y, m - 1 - months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 - months, Math.min(d, lastOfMonth))).toISOString().slice(0, 10);
}

function interventionBreaks(rule: ViolationRuleDef, v: SnapshotIntervention, untrainedStaff: boolean): boolean {
  const { when } = rule;
  if (when.kind === 'manual' || !when.types.includes(v.type)) return false;
  if (when.kind === 'use') return true;
  if (when.kind === 'missing') return v[when.field] !== true;
  return v.staffTrained === false || untrainedStaff;
}

function firstUse(students: readonly SnapshotStudent[]): string | null {
  const all = students.flatMap((s) => s.interventions).sort(byStart);
  return all[0]?.startAt ?? null;
}

/** The later of the occurrence (the first intervention's start) and the start of the discovery day, as an instant. */
export function boardAnchor(snapshot: Pick<IncidentSnapshot, 'incidentDate' | 'discoveredDate' | 'students'>, timeZone: string): string {
  const occurred = firstUse(snapshot.students) ?? new Date(startOfDay(snapshot.incidentDate, timeZone)).toISOString();
  if (!snapshot.discoveredDate) return occurred;
  const discovered = startOfDay(snapshot.discoveredDate, timeZone);
  return discovered > Date.parse(occurred) ? new Date(discovered).toISOString() : occurred;
}

/** The corrective plan's anchor: the later of the incident's occurrence and discovery dates. */
export const planAnchor = (snapshot: Pick<IncidentSnapshot, 'incidentDate' | 'discoveredDate'>): string =>
  snapshot.discoveredDate && snapshot.discoveredDate > snapshot.incidentDate ? snapshot.discoveredDate : snapshot.incidentDate;

/** The dates the clocks of an incident may look at, to read the day calendar once (`readDayCalendar`). */
export function calendarRange(
  pack: RulePack,
  snapshot: Pick<IncidentSnapshot, 'incidentDate' | 'discoveredDate'>,
): { from: string; to: string } {
  const anchor = planAnchor(snapshot);
  const clocks: PackClock[] = [
    pack.plan.clock,
    ...pack.timelinessRules.flatMap((r) => (r.clock ? [r.clock] : [])),
    ...pack.repeatUse.triggers.flatMap((t) => (t.clock ? [t.clock] : [])),
  ];
  const windows = clocks.map((c) => calendarWindow(c, anchor));
  return {
    from: addDays(
      windows.reduce((min, w) => (w.from < min ? w.from : min), snapshot.incidentDate),
      -1,
    ),
    to: windows.reduce((max, w) => (w.to > max ? w.to : max), anchor),
  };
}

function deadline(
  code: string,
  studentStateId: string | null,
  clock: PackClock,
  anchor: string,
  met: string | null,
  ctx: { calendar: DayCalendar; timeZone: string; now: string },
): ComputedDeadline {
  const rule: DueRule = { ruleCode: code, ...clock };
  const due = computeDue(rule, anchor, ctx.calendar, { timeZone: ctx.timeZone });
  return {
    ruleCode: code,
    studentStateId,
    anchor,
    dayType: clock.dayType,
    n: clock.n,
    dueDate: due.dueDate,
    dueAt: due.dueAt,
    estimated: due.estimated,
    status: deadlineStatus({ dueDate: due.dueDate, dueAt: due.dueAt, met }, ctx.now),
    met,
  };
}

/**
 * Runs the pack's rules over one Finalized incident (restraint.md, "Violation rules"): the violations
 * the conditions hold for, per student; the timeliness flags and the deadlines behind them; the
 * follow-ups the repeat-use rule requires. Pure: the calendar and `now` come in.
 */
export function evaluateIncident(
  snapshot: IncidentSnapshot,
  pack: RulePack,
  settings: RuleSettings,
  calendar: DayCalendar,
  now: string,
): RuleRun {
  const ctx = { calendar, timeZone: pack.timeZone, now };
  const disabled = new Set(settings.disabledRules);
  const trainedSince = monthsBefore(snapshot.incidentDate, settings.trainingCurrentMonths);
  const untrainedStaff = snapshot.staff.some((s) => s.role === 'APPLIED' && (!s.lastTrainingDate || s.lastTrainingDate < trainedSince));

  const violations: FoundViolation[] = [];
  for (const rule of pack.violationRules) {
    if (disabled.has(rule.code) && rule.switchable) continue;
    for (const student of snapshot.students) {
      const broken = student.interventions.filter((v) => interventionBreaks(rule, v, untrainedStaff)).sort(byStart);
      if (broken[0]) violations.push({ ruleCode: rule.code, studentStateId: student.stateStudentId, occurredAt: broken[0].startAt });
    }
  }

  const flags: RaisedFlag[] = [];
  const deadlines: ComputedDeadline[] = [];
  const late = (d: ComputedDeadline) => {
    deadlines.push(d);
    if (d.status === 'Missed') flags.push({ ruleCode: d.ruleCode, studentStateId: d.studentStateId });
  };

  const record = timelinessRule(pack, 'record');
  if (record?.clock) {
    const filed = snapshot.recordFiledDate ?? (snapshot.finalizedAt ? zonedDate(snapshot.finalizedAt, pack.timeZone) : null);
    late(deadline(record.code, null, record.clock, snapshot.incidentDate, filed, ctx));
  }

  const board = timelinessRule(pack, 'board');
  if (board?.clock && (violations.length > 0 || snapshot.manualViolations > 0)) {
    late(deadline(board.code, null, board.clock, boardAnchor(snapshot, pack.timeZone), snapshot.boardReportedAt, ctx));
  }

  const followUpRule = timelinessRule(pack, 'follow-up');
  const followUps: RequiredFollowUp[] = [];
  for (const { clock, ...f } of requiredFollowUps(snapshot, pack, settings)) {
    const done = snapshot.followUpsDone.find((d) => d.studentStateId === f.studentStateId && d.kind === f.kind && d.trigger === f.trigger);
    const code = followUpRule?.code ?? f.kind;
    const due = clock && deadline(code, f.studentStateId, clock, snapshot.incidentDate, done?.heldDate ?? null, ctx);
    followUps.push({ ...f, dueDate: due ? due.dueDate : null });
    if (!followUpRule) continue;
    // A waived follow-up's clock is Waived; one without a clock is flagged until held.
    if (due) deadlines.push(done && !done.heldDate ? { ...due, status: 'Waived' } : due);
    if (!done) flags.push({ ruleCode: followUpRule.code, studentStateId: f.studentStateId });
  }

  // A timeliness rule set to "creates violation" makes one per student its flag concerns.
  const creates = new Set(settings.timelinessCreatesViolation);
  const firstOf = (student: SnapshotStudent) => [...student.interventions].sort(byStart)[0]?.startAt;
  for (const flag of flags) {
    if (!creates.has(flag.ruleCode)) continue;
    for (const student of snapshot.students) {
      if (flag.studentStateId !== null && flag.studentStateId !== student.stateStudentId) continue;
      const occurredAt = firstOf(student);
      if (!occurredAt || violations.some((v) => v.ruleCode === flag.ruleCode && v.studentStateId === student.stateStudentId)) continue;
      violations.push({ ruleCode: flag.ruleCode, studentStateId: student.stateStudentId, occurredAt });
    }
  }

  return { violations, flags, deadlines, followUps };
}

/**
 * The repeat-use rule: an incident with a counted restraint of the student is one report; the report
 * numbers the pack names (Nevada: the 3rd and the 5th in the school year) require a follow-up, due by
 * the trigger's clock or else the settings' days (none by default).
 */
function requiredFollowUps(
  snapshot: IncidentSnapshot,
  pack: RulePack,
  settings: RuleSettings,
): (Omit<RequiredFollowUp, 'dueDate'> & { clock: PackClock | null })[] {
  const fallback: PackClock | null = settings.followUpDueDays ? { dayType: 'calendar', n: settings.followUpDueDays } : null;
  const counted = new Set(pack.interventionTypes.filter((t) => pack.repeatUse.countsKinds.includes(t.kind)).map((t) => t.code));
  const result: (Omit<RequiredFollowUp, 'dueDate'> & { clock: PackClock | null })[] = [];
  for (const student of snapshot.students) {
    const studentStateId = student.stateStudentId;
    if (student.interventions.some((v) => counted.has(v.type))) {
      const report = student.earlierReports + 1;
      for (const t of pack.repeatUse.triggers) {
        if (t.every ? report >= t.report : report === t.report)
          result.push({ kind: t.kind, trigger: report, studentStateId, clock: t.clock ?? fallback });
      }
    }
    const injury = pack.repeatUse.onInjury;
    if (student.injured && injury)
      result.push({ kind: injury.kind, trigger: INJURY_TRIGGER, studentStateId, clock: injury.clock ?? fallback });
  }
  return result;
}
