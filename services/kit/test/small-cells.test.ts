import { hiddenCells, SUPPRESSED, suppressCount, suppressRate } from '../src';

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

  it('hides beside a sum’s one hidden count its smallest other count above 0, until no shown sum has exactly one', () => {
    const counts = { a: 4, b: 0, c: 30, d: 12, total: 46, x: 50, y: 9 };
    expect([...hiddenCells(counts, [['a', 'b', 'c', 'd']], 10)].sort()).toEqual(['a', 'd', 'y']);
    // d hidden beside a makes the second sum hold one hidden count, so its smallest other goes too.
    expect(
      [
        ...hiddenCells(
          counts,
          [
            ['a', 'b', 'c', 'd'],
            ['d', 'x', 'total'],
          ],
          10,
        ),
      ].sort(),
    ).toEqual(['a', 'd', 'total', 'y']);
    expect(hiddenCells({ a: 12, b: 30 }, [['a', 'b']], 10).size).toBe(0);
  });
});
