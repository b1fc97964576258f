import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { colourOf, type ChartDatum, type ChartKind, type ChartSeries, type ChartValueFormat } from './chart-model';
import { ChartPatterns, LINE_DASHES, patternId } from './chart-patterns';

export interface ChartDrawingProps {
  chartId: string;
  kind: ChartKind;
  data: readonly ChartDatum[];
  series: readonly ChartSeries[];
  format: ChartValueFormat;
  valueMax?: number;
  height: number;
}

const TEXT_COLOUR = 'rgba(0, 0, 0, 0.88)';

/**
 * The drawing, the one module that imports recharts: Chart loads it lazily, so the library is a chunk of
 * its own that only a page with a chart downloads. recharts' keyboard layer is off because the drawing is
 * hidden from assistive technology; the table beside it carries the same numbers.
 */
export default function ChartDrawing({ chartId, kind, data, series, format, valueMax, height }: ChartDrawingProps) {
  const valueOf = (key: string) => (datum: ChartDatum) => datum.values[key] ?? null;
  const common = {
    data: [...data],
    accessibilityLayer: false,
    margin: { top: 8, right: 16, bottom: 8, left: 8 },
  };
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} />,
    // Every category labelled: recharts would drop labels it finds crowded, and a reader would lose a year.
    <XAxis key="x" dataKey="category" interval={0} />,
    <YAxis key="y" domain={[0, valueMax ?? 'auto']} tickFormatter={(value: number) => format(value)} />,
    <Tooltip key="tooltip" formatter={(value) => format(typeof value === 'number' ? value : null)} />,
    <Legend key="legend" formatter={(label) => <span style={{ color: TEXT_COLOUR }}>{label}</span>} />,
  ];
  return (
    <ResponsiveContainer width="100%" height={height}>
      {kind === 'line' ? (
        <LineChart {...common}>
          {axes}
          {series.map(({ key, label }, index) => (
            <Line
              key={key}
              name={label}
              dataKey={valueOf(key)}
              stroke={colourOf(index)}
              strokeWidth={2}
              strokeDasharray={LINE_DASHES[index % LINE_DASHES.length]}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart {...common}>
          <ChartPatterns chartId={chartId} count={series.length} />
          {axes}
          {series.map(({ key, label }, index) => (
            <Bar
              key={key}
              name={label}
              dataKey={valueOf(key)}
              fill={`url(#${patternId(chartId, index)})`}
              stroke={colourOf(index)}
              stackId={kind === 'stacked-bar' ? 'stack' : undefined}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
