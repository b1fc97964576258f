import type { FastifyReply } from 'fastify';
import { type DownloadFormat } from '@portal/shared-contracts';
import {
  EXCLUSION_REASONS,
  PROGRESS_CATEGORIES,
  type B7OutcomeFigures,
  type B7ReportByLea,
  QUALITY_FLAGS,
  type ExclusionReason,
  type QualityFlag,
} from '@portal/shared-contracts/eco';
import { sendDownload, type TableColumn } from '@portal/service-kit';
import type { B7CountCell, HiddenBecause, SmallCellSuppression } from './small-cell-suppression';

/** One outcome of one scope (the state, or an LEA): a row of the download. */
interface B7Row {
  scope: string;
  leaCode: string;
  figures: B7OutcomeFigures;
  /** Why a count of the row is hidden in a public file; never for the state's row or the full file. */
  hidden(cell: B7CountCell): HiddenBecause | null;
  smallCellSize: number;
}

/**
 * How the public file shows what small-cell-suppression hides: a small count reads "<n" and a
 * count hidden beside it reads "suppressed", as does a percent whose count or whose included
 * count is hidden, and a summary statement of a row with any count hidden, since each would
 * give a count back.
 */
const SUPPRESSED = 'suppressed';
const countCell = (row: B7Row, cell: B7CountCell, count: number): string | number => {
  const hidden = row.hidden(cell);
  if (hidden === null) return count;
  return hidden === 'small' ? `<${row.smallCellSize}` : SUPPRESSED;
};
const percentCell = (row: B7Row, percent: number | null, ...from: B7CountCell[]) =>
  from.some((cell) => row.hidden(cell) !== null) ? SUPPRESSED : (percent ?? NOT_APPLICABLE);
const ROW_COUNTS: readonly B7CountCell[] = [...PROGRESS_CATEGORIES, 'included'];

const EXCLUSION_LABELS: Record<ExclusionReason, string> = {
  missingEntryRating: 'missing entry rating',
  missingExitRating: 'missing exit rating',
  invalidEntryRating: 'invalid entry rating',
  invalidExitRating: 'invalid exit rating',
  missingProgress: 'missing progress answer',
  sameRatingWithNo: 'same rating with progress No',
};

const FLAG_LABELS: Record<QualityFlag, string> = {
  progressNoImpossible: 'same rating 2 to 5 with progress No',
  ageExpectedWithNo: 'age-expected at entry and exit with progress No',
  progressMissing: 'progress answer missing',
};

/** eco.md: a zero denominator shows N/A, never 0 %. */
const NOT_APPLICABLE = 'N/A';

// Percents stay numbers at full precision, shown with two decimals, so sums in the sheet are exact.
const COLUMNS: readonly TableColumn<B7Row>[] = [
  { key: 'scope', header: 'Scope', value: (r) => r.scope },
  { key: 'leaCode', header: 'LEA code', value: (r) => r.leaCode },
  { key: 'outcome', header: 'Outcome', value: (r) => r.figures.outcome },
  ...PROGRESS_CATEGORIES.map((k): TableColumn<B7Row> => ({ key: k, header: k, value: (r) => countCell(r, k, r.figures.counts[k]) })),
  ...PROGRESS_CATEGORIES.map((k): TableColumn<B7Row> => ({
    key: `${k}Percent`,
    header: `${k} %`,
    kind: 'percent',
    value: (r) => percentCell(r, r.figures.percents[k], k, 'included'),
  })),
  { key: 'included', header: 'Included', value: (r) => countCell(r, 'included', r.figures.included) },
  {
    key: 'summaryStatement1',
    header: 'Summary Statement 1 %',
    kind: 'percent',
    value: (r) => percentCell(r, r.figures.summaryStatement1, ...ROW_COUNTS),
  },
  {
    key: 'summaryStatement2',
    header: 'Summary Statement 2 %',
    kind: 'percent',
    value: (r) => percentCell(r, r.figures.summaryStatement2, ...ROW_COUNTS),
  },
  ...EXCLUSION_REASONS.map((reason): TableColumn<B7Row> => ({
    key: `excluded-${reason}`,
    header: `Excluded: ${EXCLUSION_LABELS[reason]}`,
    value: (r) => countCell(r, reason, r.figures.excluded[reason]),
  })),
];

/**
 * The data-quality counts are for the state's and the districts' own follow-up, not part of the
 * published indicator: the public file leaves them out rather than suppress a second set of cells.
 */
const FLAG_COLUMNS: readonly TableColumn<B7Row>[] = QUALITY_FLAGS.map((flag) => ({
  key: `flagged-${flag}`,
  header: `Flagged: ${FLAG_LABELS[flag]}`,
  value: (r) => r.figures.flagged[flag],
}));

const columnsOf = ({ suppression }: B7File) => (suppression === null ? [...COLUMNS, ...FLAG_COLUMNS] : COLUMNS);

/** What a download holds: the figures, and for the public file what is suppressed (null for the full figures). */
export interface B7File {
  report: B7ReportByLea;
  suppression: SmallCellSuppression | null;
}

const shownWhole = () => null;

/** The state's rows (when the caller may see them), then each LEA's, outcome by outcome. */
function rowsOf({ report, suppression }: B7File): B7Row[] {
  const smallCellSize = suppression?.smallCellSize ?? 0;
  const stateRows = (report.state?.outcomes ?? []).map((figures): B7Row => ({
    scope: 'State',
    leaCode: '',
    figures,
    hidden: shownWhole,
    smallCellSize,
  }));
  const leaRows = report.leas.flatMap((lea) =>
    lea.outcomes.map((figures): B7Row => ({
      scope: lea.leaName,
      leaCode: lea.leaCode,
      figures,
      hidden: suppression ? (cell) => suppression.hidden(lea.leaId!, figures.outcome, cell) : shownWhole,
      smallCellSize,
    })),
  );
  return [...stateRows, ...leaRows];
}

const nameOf = ({ report, suppression }: B7File) => `b7-${report.schoolYear}${suppression === null ? '' : '-public'}`;

export function sendB7(reply: FastifyReply, format: DownloadFormat, file: B7File): FastifyReply {
  return sendDownload(reply, { format, name: nameOf(file), columns: columnsOf(file), rows: rowsOf(file) });
}
