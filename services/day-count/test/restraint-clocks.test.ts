import { computeDue, type DueRule, type SchoolDayKind } from '../src';
import { nevadaCalendar, TZ } from './nevada';

const calendar = nevadaCalendar();
const due = (rule: Omit<DueRule, 'ruleCode'>, anchor: string, cal = calendar) =>
  computeDue({ ruleCode: 'T', ...rule }, anchor, cal, { timeZone: TZ });

describe('restraint.md clocks', () => {
  it('Labor Day: a use on Friday 30 August 2024 has its record due Tuesday 3 September, at the end of that day in Nevada', () => {
    expect(due({ dayType: 'business', n: 1 }, '2024-08-30')).toEqual({
      dueDate: '2024-09-03',
      dueAt: '2024-09-04T06:59:59.999Z',
      estimated: false,
      rolledForward: false,
      paused: false,
    });
  });

  it('skips Thanksgiving and Family Day for a record due 1 business day after a Wednesday use', () => {
    expect(due({ dayType: 'business', n: 1 }, '2024-11-27').dueDate).toBe('2024-12-02');
  });

  it('gives the board report 24 elapsed hours from the occurrence', () => {
    expect(due({ dayType: 'hours', n: 24 }, '2024-08-30T14:30:00-07:00')).toMatchObject({
      dueAt: '2024-08-31T21:30:00.000Z',
      dueDate: '2024-08-31',
    });
    // Over the end of daylight saving time 24 hours are still 24 hours: 20:00 PDT becomes 19:00 PST.
    expect(due({ dayType: 'hours', n: 24 }, '2024-11-02T20:00:00-07:00')).toMatchObject({
      dueAt: '2024-11-04T03:00:00.000Z',
      dueDate: '2024-11-03',
    });
  });

  it('gives the plan 30 calendar days; a Sunday due date stays unless the rule rolls forward', () => {
    expect(due({ dayType: 'calendar', n: 30 }, '2024-08-30')).toMatchObject({ dueDate: '2024-09-29', rolledForward: false });
    expect(due({ dayType: 'calendar', n: 30, rollForward: true }, '2024-08-30')).toMatchObject({
      dueDate: '2024-09-30',
      rolledForward: true,
    });
    // 30 days after 3 August 2024 is Labor Day itself: it rolls to Tuesday.
    expect(due({ dayType: 'calendar', n: 30, rollForward: true }, '2024-08-03').dueDate).toBe('2024-09-03');
  });

  it('places the CAP warnings 7 and 1 calendar days before the plan due date', () => {
    expect(due({ dayType: 'calendar', n: -7 }, '2024-09-29').dueDate).toBe('2024-09-22');
    expect(due({ dayType: 'calendar', n: -1 }, '2024-09-29').dueDate).toBe('2024-09-28');
  });

  describe('school-day packs (Texas 1, Iowa 3, Pennsylvania 10 school days)', () => {
    // October 2024: weekdays instructional, 14 October partial, 18 October early release, Nevada Day closed.
    const october: { date: string; kind: SchoolDayKind }[] = [];
    for (let d = 1; d <= 31; d++) {
      const date = `2024-10-${String(d).padStart(2, '0')}`;
      const wd = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (wd === 0 || wd === 6 || date === '2024-10-25') continue;
      october.push({ date, kind: date === '2024-10-14' ? 'partial' : date === '2024-10-18' ? 'early-release' : 'instructional' });
    }
    const lea = nevadaCalendar({ schoolDays: october, schoolYears: [2025] });

    it('counts instructional, partial and early-release days of the LEA calendar', () => {
      expect(due({ dayType: 'school', n: 1 }, '2024-10-11', lea)).toMatchObject({ dueDate: '2024-10-14', estimated: false });
      expect(due({ dayType: 'school', n: 3 }, '2024-10-16', lea)).toMatchObject({ dueDate: '2024-10-21', estimated: false });
      expect(due({ dayType: 'school', n: 10 }, '2024-10-11', lea)).toMatchObject({ dueDate: '2024-10-28', estimated: false });
    });

    it('falls back to business days, marked estimated, without an LEA calendar', () => {
      // Columbus Day and Nevada Day are holidays, so business days differ from the school days above.
      expect(due({ dayType: 'school', n: 10 }, '2024-10-11')).toMatchObject({ dueDate: '2024-10-29', estimated: true });
    });
  });
});
