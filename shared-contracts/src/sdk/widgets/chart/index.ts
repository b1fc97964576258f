export { Chart, ChartTexts, type ChartProps } from './Chart';
export { CHART_COLOURS, plainNumber, type ChartDatum, type ChartKind, type ChartSeries, type ChartValueFormat } from './chart-model';
