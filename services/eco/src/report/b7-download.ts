import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import {
  EXCLUSION_REASONS,
  PROGRESS_CATEGORIES,
  schoolYearLabel,
  type B7OutcomeFigures,
  type B7ReportByLea,
  type ExclusionReason,
} from '@portal/shared-contracts';
import { sendCsv, type CsvColumn } from '@portal/service-kit';

/** One outcome of one scope (the state, or an LEA): a row of the download. */
interface B7Row {
  scope: string;
  leaCode: string;
  figures: B7OutcomeFigures;
  /** Counts from 1 to one less than this are suppressed; 0 suppresses none. */
  smallCell: number;
}

interface B7Column {
  header: string;
  /** null only for a percent whose denominator is 0. */
  value(row: B7Row): string | number | null;
  percent?: true;
}

/**
 * Small-cell suppression of the public file (eco.md: state-configurable, for public LEA figures).
 * With n the state's smallCellSize, an LEA's count from 1 to n - 1 reads "<n" (a category, the
 * included children, an exclusion), and a percent that would give such a count back reads
 * "suppressed": a category's percent when its count or the included count is small, the summary
 * statements when the included count is small. Counts of 0 or of n and more are shown, and the
 * state's row is never suppressed. The suppression is primary only: where one category of an
 * outcome is hidden, the included count less the other categories still gives it.
 */
const SUPPRESSED = 'suppressed';
const isSmall = (row: B7Row, count: number) => count > 0 && count < row.smallCell;
const countCell = (row: B7Row, count: number): string | number => (isSmall(row, count) ? `<${row.smallCell}` : count);
const percentCell = (row: B7Row, percent: number | null, ...from: number[]) => (from.some((count) => isSmall(row, count)) ? SUPPRESSED : percent);

const EXCLUSION_LABELS: Record<ExclusionReason, string> = {
  missingEntryRating: 'missing entry rating',
  missingExitRating: 'missing exit rating',
  invalidEntryRating: 'invalid entry rating',
  invalidExitRating: 'invalid exit rating',
  missingProgress: 'missing progress answer',
  sameRatingWithNo: 'same rating with progress No',
};

/** eco.md: a zero denominator shows N/A, never 0 %. */
const NOT_APPLICABLE = 'N/A';
const PERCENT_DECIMALS = 2;

const COLUMNS: readonly B7Column[] = [
  { header: 'Scope', value: (r) => r.scope },
  { header: 'LEA code', value: (r) => r.leaCode },
  { header: 'Outcome', value: (r) => r.figures.outcome },
  ...PROGRESS_CATEGORIES.map((k): B7Column => ({ header: k, value: (r) => countCell(r, r.figures.counts[k]) })),
  ...PROGRESS_CATEGORIES.map((k): B7Column => ({ header: `${k} %`, value: (r) => percentCell(r, r.figures.percents[k], r.figures.counts[k], r.figures.included), percent: true })),
  { header: 'Included', value: (r) => countCell(r, r.figures.included) },
  { header: 'Summary Statement 1 %', value: (r) => percentCell(r, r.figures.summaryStatement1, r.figures.included), percent: true },
  { header: 'Summary Statement 2 %', value: (r) => percentCell(r, r.figures.summaryStatement2, r.figures.included), percent: true },
  ...EXCLUSION_REASONS.map((reason): B7Column => ({ header: `Excluded: ${EXCLUSION_LABELS[reason]}`, value: (r) => countCell(r, r.figures.excluded[reason]) })),
];

/** What a download holds: the figures, and for the public file the state's small-cell size (null for the full figures). */
export interface B7File {
  report: B7ReportByLea;
  smallCellSize: number | null;
}

/** The state's rows (when the caller may see them), then each LEA's, outcome by outcome. */
function rowsOf({ report, smallCellSize }: B7File): B7Row[] {
  const scopes = [
    ...(report.state ? [{ scope: 'State', leaCode: '', outcomes: report.state.outcomes, smallCell: 0 }] : []),
    ...report.leas.map((l) => ({ scope: l.leaName, leaCode: l.leaCode, outcomes: l.outcomes, smallCell: smallCellSize ?? 0 })),
  ];
  return scopes.flatMap(({ outcomes, ...scope }) => outcomes.map((figures) => ({ ...scope, figures })));
}

const filename = ({ report, smallCellSize }: B7File, extension: string) => `b7-${report.schoolYear}${smallCellSize === null ? '' : '-public'}.${extension}`;

export function sendB7Csv(reply: FastifyReply, file: B7File): FastifyReply {
  const columns = COLUMNS.map(
    (column): CsvColumn<B7Row> => ({
      header: column.header,
      value(row) {
        const value = column.value(row);
        if (value === null) return NOT_APPLICABLE;
        return column.percent && typeof value === 'number' ? value.toFixed(PERCENT_DECIMALS) : value;
      },
    }),
  );
  return sendCsv(reply, filename(file, 'csv'), columns, rowsOf(file));
}

export async function sendB7Xlsx(reply: FastifyReply, file: B7File): Promise<FastifyReply> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(`B7 ${schoolYearLabel(file.report.schoolYear)}`);
  // Percents stay numbers at full precision, shown with two decimals, so sums in the sheet are exact.
  sheet.columns = COLUMNS.map((column) => ({ header: column.header, width: Math.max(10, column.header.length + 2), ...(column.percent ? { style: { numFmt: '0.00' } } : {}) }));
  for (const row of rowsOf(file)) sheet.addRow(COLUMNS.map((column) => column.value(row) ?? NOT_APPLICABLE));
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${filename(file, 'xlsx')}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}
