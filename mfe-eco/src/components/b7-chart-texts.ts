import type { ProgressCategory } from '@portal/shared-contracts/eco';

/** What the B7 charts say, on the Reports page and the dashboard alike. */
export const B7ChartTexts = {
  categoriesTitle: 'Children by progress category, per outcome',
  outcomeAxis: 'Outcome',
  outcome: (outcome: string) => `Outcome ${outcome}`,
  category: (category: ProgressCategory) => `Category ${category}`,
  trendTitle: (outcome: string) => `Summary statements of outcome ${outcome} beside the prior years`,
  yearAxis: 'School year',
  summaryStatement1: 'Summary Statement 1',
  summaryStatement2: 'Summary Statement 2',
} as const;
