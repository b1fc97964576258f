import { createDayCalendar, stateHolidays } from '@portal/day-count';
import { DEFAULT_RESTRAINT_SETTINGS, IOWA, NEVADA, PENNSYLVANIA, TEXAS, RULE_PACKS } from '@portal/shared-contracts/restraint';
import { calendarRange, evaluateIncident, monthsBefore, planAnchor, type RuleSettings } from './evaluate';
import type { IncidentSnapshot, SnapshotIntervention, SnapshotStudent } from './snapshot';

const calendar = createDayCalendar({ holidays: [2023, 2024, 2025].flatMap(stateHolidays) });
const settings: RuleSettings = DEFAULT_RESTRAINT_SETTINGS;
const NOW = '2024-12-01T12:00:00Z';

// Friday 30 August 2024, 10:00 in Nevada (PDT).
const physical = (over: Partial<SnapshotIntervention> = {}): SnapshotIntervention => ({
  type: 'PHYSICAL',
  aversiveSubtype: null,
  startAt: '2024-08-30T17:00:00.000Z',
  endAt: '2024-08-30T17:05:00.000Z',
  emergency: true,
  medicalOrder: null,
  releaseChecks: null,
  staffTrained: true,
  ...over,
});
const student = (over: Partial<SnapshotStudent> = {}): SnapshotStudent => ({
  stateStudentId: 'S1',
  injured: false,
  interventions: [physical()],
  earlierReports: 0,
  ...over,
});
const incident = (over: Partial<IncidentSnapshot> = {}): IncidentSnapshot => ({
  incidentDate: '2024-08-30',
  discoveredDate: null,
  finalizedAt: '2024-08-30T22:00:00.000Z',
  recordFiledDate: null,
  boardReportedAt: null,
  manualViolations: 0,
  students: [student()],
  staff: [{ role: 'APPLIED', lastTrainingDate: '2024-01-15' }],
  followUpsDone: [],
  ...over,
});
const run = (snapshot: IncidentSnapshot, s: Partial<RuleSettings> = {}, pack = NEVADA) =>
  evaluateIncident(snapshot, pack, { ...settings, ...s }, calendar, NOW);
const codes = (r: { ruleCode: string }[]) => r.map((x) => x.ruleCode).sort();

