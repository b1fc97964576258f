import { seededRandom } from '@portal/service-kit';
import { seedChild } from './seed';

describe('a demo child', () => {
  // Mid-way through the 2026-2027 school year, the last one seeded.
  const today = '2026-11-26';
  const children = Array.from({ length: 2_000 }, (_, i) =>
    seedChild(seededRandom(i), { leaId: 1, schoolIds: [1], schoolYear: 2024 + (i % 4) }, String(i), today),
  );

  test("has no date after the state's today, which the data-entry rules would refuse on save", () => {
    const dates = children.flatMap(({ row, ratings }) => [
      row.birth_date,
      row.entry_date,
      row.exit_date,
      ...ratings.map((r) => r.rating_date),
    ]);
    expect(dates.filter((d): d is string => typeof d === 'string' && d > today)).toEqual([]);
  });

  test('whose exit is still ahead is in the program, with no exit reason or exit ratings', () => {
    const entered = children.filter(({ row }) => row.entry_date > '2026-07-01');
    expect(entered.length).toBeGreaterThan(0);
    const stillIn = children.filter(({ row }) => row.exit_date === null);
    expect(stillIn.length).toBeGreaterThan(0);
    expect(stillIn.filter(({ row, ratings }) => row.exit_reason !== null || ratings.some((r) => r.phase === 'exit'))).toEqual([]);
  });
});
