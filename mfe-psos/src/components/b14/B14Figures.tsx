import { Alert, Table, Tag, Typography, type TableColumnsType } from 'antd';
import {
  B14_CATEGORIES,
  SURVEY_STATUSES,
  type B14Category,
  type B14Report,
  type StatusCounts,
  CategoryLabels,
  SurveyStatusLabels,
} from '@portal/shared-contracts/psos';
import { Chart, formatPercent, ScrollRegion } from '@portal/shared-contracts/sdk';
import { SubgroupSetLabels, subgroupLabel } from '../psos-labels';
import { B14Texts as T } from './b14-texts';

type Subgroup = B14Report['representativeness']['subgroups'][number];

const countOf = (report: B14Report, category: B14Category) => {
  const { n1, n2, n3, n4, notEngaged } = report.counts;
  return { HE: n1, CE: n2, OE: n3, EMP: n4, NOT_ENGAGED: notEngaged }[category];
};
/** A category's percent of N, at full precision; N/A with no respondent. */
const percentOf = (count: number, N: number) => (N === 0 ? null : (count / N) * 100);

const small = { size: 'small', pagination: false, style: { marginBottom: 16 } } as const;

/** The six survey statuses of the target leavers as a bar chart, with its table. */
export function StatusChart({ statuses }: { statuses: StatusCounts }) {
  return (
    <Chart
      kind="bar"
      title={T.statusesTitle}
      categoryLabel={T.statusAxis}
      series={[{ key: 'youth', label: T.youth }]}
      data={SURVEY_STATUSES.map((status) => ({ category: SurveyStatusLabels[status], values: { youth: statuses[status] } }))}
    />
  );
}

interface Labelled {
  report: B14Report;
  label: string;
}

/**
 * L, X, T, R, the rates, the categories with their percent of N and B14A/B/C, for one collection or,
 * with `prior`, beside the prior collection's; and the categories as a chart.
 */
export function B14Measures({ current, prior }: { current: Labelled; prior?: Labelled | null }) {
  const both = prior ? [current, prior] : [current];
  const row = (key: string, label: string, value: (report: B14Report) => string) => ({
    key,
    label,
    ...Object.fromEntries(both.map((each, index) => [`c${index}`, value(each.report)])),
  });
  const columns: TableColumnsType<Record<string, string>> = [
    { key: 'label', dataIndex: 'label', title: T.measure },
    ...both.map((each, index) => ({ key: `c${index}`, dataIndex: `c${index}`, title: each.label, align: 'right' as const })),
  ];
  const rates = [
    row('L', T.L, (r) => String(r.L)),
    row('X', T.X, (r) => String(r.X)),
    row('T', T.T, (r) => String(r.T)),
    row('R', T.R, (r) => String(r.R)),
    row('incomplete', T.incomplete, (r) => String(r.incomplete)),
    row('raw', T.rawRate, (r) => formatPercent(r.rawRate)),
    row('adjusted', T.adjustedRate, (r) => formatPercent(r.adjustedRate)),
  ];
  const measures = [
    ...B14_CATEGORIES.map((category) =>
      row(category, CategoryLabels[category], (r) => `${countOf(r, category)} (${formatPercent(percentOf(countOf(r, category), r.R))})`),
    ),
    row('b14a', T.b14a, (r) => formatPercent(r.b14a)),
    row('b14b', T.b14b, (r) => formatPercent(r.b14b)),
    row('b14c', T.b14c, (r) => formatPercent(r.b14c)),
  ];
  return (
    <>
      <Table<Record<string, string>> {...small} caption={T.ratesCaption} rowKey="key" columns={columns} dataSource={rates} />
      <Table<Record<string, string>> {...small} caption={T.measuresCaption} rowKey="key" columns={columns} dataSource={measures} />
      <Chart
        kind="bar"
        title={T.categoriesTitle}
        categoryLabel={T.categoryAxis}
        format={formatPercent}
        valueMax={100}
        series={both.map((each, index) => ({ key: `c${index}`, label: each.label }))}
        data={B14_CATEGORIES.map((category) => ({
          category: CategoryLabels[category],
          values: Object.fromEntries(both.map((each, index) => [`c${index}`, percentOf(countOf(each.report, category), each.report.R)])),
        }))}
      />
    </>
  );
}

const subgroupColumns: TableColumnsType<Subgroup> = [
  { key: 'subgroup', dataIndex: 'code', title: T.subgroupColumns.subgroup, render: subgroupLabel },
  { key: 'set', dataIndex: 'set', title: T.subgroupColumns.set, render: (set: Subgroup['set']) => SubgroupSetLabels[set] },
  { key: 'leavers', dataIndex: 'leavers', title: T.subgroupColumns.leavers, align: 'right' },
  { key: 'respondents', dataIndex: 'respondents', title: T.subgroupColumns.respondents, align: 'right' },
  { key: 'responseRate', dataIndex: 'responseRate', title: T.subgroupColumns.responseRate, align: 'right', render: formatPercent },
  { key: 'leaverShare', dataIndex: 'leaverShare', title: T.subgroupColumns.leaverShare, align: 'right', render: formatPercent },
  { key: 'respondentShare', dataIndex: 'respondentShare', title: T.subgroupColumns.respondentShare, align: 'right', render: formatPercent },
  { key: 'difference', dataIndex: 'difference', title: T.subgroupColumns.difference, align: 'right', render: T.points },
  {
    key: 'flag',
    title: T.subgroupColumns.flag,
    render: (_, subgroup) => (subgroup.flagged ? <Tag color="red">{(subgroup.difference ?? 0) < 0 ? T.under : T.over}</Tag> : null),
  },
];

/** Each subgroup's share of the target leavers and of the respondents, the flag decided by the service in exact integers. */
export function Representativeness({ report }: { report: B14Report }) {
  const { representative, thresholdHundredths, subgroups } = report.representativeness;
  const verdict = representative === null ? T.representativeNA : representative ? T.representative : T.notRepresentative;
  return (
    <section aria-labelledby="psos-representativeness-title" style={{ marginTop: 24 }}>
      <Typography.Title level={3} id="psos-representativeness-title" style={{ fontSize: 16 }}>
        {T.subgroupsTitle}
      </Typography.Title>
      <Alert
        type={representative === false ? 'warning' : 'info'}
        showIcon
        title={verdict}
        description={T.threshold((thresholdHundredths / 100).toFixed(2))}
        style={{ marginBottom: 16 }}
      />
      <ScrollRegion label={T.subgroupsCaption}>
        <Table<Subgroup>
          {...small}
          caption={T.subgroupsCaption}
          rowKey={(s) => `${s.set}-${s.code}`}
          columns={subgroupColumns}
          dataSource={subgroups}
        />
      </ScrollRegion>
    </section>
  );
}