describe('Nevada violation rules', () => {
  it('finds nothing in a physical restraint in an emergency by trained staff, recorded the same day', () => {
    expect(run(incident())).toEqual({
      violations: [],
      flags: [],
      deadlines: [expect.objectContaining({ ruleCode: 'RECORD-LATE', dueDate: '2024-09-03', status: 'Met' })],
      followUps: [],
    });
  });

  it('PR-NO-EMERGENCY: physical restraint with emergency = N, once per student at the first such use', () => {
    const later = physical({ emergency: false, startAt: '2024-08-30T18:00:00.000Z', endAt: '2024-08-30T18:10:00.000Z' });
    const first = physical({ emergency: false });
    const r = run(incident({ students: [student({ interventions: [later, first] }), student({ stateStudentId: 'S2' })] }));
    expect(r.violations).toEqual([{ ruleCode: 'PR-NO-EMERGENCY', studentStateId: 'S1', occurredAt: first.startAt }]);
  });

  it('AV-USE: any aversive intervention, whatever the emergency', () => {
    const aversive = physical({ type: 'AVERSIVE', aversiveSubtype: 8, emergency: null, staffTrained: null });
    expect(codes(run(incident({ students: [student({ interventions: [aversive] })] })).violations)).toEqual(['AV-USE']);
  });

  it('MR-NO-EMERGENCY, MR-NO-ORDER, MR-CHECKS: mechanical restraint without each condition; each can be switched off', () => {
    const mechanical = physical({ type: 'MECHANICAL', emergency: false, medicalOrder: null, releaseChecks: false });
    const snapshot = incident({ students: [student({ interventions: [mechanical] })] });
    expect(codes(run(snapshot).violations)).toEqual(['MR-CHECKS', 'MR-NO-EMERGENCY', 'MR-NO-ORDER']);
    expect(codes(run(snapshot, { disabledRules: ['MR-CHECKS', 'MR-NO-ORDER'] }).violations)).toEqual(['MR-NO-EMERGENCY']);
    const documented = physical({ type: 'MECHANICAL', medicalOrder: true, releaseChecks: true });
    expect(run(incident({ students: [student({ interventions: [documented] })] })).violations).toEqual([]);
  });

  it('a switch names only switchable rules: PR-NO-EMERGENCY cannot be turned off', () => {
    const snapshot = incident({ students: [student({ interventions: [physical({ emergency: false })] })] });
    expect(codes(run(snapshot, { disabledRules: ['PR-NO-EMERGENCY'] }).violations)).toEqual(['PR-NO-EMERGENCY']);
  });

  it('STAFF-UNTRAINED: training current for 12 months before the incident (setting); observers do not count', () => {
    const trainedOn = (date: string | null, role: 'APPLIED' | 'OBSERVED' = 'APPLIED') =>
      incident({ staff: [{ role, lastTrainingDate: date }] });
    expect(run(trainedOn('2023-08-30')).violations).toEqual([]);
    expect(codes(run(trainedOn('2023-08-29')).violations)).toEqual(['STAFF-UNTRAINED']);
    expect(codes(run(trainedOn(null)).violations)).toEqual(['STAFF-UNTRAINED']);
    expect(run(trainedOn(null, 'OBSERVED')).violations).toEqual([]);
    expect(codes(run(trainedOn('2023-08-29'), { trainingCurrentMonths: 24 }).violations)).toEqual([]);
  });

  it('STAFF-UNTRAINED from the import: staff_trained = N on a restraint', () => {
    const snapshot = incident({ staff: [], students: [student({ interventions: [physical({ staffTrained: false })] })] });
    expect(codes(run(snapshot).violations)).toEqual(['STAFF-UNTRAINED']);
  });

  it('FORCE-EXCESS is never found by the rules: a state reviewer adds it', () => {
    const long = physical({ endAt: '2024-08-30T20:00:00.000Z' });
    expect(codes(run(incident({ students: [student({ interventions: [long] })] })).violations)).not.toContain('FORCE-EXCESS');
  });
});

describe('Nevada timeliness rules', () => {
  it('RECORD-LATE, the Labor Day example: a use on Friday 30 August 2024 is recorded by Tuesday 3 September', () => {
    const onTime = run(incident({ recordFiledDate: '2024-09-03' }));
    expect(onTime.flags).toEqual([]);
    expect(onTime.deadlines).toEqual([
      expect.objectContaining({
        ruleCode: 'RECORD-LATE',
        anchor: '2024-08-30',
        dayType: 'business',
        n: 1,
        dueDate: '2024-09-03',
        met: '2024-09-03',
        status: 'Met',
      }),
    ]);
    const late = run(incident({ recordFiledDate: '2024-09-04' }));
    expect(late.flags).toEqual([{ ruleCode: 'RECORD-LATE', studentStateId: null }]);
    expect(late.deadlines[0]).toMatchObject({ status: 'Missed' });
    expect(late.violations).toEqual([]);
  });

  it('RECORD-LATE counts from the finalization date when no record date is given', () => {
    expect(run(incident({ finalizedAt: '2024-09-04T15:00:00.000Z' })).flags).toEqual([{ ruleCode: 'RECORD-LATE', studentStateId: null }]);
    // 20:00 on 3 September in Nevada is already 4 September in UTC: the state's date counts.
    expect(run(incident({ finalizedAt: '2024-09-04T03:00:00.000Z' })).flags).toEqual([]);
  });

  it('BOARD-LATE: a violation reported to the board over 24 hours after the occurrence', () => {
    const violating = [student({ interventions: [physical({ emergency: false })] })];
    const within = run(incident({ students: violating, boardReportedAt: '2024-08-31T16:59:00.000Z' }));
    expect(within.flags).toEqual([]);
    expect(within.deadlines.find((d) => d.ruleCode === 'BOARD-LATE')).toMatchObject({
      anchor: '2024-08-30T17:00:00.000Z',
      dueAt: '2024-08-31T17:00:00.000Z',
      status: 'Met',
    });
    const late = run(incident({ students: violating, boardReportedAt: '2024-08-31T17:01:00.000Z' }));
    expect(late.flags).toEqual([{ ruleCode: 'BOARD-LATE', studentStateId: null }]);
    // Never reported and the 24 hours are long past.
    expect(codes(run(incident({ students: violating })).flags)).toEqual(['BOARD-LATE']);
  });

  it('BOARD-LATE counts from the discovery when it is later, and only for an incident with a violation', () => {
    const violating = [student({ interventions: [physical({ emergency: false })] })];
    const discovered = run(incident({ students: violating, discoveredDate: '2024-09-02', boardReportedAt: '2024-09-02T20:00:00.000Z' }));
    expect(discovered.flags).toEqual([]);
    expect(discovered.deadlines.find((d) => d.ruleCode === 'BOARD-LATE')).toMatchObject({ anchor: '2024-09-02T07:00:00.000Z' });
    expect(run(incident()).deadlines.map((d) => d.ruleCode)).toEqual(['RECORD-LATE']);
    expect(run(incident({ manualViolations: 1 })).flags).toEqual([{ ruleCode: 'BOARD-LATE', studentStateId: null }]);
  });

  it('"creates violation" turns a timeliness flag into a violation for each student it concerns', () => {
    const r = run(incident({ recordFiledDate: '2024-09-04', students: [student(), student({ stateStudentId: 'S2' })] }), {
      timelinessCreatesViolation: ['RECORD-LATE'],
    });
    expect(r.violations).toEqual([
      { ruleCode: 'RECORD-LATE', studentStateId: 'S1', occurredAt: '2024-08-30T17:00:00.000Z' },
      { ruleCode: 'RECORD-LATE', studentStateId: 'S2', occurredAt: '2024-08-30T17:00:00.000Z' },
    ]);
  });
});

