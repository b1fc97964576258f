import { computeDue, type DueRule } from '../src';
import { nevadaCalendar, TZ } from './nevada';

const due = (rule: Omit<DueRule, 'ruleCode'>, anchor: string) =>
  computeDue({ ruleCode: 'T', ...rule }, anchor, nevadaCalendar(), { timeZone: TZ });

describe('monitoring.md clocks', () => {
  it('gives a finding 1 calendar year from its issue date; 29 February gives 28 February', () => {
    expect(due({ dayType: 'years', n: 1 }, '2024-02-29')).toMatchObject({ dueDate: '2025-02-28', dueAt: '2025-03-01T07:59:59.999Z' });
  });

  it('does not roll a correction due date off a weekend', () => {
    expect(due({ dayType: 'years', n: 1 }, '2025-03-15').dueDate).toBe('2026-03-15');
  });

  it('closes the issue window 90 calendar days after Review complete', () => {
    expect(due({ dayType: 'calendar', n: 90 }, '2025-03-14').dueDate).toBe('2025-06-12');
  });

  it('wants LEA records 30 calendar days before the visit start', () => {
    expect(due({ dayType: 'calendar', n: -30 }, '2025-10-20').dueDate).toBe('2025-09-20');
  });
});
