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
