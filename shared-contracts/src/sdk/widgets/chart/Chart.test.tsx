/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWidget } from '../test-support';
import { Chart, ChartTexts } from './Chart';
import { CHART_COLOURS, type ChartDatum } from './chart-model';

const series = [
  { key: 'ss1', label: 'Summary Statement 1' },
  { key: 'ss2', label: 'Summary Statement 2' },
];
const data: ChartDatum[] = [
  { category: '2025-2026', values: { ss1: 62.5, ss2: 1234.5 } },
  { category: '2026-2027', values: { ss1: null, ss2: 40 } },
];
const percent = (value: number | null) => (value === null ? 'N/A' : `${value.toFixed(1)}%`);

function renderChart() {
  return renderWidget(
    <Chart kind="line" title="Outcome A over the years" categoryLabel="School year" data={data} series={series} format={percent} />,
  );
}

// First: once loaded, the lazy module stays loaded for the rest of the file.
test('the drawing loads lazily: a placeholder first, then the charting library', async () => {
  renderChart();
  const drawing = screen.getByRole('figure').querySelector('[data-chart-drawing]')!;
  expect(drawing.querySelector('.ant-skeleton')).not.toBeNull();
  expect(drawing.querySelector('.recharts-responsive-container')).toBeNull();
  await act(async () => {
    await import('./ChartDrawing');
  });
  await screen.findByText((_, element) => element?.classList.contains('recharts-responsive-container') ?? false);
  expect(drawing.querySelector('.ant-skeleton')).toBeNull();
});

test('the table beside the drawing holds the same numbers, read as the format says', () => {
  renderChart();
  const table = screen.getByRole('table', { name: 'Outcome A over the years' });
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['School year', 'Summary Statement 1', 'Summary Statement 2'],
    ['2025-2026', '62.5%', '1234.5%'],
    ['2026-2027', 'N/A', '40.0%'],
  ]);
});

test('numbers read as en-US numbers without a format', () => {
  renderWidget(<Chart kind="bar" title="Counts" categoryLabel="Outcome" data={data} series={series} />);
  const cells = within(screen.getByRole('table', { name: 'Counts' })).getAllByRole('cell');
  expect(cells.map((cell) => cell.textContent)).toEqual(['62.5', '1,234.5', 'N/A', '40']);
});

test('the figure is named by its title; the drawing is hidden from assistive technology', () => {
  renderChart();
  const figure = screen.getByRole('figure', { name: 'Outcome A over the years' });
  expect(figure.querySelector('[data-chart-drawing="line"]')).toHaveAttribute('aria-hidden', 'true');
});

test('the toggle shows the table to everyone and hides it again', () => {
  renderChart();
  const table = screen.getByRole('table', { name: 'Outcome A over the years' });
  // Hidden by the box around it, which a table's own width could not be.
  const box = table.parentElement!;
  expect(box.style.position).toBe('absolute');
  const toggle = screen.getByRole('button', { name: ChartTexts.showTable });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveAttribute('aria-controls', table.id);
  fireEvent.click(toggle);
  expect(screen.getByRole('button', { name: ChartTexts.hideTable })).toHaveAttribute('aria-expanded', 'true');
  expect(box.style.position).toBe('');
  fireEvent.click(screen.getByRole('button', { name: ChartTexts.hideTable }));
  expect(box.style.position).toBe('absolute');
});

/** WCAG's relative luminance and contrast ratio. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05);
}

test('every series colour meets WCAG AA for text against white, more than graphics need', () => {
  for (const colour of CHART_COLOURS) expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
});
