import { describe, expect, test } from '@jest/globals';
import { b18Figure, b18Window } from '../src/b18/b18';

const issued = (issueDate: string, correctedDate: string | null = null) => ({ issueDate, correctedDate });

describe('indicator B18 (monitoring.md)', () => {
  test('a = 40 findings, b = 36 corrected within one year: 90.00 %', () => {
    const findings = [
      ...Array.from({ length: 36 }, () => issued('2024-09-15', '2025-06-01')),
      ...Array.from({ length: 3 }, () => issued('2024-09-15', '2025-09-16')),
      issued('2024-09-15'),
    ];
    expect(b18Figure(findings)).toEqual({ issued: 40, correctedTimely: 36, correctedLate: 3, notCorrected: 1, percent: 90 });
  });

  test('N/A when no finding was issued', () => {
    expect(b18Figure([]).percent).toBeNull();
  });

  test('one year from 29 February ends on 28 February', () => {
    expect(b18Figure([issued('2024-02-29', '2025-02-28'), issued('2024-02-29', '2025-03-01')])).toMatchObject({
      correctedTimely: 1,
      correctedLate: 1,
      percent: 50,
    });
  });

  test('the report on FFY Y counts the findings issued 1 July Y-1 to 30 June Y', () => {
    expect(b18Window(2025)).toEqual({ from: '2024-07-01', to: '2025-06-30' });
  });
});
