import { describe, expect, test } from '@jest/globals';
import { noticeOwed } from '../src/daily/cap-deadlines';

const plan = (dueDate: string, evidenceReturns = 0) => ({ id: 1, dueDate, evidenceReturns });
const warningDays = [7, 1];

describe('the deadline notice a plan is owed (restraint.md "Notifications")', () => {
  test.each([
    ['2026-12-20', '2026-12-10', null],
    ['2026-12-20', '2026-12-13', { kind: 'warning', offsetDays: 7 }],
    // A plan made five days before its due date still hears of it, once, as the 7-day warning.
    ['2026-12-20', '2026-12-15', { kind: 'warning', offsetDays: 7 }],
    ['2026-12-20', '2026-12-19', { kind: 'warning', offsetDays: 1 }],
    // Due today is not yet missed: the miss is noticed at the first run after the due date.
    ['2026-12-20', '2026-12-20', null],
    ['2026-12-20', '2026-12-21', { kind: 'missed', offsetDays: 0 }],
    ['2026-12-20', '2027-01-30', { kind: 'missed', offsetDays: 0 }],
  ])('due %s, run on %s', (due, today, owed) => {
    expect(noticeOwed(plan(due), today, warningDays)).toEqual(owed && { planId: 1, dueDate: due, ...owed });
  });

  test('evidence sent back after the due date is noticed as missed again: a new key per return', () => {
    expect(noticeOwed(plan('2026-12-20', 2), '2027-01-05', warningDays)).toEqual({
      planId: 1,
      kind: 'missed',
      dueDate: '2026-12-20',
      offsetDays: 2,
    });
  });

  test('the 29 February to 1 March of a leap year is one day', () => {
    expect(noticeOwed(plan('2028-03-01'), '2028-02-29', warningDays)).toMatchObject({ kind: 'warning', offsetDays: 1 });
  });
});
