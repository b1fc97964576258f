import type { B7DownloadQuery } from '@portal/shared-contracts/eco';

type DownloadFormat = B7DownloadQuery['format'];

/** What the Reports page (indicator B7) says. */
export const AprReportTexts = {
  intro: (year: string) => `Indicator B7, early childhood outcomes, for the children who left the program during ${year}.`,
  showFiguresFor: 'Show figures for',
  state: 'The state (every LEA)',
  lea: (name: string, code: string) => `${name} (${code})`,
  figuresFor: (who: string) => `Figures for ${who}`,
  noFigures: 'There are no figures for you to see for this school year.',
  counted: 'Children counted',
  shortStays: 'Left too soon to be counted',
  outcome: (outcome: string, name: string) => `Outcome ${outcome}: ${name}`,
  categoriesCaption: (outcome: string) => `Outcome ${outcome}: children by progress category`,
  summaryCaption: (outcome: string) => `Outcome ${outcome}: summary statements`,
  excludedCaption: (outcome: string) => `Outcome ${outcome}: children excluded, by reason`,
  flaggedCaption: (outcome: string) => `Outcome ${outcome}: data quality, records flagged (counted or excluded as above)`,
  listFlagged: 'List these children',
  included: 'Children included',
  summaryStatement1: 'Summary Statement 1: (c + d) / (a + b + c + d)',
  summaryStatement2: 'Summary Statement 2: (d + e) / (a + b + c + d + e)',
  download: { csv: 'Download CSV', xlsx: 'Download spreadsheet' } satisfies Record<DownloadFormat, string>,
  downloadPublic: {
    csv: 'Download public CSV (small cells suppressed)',
    xlsx: 'Download public spreadsheet (small cells suppressed)',
  } satisfies Record<DownloadFormat, string>,
} as const;

export const AprReportColumns = {
  category: 'Category',
  description: 'Description',
  children: 'Children',
  percent: 'Percent',
  figure: 'Figure',
  value: 'Value',
  reason: 'Reason',
  flag: 'Flag',
  list: 'Child List',
} as const;
