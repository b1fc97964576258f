/** How a public or exported aggregate shows a count it hides. */
export const SUPPRESSED = '*';

/** A count as published: counts from 1 to `smallCellSize` - 1 read "*"; 0 and larger counts stay (0 hides nobody). */
export function suppressCount(count: number, smallCellSize: number): number | typeof SUPPRESSED {
  return count > 0 && count < smallCellSize ? SUPPRESSED : count;
}

/** A rate or percent as published: hidden ("*") when any count it is built on is hidden, as it would give that count back. */
export function suppressRate(rate: number | null, smallCellSize: number, ...builtOn: readonly number[]): number | null | typeof SUPPRESSED {
  return builtOn.some((count) => suppressCount(count, smallCellSize) === SUPPRESSED) ? SUPPRESSED : rate;
}

/**
 * Which counts a public file hides, primary and complementary: a count from 1 to `smallCellSize` - 1,
 * then, for each group of counts whose sum the file shows, a group with exactly one hidden count
 * also hides its smallest other count above 0 (the hidden one would come back by subtraction),
 * repeated until no group has exactly one. A reader can still bound a hidden count, never read it.
 */
export function hiddenCells<K extends string>(
  counts: Readonly<Record<K, number>>,
  shownSums: readonly (readonly K[])[],
  smallCellSize: number,
): Set<K> {
  const hidden = new Set((Object.keys(counts) as K[]).filter((key) => suppressCount(counts[key], smallCellSize) === SUPPRESSED));
  for (let changed = true; changed;) {
    changed = false;
    for (const group of shownSums) {
      if (group.filter((key) => hidden.has(key)).length !== 1) continue;
      const other = group.filter((key) => !hidden.has(key) && counts[key] > 0).sort((x, y) => counts[x] - counts[y])[0];
      if (other === undefined) continue;
      hidden.add(other);
      changed = true;
    }
  }
  return hidden;
}
