import { Component, lazy, Suspense, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Skeleton, Typography } from 'antd';
import { plainNumber, type ChartDatum, type ChartKind, type ChartSeries, type ChartValueFormat } from './chart-model';

const ChartDrawing = lazy(() => import('./ChartDrawing'));

export const ChartTexts = {
  showTable: 'Show table',
  hideTable: 'Hide table',
  notDrawn: 'The chart could not be drawn; its figures are in the table.',
} as const;

export interface ChartProps {
  kind: ChartKind;
  /** The figure's caption and the table's. */
  title: string;
  /** The table's first column: what the categories are (Outcome, School year). */
  categoryLabel: string;
  data: readonly ChartDatum[];
  series: readonly ChartSeries[];
  /** How a value reads in the table, the axis and the tooltip; numbers as en-US by default, null as N/A. */
  format?: ChartValueFormat;
  /** The top of the value axis when it has a natural one (100 for percents); otherwise it fits the data. */
  valueMax?: number;
  height?: number;
}

// Out of sight but read by screen readers (the usual visually-hidden rules); the toggle shows it to everyone.
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
const cell: CSSProperties = { padding: '4px 8px', borderBottom: '1px solid #d9d9d9', textAlign: 'right' };
const headCell: CSSProperties = { ...cell, textAlign: 'left' };

/** A chunk that fails to load (a new release, a dropped connection) leaves the table, not a broken page. */
class DrawingBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <Typography.Text type="secondary">{ChartTexts.notDrawn}</Typography.Text> : this.props.children;
  }
}

/**
 * A chart with its figures as a table beside it. The drawing (recharts) loads lazily, after the page that
 * shows it, and is hidden from assistive technology; the table, with the same numbers as the drawing, is
 * always in the page for screen readers and shown to everyone by its toggle. Series differ by pattern or
 * dash as well as by colour.
 */
export function Chart({ kind, title, categoryLabel, data, series, format = plainNumber, valueMax, height = 300 }: ChartProps) {
  // useId's colons would end a url(#…) reference early.
  const chartId = `chart-${useId().replace(/[^\w-]/g, '')}`;
  const titleId = `${chartId}-title`;
  const tableId = `${chartId}-table`;
  const [tableShown, setTableShown] = useState(false);
  return (
    <figure aria-labelledby={titleId} style={{ margin: '0 0 16px', position: 'relative' }}>
      <figcaption id={titleId}>
        <Typography.Text strong>{title}</Typography.Text>
      </figcaption>
      <div aria-hidden="true" style={{ height }} data-chart-drawing={kind}>
        <DrawingBoundary>
          <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 4 }} />}>
            <ChartDrawing chartId={chartId} kind={kind} data={data} series={series} format={format} valueMax={valueMax} height={height} />
          </Suspense>
        </DrawingBoundary>
      </div>
      {/* A text button, not a link one: the theme's link colour turns lighter on hover, below 4.5:1 on white. */}
      <Button
        type="text"
        aria-expanded={tableShown}
        aria-controls={tableId}
        aria-describedby={titleId}
        onClick={() => setTableShown(!tableShown)}
      >
        {tableShown ? ChartTexts.hideTable : ChartTexts.showTable}
      </Button>
      {/* The rules go on a box around the table: a table never gets narrower than its content, so hidden
          itself it would still widen the page on a phone; shown, it scrolls within the box there. */}
      <div style={tableShown ? { overflowX: 'auto' } : visuallyHidden}>
        <table id={tableId} style={{ borderCollapse: 'collapse', marginBottom: 8 }}>
          <caption style={{ textAlign: 'left' }}>{title}</caption>
          <thead>
            <tr>
              <th scope="col" style={headCell}>
                {categoryLabel}
              </th>
              {series.map(({ key, label }) => (
                <th key={key} scope="col" style={cell}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.category}>
                <th scope="row" style={headCell}>
                  {datum.category}
                </th>
                {series.map(({ key }) => (
                  <td key={key} style={cell}>
                    {format(datum.values[key] ?? null)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
