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
}

interface B7Column {
  header: string;
  /** null only for a percent whose denominator is 0. */
  value(row: B7Row): string | number | null;
  percent?: true;
}

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
  ...PROGRESS_CATEGORIES.map((k): B7Column => ({ header: k, value: (r) => r.figures.counts[k] })),
  ...PROGRESS_CATEGORIES.map((k): B7Column => ({ header: `${k} %`, value: (r) => r.figures.percents[k], percent: true })),
  { header: 'Included', value: (r) => r.figures.included },
  { header: 'Summary Statement 1 %', value: (r) => r.figures.summaryStatement1, percent: true },
  { header: 'Summary Statement 2 %', value: (r) => r.figures.summaryStatement2, percent: true },
  ...EXCLUSION_REASONS.map((reason): B7Column => ({ header: `Excluded: ${EXCLUSION_LABELS[reason]}`, value: (r) => r.figures.excluded[reason] })),
];

/** The state's rows (when the caller may see them), then each LEA's, outcome by outcome. */
function rowsOf(report: B7ReportByLea): B7Row[] {
  const scopes = [...(report.state ? [{ scope: 'State', leaCode: '', outcomes: report.state.outcomes }] : []), ...report.leas.map((l) => ({ scope: l.leaName, leaCode: l.leaCode, outcomes: l.outcomes }))];
  return scopes.flatMap(({ scope, leaCode, outcomes }) => outcomes.map((figures) => ({ scope, leaCode, figures })));
}

const filename = (report: B7ReportByLea, extension: string) => `b7-${report.schoolYear}.${extension}`;

export function sendB7Csv(reply: FastifyReply, report: B7ReportByLea): FastifyReply {
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
  return sendCsv(reply, filename(report, 'csv'), columns, rowsOf(report));
}

export async function sendB7Xlsx(reply: FastifyReply, report: B7ReportByLea): Promise<FastifyReply> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(`B7 ${schoolYearLabel(report.schoolYear)}`);
  // Percents stay numbers at full precision, shown with two decimals, so sums in the sheet are exact.
  sheet.columns = COLUMNS.map((column) => ({ header: column.header, width: Math.max(10, column.header.length + 2), ...(column.percent ? { style: { numFmt: '0.00' } } : {}) }));
  for (const row of rowsOf(report)) sheet.addRow(COLUMNS.map((column) => column.value(row) ?? NOT_APPLICABLE));
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${filename(report, 'xlsx')}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}