describe('Nevada repeat-use rule', () => {
  it("a student's 3rd report requires an IEP meeting and the 5th an IEP review, open until held", () => {
    const third = run(incident({ students: [student({ earlierReports: 2 })] }));
    expect(third.followUps).toEqual([{ kind: 'IEP_MEETING', trigger: 3, studentStateId: 'S1', dueDate: null }]);
    expect(third.flags).toEqual([{ ruleCode: 'FOLLOW-UP-OPEN', studentStateId: 'S1' }]);
    expect(run(incident({ students: [student({ earlierReports: 3 })] })).followUps).toEqual([]);
    expect(run(incident({ students: [student({ earlierReports: 4 })] })).followUps).toEqual([
      { kind: 'IEP_REVIEW', trigger: 5, studentStateId: 'S1', dueDate: null },
    ]);
    const held = run(
      incident({
        students: [student({ earlierReports: 2 })],
        followUpsDone: [{ studentStateId: 'S1', kind: 'IEP_MEETING', trigger: 3, heldDate: '2024-09-10' }],
      }),
    );
    expect(held.flags).toEqual([]);
  });

  it('counts only physical or mechanical restraint as a report', () => {
    const aversive = physical({ type: 'AVERSIVE', aversiveSubtype: 1, emergency: null });
    expect(run(incident({ students: [student({ earlierReports: 2, interventions: [aversive] })] })).followUps).toEqual([]);
  });

  it('a follow-up due date (setting) adds a deadline the held date meets', () => {
    const snapshot = incident({
      students: [student({ earlierReports: 2 })],
      followUpsDone: [{ studentStateId: 'S1', kind: 'IEP_MEETING', trigger: 3, heldDate: '2024-09-20' }],
    });
    const r = run(snapshot, { followUpDueDays: 30 });
    expect(r.followUps[0]).toMatchObject({ dueDate: '2024-09-29' });
    expect(r.deadlines.find((d) => d.ruleCode === 'FOLLOW-UP-OPEN')).toMatchObject({
      studentStateId: 'S1',
      dueDate: '2024-09-29',
      status: 'Met',
    });
  });
});

