import { computeDue, createDeadline, extendDeadline, type ComputeOptions, type DueRule, type SchoolDayKind } from '../src';
import { nevadaCalendar, TZ } from './nevada';

const calendar = nevadaCalendar();
const due = (rule: Omit<DueRule, 'ruleCode'>, anchor: string, opts: Partial<ComputeOptions> = {}, cal = calendar) =>
  computeDue({ ruleCode: 'T', ...rule }, anchor, cal, { timeZone: TZ, ...opts });

describe('dispute.md timelines', () => {
  it.each([
    ['DP sufficiency ruling', 5, '2025-01-11'],
    ['EDP resolution meeting', 7, '2025-01-13'],
    ['SC LEA response / DP responses', 10, '2025-01-16'],
    ['DP sufficiency notice / resolution meeting / EDP window', 15, '2025-01-21'],
    ['DP resolution period / state review / MED first session', 30, '2025-02-05'],
    ['DP decision', 45, '2025-02-20'],
    ['SC decision', 60, '2025-03-07'],
    ['Appeal window', 90, '2025-04-06'],
  ])('%s: %i calendar days from Monday 6 January 2025 (day 0) is %s', (_rule, n, expected) => {
    expect(due({ dayType: 'calendar', n }, '2025-01-06').dueDate).toBe(expected);
  });

  it('keeps a weekend due date: a parent filing unshifted is decided at LEA receipt + 75 days, a Saturday', () => {
    const resolution = due({ dayType: 'calendar', n: 30 }, '2025-02-03');
    expect(resolution.dueDate).toBe('2025-03-05');
    const decision = due({ dayType: 'calendar', n: 45 }, resolution.dueDate);
    expect(decision).toMatchObject({ dueDate: '2025-04-19', rolledForward: false });
    expect(due({ dayType: 'calendar', n: 45, rollForward: true }, resolution.dueDate).dueDate).toBe('2025-04-21');
  });

  it('starts the 45 days at an early-start event (day 0 = event date)', () => {
    expect(due({ dayType: 'calendar', n: 45 }, '2025-02-20').dueDate).toBe('2025-04-06');
  });

  it('does not count paused days: a parent not taking part pauses the resolution period', () => {
    // Stopped from 10 February, running again on 15 February: 5 days do not count.
    expect(due({ dayType: 'calendar', n: 30 }, '2025-02-03', { pauses: [{ start: '2025-02-10', end: '2025-02-15' }] }).dueDate).toBe(
      '2025-03-10',
    );
  });

  it('holds the SC decision while issues are set aside; an open pause moves the date until it ends', () => {
    const closed = due({ dayType: 'calendar', n: 60 }, '2025-01-06', {
      pauses: [{ start: '2025-01-20', end: '2025-02-03', reason: 'set aside' }],
    });
    expect(closed).toMatchObject({ dueDate: '2025-03-21', paused: false });
    const open = due({ dayType: 'calendar', n: 60 }, '2025-01-06', { pauses: [{ start: '2025-01-20' }], asOf: '2025-01-25' });
    expect(open).toMatchObject({ dueDate: '2025-03-13', paused: true });
  });

  it('gives a settlement 3 business days, past Thanksgiving and Family Day', () => {
    expect(due({ dayType: 'business', n: 3 }, '2024-11-27').dueDate).toBe('2024-12-04');
  });

  it('counts the evidence disclosure 5 business days back from the hearing date', () => {
    expect(due({ dayType: 'business', n: -5 }, '2024-09-10').dueDate).toBe('2024-09-03');
    expect(due({ dayType: 'business', n: -5 }, '2024-09-06').dueDate).toBe('2024-08-29');
  });

  it('counts the facilitation notice 14 calendar days back from the IEP meeting', () => {
    expect(due({ dayType: 'calendar', n: -14 }, '2025-04-10').dueDate).toBe('2025-03-27');
  });

  it('looks back 1 year (SC) and 2 years (DP) from receipt', () => {
    expect(due({ dayType: 'years', n: -1 }, '2025-03-01').dueDate).toBe('2024-03-01');
    expect(due({ dayType: 'years', n: -2 }, '2026-02-28').dueDate).toBe('2024-02-28');
    expect(due({ dayType: 'years', n: -1 }, '2024-02-29').dueDate).toBe('2023-02-28');
  });

  describe('EDP clocks in school days', () => {
    // June 2025: 2 to 4 instructional, 5 early release, 9 to 13 extended-school-year only; July falls in
    // school year 2026, for which the LEA has no calendar.
    const june: { date: string; kind: SchoolDayKind }[] = [
      { date: '2025-06-02', kind: 'instructional' },
      { date: '2025-06-03', kind: 'instructional' },
      { date: '2025-06-04', kind: 'instructional' },
      { date: '2025-06-05', kind: 'early-release' },
      ...['09', '10', '11', '12', '13'].map((d) => ({ date: `2025-06-${d}`, kind: 'extended-year' as const })),
    ];
    const lea = nevadaCalendar({ schoolDays: june, schoolYears: [2025] });

    it('skips extended-year-only and summer days and estimates past the end of the LEA calendar', () => {
      // 3 June to 5 June count (3); summer is closed; from 1 July business days: 1, 2, 3, (4 July), 7 to 10.
      expect(due({ dayType: 'school', n: 10 }, '2025-06-02', {}, lea)).toMatchObject({ dueDate: '2025-07-10', estimated: true });
      expect(due({ dayType: 'school', n: 3 }, '2025-06-02', {}, lea)).toMatchObject({ dueDate: '2025-06-05', estimated: false });
    });

    it('falls back to business days for the 20-school-day hearing without any LEA calendar', () => {
      expect(due({ dayType: 'school', n: 20 }, '2024-10-01')).toMatchObject({ dueDate: '2024-10-31', estimated: true });
    });
  });

  it('extends the SC decision with reason and grantor, keeping every earlier date', () => {
    const deadline = createDeadline({ ruleCode: 'SC_DECISION', dayType: 'calendar', n: 60 }, '2025-01-06', calendar, { timeZone: TZ });
    const once = extendDeadline(
      deadline,
      { newDate: '2025-04-07', reason: 'Exceptional circumstances', by: 'stateuser', grantedOn: '2025-03-05' },
      TZ,
    );
    const twice = extendDeadline(once, { newDate: '2025-04-21', reason: 'Parties agreed to mediation', by: 'stateuser' }, TZ);
    expect(twice).toMatchObject({
      originalDueDate: '2025-03-07',
      dueDate: '2025-04-21',
      dueAt: '2025-04-22T06:59:59.999Z',
      extensions: [
        {
          previousDate: '2025-03-07',
          newDate: '2025-04-07',
          reason: 'Exceptional circumstances',
          by: 'stateuser',
          grantedOn: '2025-03-05',
        },
        { previousDate: '2025-04-07', newDate: '2025-04-21', reason: 'Parties agreed to mediation', by: 'stateuser' },
      ],
    });
    expect(() => extendDeadline(deadline, { newDate: '2025-4-7', reason: 'x', by: 'y' }, TZ)).toThrow('Invalid date format.');
    expect(() => extendDeadline(deadline, { newDate: '2025-04-07', reason: ' ', by: 'y' }, TZ)).toThrow('Field is required.');
  });
});
