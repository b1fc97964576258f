import { colourOf } from './chart-model';

/** White marks over each series' colour, one kind per series, so the series differ in shape as well as colour. */
const marks = [
  null,
  <path key="m" d="M0 8 L8 0" stroke="#fff" strokeWidth={2} />,
  <circle key="m" cx={4} cy={4} r={1.5} fill="#fff" />,
  <path key="m" d="M0 4 H8" stroke="#fff" strokeWidth={2} />,
  <path key="m" d="M0 0 L8 8 M0 8 L8 0" stroke="#fff" strokeWidth={1.5} />,
  <path key="m" d="M4 0 V8" stroke="#fff" strokeWidth={2} />,
];

/** Line dashes, one per series, for the same reason. */
export const LINE_DASHES = [undefined, '8 4', '2 3', '12 3 3 3', '4 4', '1 5'] as const;

export const patternId = (chartId: string, index: number) => `${chartId}-pattern-${index}`;

/** The <defs> a chart's bars fill from: pattern i is series i's colour with its marks. */
export function ChartPatterns({ chartId, count }: { chartId: string; count: number }) {
  return (
    <defs>
      {Array.from({ length: count }, (_, index) => (
        <pattern key={index} id={patternId(chartId, index)} width={8} height={8} patternUnits="userSpaceOnUse">
          <rect width={8} height={8} fill={colourOf(index)} />
          {marks[index % marks.length]}
        </pattern>
      ))}
    </defs>
  );
}
