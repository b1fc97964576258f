import { useId } from 'react';
import { Space, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import { EXCLUSION_REASONS, PROGRESS_CATEGORIES, type B7OutcomeFigures, type B7Report, type ExclusionReason, type ProgressCategory } from '@portal/shared-contracts';
import { CategoryLabels, ExclusionReasonLabels, OutcomeNames } from '../shared/eco-labels';
import { formatPercent } from '../shared/percent';
import { AprReportColumns as C, AprReportTexts as T } from './apr-report-texts';

interface CategoryRow {
  category: ProgressCategory;
  count: number;
  percent: number | null;
}

interface FigureRow {
  key: string;
  label: string;
  value: string;
}

interface ExcludedRow {
  reason: ExclusionReason;
  count: number;
}

const categoryColumns: TableColumnsType<CategoryRow> = [
  { key: 'category', dataIndex: 'category', title: C.category },
  { key: 'description', dataIndex: 'category', title: C.description, render: (category: ProgressCategory) => CategoryLabels[category] },
  { key: 'count', dataIndex: 'count', title: C.children, align: 'right' },
  { key: 'percent', dataIndex: 'percent', title: C.percent, align: 'right', render: formatPercent },
];
const figureColumns: TableColumnsType<FigureRow> = [
  { key: 'label', dataIndex: 'label', title: C.figure },
  { key: 'value', dataIndex: 'value', title: C.value, align: 'right' },
];
const excludedColumns: TableColumnsType<ExcludedRow> = [
  { key: 'reason', dataIndex: 'reason', title: C.reason, render: (reason: ExclusionReason) => ExclusionReasonLabels[reason] },
  { key: 'count', dataIndex: 'count', title: C.children, align: 'right' },
];
const plain = { pagination: false, size: 'small', style: { marginBottom: 16 } } as const;

function OutcomeFigures({ figures }: { figures: B7OutcomeFigures }) {
  const headingId = useId();
  const { outcome } = figures;
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId}>
        {T.outcome(outcome, OutcomeNames[outcome])}
      </Typography.Title>
      <Table<CategoryRow>
        {...plain}
        caption={T.categoriesCaption(outcome)}
        rowKey="category"
        columns={categoryColumns}
        dataSource={PROGRESS_CATEGORIES.map((category) => ({ category, count: figures.counts[category], percent: figures.percents[category] }))}
      />
      <Table<FigureRow>
        {...plain}
        caption={T.summaryCaption(outcome)}
        rowKey="key"
        columns={figureColumns}
        dataSource={[
          { key: 'included', label: T.included, value: String(figures.included) },
          { key: 'ss1', label: T.summaryStatement1, value: formatPercent(figures.summaryStatement1) },
          { key: 'ss2', label: T.summaryStatement2, value: formatPercent(figures.summaryStatement2) },
        ]}
      />
      <Table<ExcludedRow>
        {...plain}
        caption={T.excludedCaption(outcome)}
        rowKey="reason"
        columns={excludedColumns}
        dataSource={EXCLUSION_REASONS.map((reason) => ({ reason, count: figures.excluded[reason] }))}
      />
    </section>
  );
}

/** One B7 report, the state's or an LEA's: who was counted, then each outcome's categories, summary statements and exclusions. */
export function B7Figures({ report }: { report: B7Report }) {
  return (
    <>
      <Space size="large" style={{ marginBottom: 16 }}>
        <Statistic title={T.counted} value={report.exited} />
        <Statistic title={T.shortStays} value={report.shortStays} />
      </Space>
      {report.outcomes.map((figures) => (
        <OutcomeFigures key={figures.outcome} figures={figures} />
      ))}
    </>
  );
}