describe('other packs are data', () => {
  it('Texas: prone and supine floor restraint are violations; the written notice is due in 1 school day', () => {
    const prone = physical({ type: 'PRONE' });
    const r = run(incident({ students: [student({ interventions: [prone] })], recordFiledDate: '2024-09-03' }), {}, TEXAS);
    expect(codes(r.violations)).toEqual(['PRONE-SUPINE']);
    // No LEA calendar: school days fall back to business days, marked estimated.
    expect(r.deadlines).toEqual([
      expect.objectContaining({ ruleCode: 'RECORD-LATE', dayType: 'school', dueDate: '2024-09-03', estimated: true }),
    ]);
  });

  it('Iowa: no mechanical restraint; a debriefing after the first use and after an injury; written notice in 3 school days', () => {
    const mechanical = physical({ type: 'MECHANICAL', medicalOrder: true, releaseChecks: true });
    const r = run(
      incident({ students: [student({ interventions: [mechanical], injured: true })], recordFiledDate: '2024-09-05' }),
      {},
      IOWA,
    );
    expect(codes(r.violations)).toEqual(['MR-USE']);
    expect(r.deadlines[0]).toMatchObject({ dueDate: '2024-09-05', status: 'Met' });
    // Mechanical restraint does not count in Iowa's repeat-use rule; the injury calls a debriefing.
    expect(r.followUps).toEqual([{ kind: 'DEBRIEFING', trigger: 0, studentStateId: 'S1', dueDate: null }]);
    expect(run(incident(), {}, IOWA).followUps).toEqual([{ kind: 'DEBRIEFING', trigger: 1, studentStateId: 'S1', dueDate: null }]);
    expect(run(incident({ students: [student({ earlierReports: 6 })] }), {}, IOWA).followUps).toMatchObject([{ trigger: 7 }]);
  });

  it('Pennsylvania: every restraint calls an IEP meeting within 10 school days unless waived', () => {
    const r = run(incident({ students: [student({ earlierReports: 3 })] }), {}, PENNSYLVANIA);
    expect(r.followUps).toEqual([{ kind: 'IEP_MEETING', trigger: 4, studentStateId: 'S1', dueDate: '2024-09-16' }]);
    expect(r.deadlines).toEqual([
      expect.objectContaining({ ruleCode: 'FOLLOW-UP-OPEN', dueDate: '2024-09-16', estimated: true, status: 'Missed' }),
    ]);
    const waived = run(
      incident({ followUpsDone: [{ studentStateId: 'S1', kind: 'IEP_MEETING', trigger: 1, heldDate: null }] }),
      {},
      PENNSYLVANIA,
    );
    expect(waived.flags).toEqual([]);
    expect(waived.deadlines).toEqual([expect.objectContaining({ status: 'Waived' })]);
  });

  it('every pack names its rules once, with types its pack knows', () => {
    for (const pack of Object.values(RULE_PACKS)) {
      const all = [...pack.violationRules, ...pack.timelinessRules].map((r) => r.code);
      expect(new Set(all).size).toBe(all.length);
      const types = new Set(pack.interventionTypes.map((t) => t.code));
      for (const rule of pack.violationRules) {
        if (rule.when.kind !== 'manual') expect(rule.when.types.filter((t) => !types.has(t))).toEqual([]);
      }
    }
  });
});

describe('clock helpers', () => {
  it('the plan runs from the later of occurrence and discovery', () => {
    expect(planAnchor({ incidentDate: '2024-08-30', discoveredDate: null })).toBe('2024-08-30');
    expect(planAnchor({ incidentDate: '2024-08-30', discoveredDate: '2024-09-04' })).toBe('2024-09-04');
  });

  it('reads a calendar wide enough for every clock of the pack', () => {
    const range = calendarRange(NEVADA, { incidentDate: '2024-08-30', discoveredDate: null });
    expect(range.from <= '2024-08-29').toBe(true);
    expect(range.to >= '2024-09-29').toBe(true);
  });

  it('months before keeps the day, or the last of a shorter month', () => {
    expect(monthsBefore('2024-08-30', 12)).toBe('2023-08-30');
    expect(monthsBefore('2024-03-31', 1)).toBe('2024-02-29');
    expect(monthsBefore('2024-01-15', 2)).toBe('2023-11-15');
  });
});
