import { Space, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import type { SchoolFieldChange, SchoolImportReport } from '@portal/shared-contracts';
import { usePaginator } from '@portal/shared-contracts/sdk';
import { SchoolTexts } from './school-texts';

type Added = SchoolImportReport['added'][number];
type Changed = SchoolImportReport['changed'][number];
type Rejected = SchoolImportReport['rejected'][number];

const R = SchoolTexts.reportColumns;
const line = { title: R.line, dataIndex: 'line', width: 80 };
const externalSchoolId = { title: R.externalSchoolId, dataIndex: 'externalSchoolId' };

const addedColumns: TableColumnsType<Added> = [line, externalSchoolId, { title: R.name, dataIndex: 'name' }, { title: R.leaCode, dataIndex: 'leaCode' }];

const describeChange = (change: SchoolFieldChange) => `${SchoolTexts.fieldNames[change.field]}: ${change.from} → ${change.to}`;
const changedColumns: TableColumnsType<Changed> = [
  line,
  externalSchoolId,
  { title: R.changes, key: 'changes', render: (_, row) => row.changes.map((change) => <div key={change.field}>{describeChange(change)}</div>) },
];

const rejectedColumns: TableColumnsType<Rejected> = [
  line,
  externalSchoolId,
  { title: R.reasons, key: 'reasons', render: (_, row) => row.reasons.map((reason) => <div key={reason}>{reason}</div>) },
];

/** One part of the report, 25 rows a page like every table. */
function ReportTable<Row extends { line: number }>({ title, rows, columns }: { title: string; rows: Row[]; columns: TableColumnsType<Row> }) {
  const paginator = usePaginator(undefined, { all: false });
  if (rows.length === 0) return null;
  return (
    <section aria-label={title}>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      <Table<Row> rowKey="line" size="small" columns={columns} dataSource={rows} pagination={paginator.pagination} scroll={{ x: 'max-content' }} />
    </section>
  );
}

/** What an import did or would do: the counts, then the rows added, changed and refused with why. */
export function ImportReport({ report }: { report: SchoolImportReport }) {
  const S = SchoolTexts.summary;
  return (
    <>
      <Space size="large" wrap style={{ marginBottom: 16 }}>
        <Statistic title={S.rows} value={report.rows} />
        <Statistic title={S.added} value={report.added.length} />
        <Statistic title={S.changed} value={report.changed.length} />
        <Statistic title={S.unchanged} value={report.unchanged} />
        <Statistic title={S.rejected} value={report.rejected.length} />
      </Space>
      {report.ignoredColumns.length ? <Typography.Paragraph type="secondary">{SchoolTexts.ignoredColumns(report.ignoredColumns)}</Typography.Paragraph> : null}
      <ReportTable title={SchoolTexts.addedTitle} rows={report.added} columns={addedColumns} />
      <ReportTable title={SchoolTexts.changedTitle} rows={report.changed} columns={changedColumns} />
      <ReportTable title={SchoolTexts.rejectedTitle} rows={report.rejected} columns={rejectedColumns} />
    </>
  );
}
