import { SUPPRESSED, suppressCount, suppressRate } from '../src';

describe('small-cell suppression', () => {
  it('shows counts 1 to 9 as "*" with a small-cell size of 10, and 0 and 10 as they are', () => {
    expect([0, 1, 5, 9, 10, 250].map((count) => suppressCount(count, 10))).toEqual([0, SUPPRESSED, SUPPRESSED, SUPPRESSED, 10, 250]);
  });

  it('hides nothing with a small-cell size of 0', () => {
    expect(suppressCount(1, 0)).toBe(1);
  });

  it('hides a rate built on a hidden count and keeps one built on shown counts', () => {
    expect(suppressRate(0.3, 10, 12, 40)).toBe(0.3);
    expect(suppressRate(0.0125, 10, 5, 400)).toBe(SUPPRESSED);
    expect(suppressRate(null, 10, 0, 0)).toBeNull();
  });
});
