/** The kinds of chart the SDK draws: bars side by side, bars stacked to a whole, or lines over a sequence. */
export type ChartKind = 'bar' | 'stacked-bar' | 'line';

/** One thing the chart measures: a bar of each group, a part of each stack, or a line. */
export interface ChartSeries {
  key: string;
  label: string;
}

/** One group along the category axis (an outcome, a school year), with a value per series key; null is no value. */
export interface ChartDatum {
  category: string;
  values: Record<string, number | null>;
}

/** The text a value reads as, in the table, the tooltip and the labels alike. */
export type ChartValueFormat = (value: number | null) => string;

export const plainNumber: ChartValueFormat = (value) => (value === null ? 'N/A' : value.toLocaleString('en-US'));

/**
 * Series colours, each at least 4.5:1 against white (WCAG AA for text, so legend text in the colour
 * passes too, and well above the 3:1 graphical objects need). A pattern per series (chart-patterns.tsx)
 * tells them apart without colour.
 */
export const CHART_COLOURS = ['#1d4ed8', '#b45309', '#047857', '#7e22ce', '#be123c', '#374151'] as const;

export const colourOf = (index: number): string => CHART_COLOURS[index % CHART_COLOURS.length]!;
