import { PROGRESS_CATEGORIES, type B7Report } from '@portal/shared-contracts/eco';
import { Chart } from '@portal/shared-contracts/sdk';
import { B7ChartTexts as T } from './b7-chart-texts';

/** One stacked bar per outcome: how many of the children counted fell in each progress category, a to e. */
export function ProgressCategoriesChart({ report }: { report: B7Report }) {
  return (
    <Chart
      kind="stacked-bar"
      title={T.categoriesTitle}
      categoryLabel={T.outcomeAxis}
      series={PROGRESS_CATEGORIES.map((category) => ({ key: category, label: T.category(category) }))}
      data={report.outcomes.map((figures) => ({ category: T.outcome(figures.outcome), values: figures.counts }))}
    />
  );
}
