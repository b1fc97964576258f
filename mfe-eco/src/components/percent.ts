/**
 * A percent as the ECO pages show it: two decimals of the full-precision figure (eco.md: no
 * rounding before sums, two decimals on screen), and N/A where there is none, e.g. a summary
 * statement with a zero denominator, which is never 0 %.
 */
export function formatPercent(value: number | null): string {
  return value === null ? 'N/A' : `${value.toFixed(2)} %`;
}
