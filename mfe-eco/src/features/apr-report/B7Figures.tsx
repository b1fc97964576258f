import { useId } from 'react';
import { Link } from 'react-router';
import { Space, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import {
  EXCLUSION_REASONS,
  PROGRESS_CATEGORIES,
  QUALITY_FLAGS,
  type B7OutcomeFigures,
  type B7Report,
  type ExclusionReason,
  type ProgressCategory,
  type QualityFlag,
} from '@portal/shared-contracts/eco';
import { formatPercent } from '@portal/shared-contracts/sdk';
import { CategoryLabels, ExclusionReasonLabels, OutcomeNames, QualityFlagLabels } from '../../components/eco-labels';
import { ProgressCategoriesChart } from '../../components/ProgressCategoriesChart';
import { AprReportColumns as C, AprReportTexts as T } from './apr-report-texts';
import { B7TrendCharts } from './B7TrendCharts';

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
interface FlaggedRow {
  flag: QualityFlag;
  count: number;
}

/** The data-quality counts; with `listOf`, each links to the list of the LEA's children carrying that flag. */
function flaggedColumns(listOf: ((flag: QualityFlag) => string) | null): TableColumnsType<FlaggedRow> {
  return [
    { key: 'flag', dataIndex: 'flag', title: C.flag, render: (flag: QualityFlag) => QualityFlagLabels[flag] },
    { key: 'count', dataIndex: 'count', title: C.children, align: 'right' },
    ...(listOf
      ? [
          {
            key: 'list',
            dataIndex: 'flag',
            title: C.list,
            render: (flag: QualityFlag, row: FlaggedRow) => (row.count > 0 ? <Link to={listOf(flag)}>{T.listFlagged}</Link> : null),
          },
        ]
      : []),
  ];
}

const plain = { pagination: false, size: 'small', style: { marginBottom: 16 } } as const;

function OutcomeFigures({ figures, listOf }: { figures: B7OutcomeFigures; listOf: ((flag: QualityFlag) => string) | null }) {
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
        dataSource={PROGRESS_CATEGORIES.map((category) => ({
          category,
          count: figures.counts[category],
          percent: figures.percents[category],
        }))}
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
      <Table<FlaggedRow>
        {...plain}
        caption={T.flaggedCaption(outcome)}
        rowKey="flag"
        columns={flaggedColumns(listOf)}
        dataSource={QUALITY_FLAGS.map((flag) => ({ flag, count: figures.flagged[flag] }))}
      />
    </section>
  );
}

/**
 * One B7 report, the state's or an LEA's: who was counted, the charts (categories per outcome, summary
 * statements beside the prior years), then each outcome's categories, summary statements, exclusions
 * and data-quality flags. `childListPath`, for an LEA's report when the user
 * may open the Child List, leads from a flag's count to that LEA's children carrying it.
 */
export function B7Figures({ report, childListPath }: { report: B7Report; childListPath: string | null }) {
  const leaId = report.leaId;
  const listOf = childListPath !== null && leaId !== null ? (flag: QualityFlag) => `${childListPath}?leaId=${leaId}&flag=${flag}` : null;
  return (
    <>
      <Space size="large" style={{ marginBottom: 16 }}>
        <Statistic title={T.counted} value={report.exited} />
        <Statistic title={T.shortStays} value={report.shortStays} />
      </Space>
      <ProgressCategoriesChart report={report} />
      <B7TrendCharts leaId={report.leaId} />
      {report.outcomes.map((figures) => (
        <OutcomeFigures key={figures.outcome} figures={figures} listOf={listOf} />
      ))}
    </>
  );
}
