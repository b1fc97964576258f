import { Typography, type TableColumnsType } from 'antd';
import { type SchoolFieldChange, type SchoolImportReport } from '@portal/shared-contracts/admin';
import { ImportCounts, ImportRowsTable, RejectedRowsDownload } from '@portal/shared-contracts/sdk';
import { SchoolTexts } from './school-texts';

type Added = SchoolImportReport['added'][number];
type Changed = SchoolImportReport['changed'][number];
type Rejected = SchoolImportReport['rejected'][number];

const R = SchoolTexts.reportColumns;
const line = { title: R.line, dataIndex: 'line', width: 80 };
const externalSchoolId = { title: R.externalSchoolId, dataIndex: 'externalSchoolId' };

const addedColumns: TableColumnsType<Added> = [
  line,
  externalSchoolId,
  { title: R.name, dataIndex: 'name' },
  { title: R.leaCode, dataIndex: 'leaCode' },
];

const describeChange = (change: SchoolFieldChange) => `${SchoolTexts.fieldNames[change.field]}: ${change.from} → ${change.to}`;
const changedColumns: TableColumnsType<Changed> = [
  line,
  externalSchoolId,
  {
    title: R.changes,
    key: 'changes',
    render: (_, row) => row.changes.map((change) => <div key={change.field}>{describeChange(change)}</div>),
  },
];

const rejectedColumns: TableColumnsType<Rejected> = [
  line,
  externalSchoolId,
  { title: R.reasons, key: 'reasons', render: (_, row) => row.reasons.map((reason) => <div key={reason}>{reason}</div>) },
];

// The reasons name no column: each is a sentence about the row.
const rejectedRows = (report: SchoolImportReport) =>
  report.rejected.flatMap((row) =>
    row.reasons.map((message) => ({ line: row.line, column: '', message, values: { [R.externalSchoolId]: row.externalSchoolId } })),
  );

/** What an import did or would do: the counts, the refused rows as a file to correct, then the rows added, changed and refused with why. */
export function ImportReport({ report }: { report: SchoolImportReport }) {
  const S = SchoolTexts.summary;
  return (
    <>
      <ImportCounts
        counts={[
          [S.rows, report.rows],
          [S.added, report.added.length],
          [S.changed, report.changed.length],
          [S.unchanged, report.unchanged],
          [S.rejected, report.rejected.length],
        ]}
      />
      <div>
        <RejectedRowsDownload rows={rejectedRows(report)} filename={SchoolTexts.rejectedFile} label={SchoolTexts.downloadRejected} />
      </div>
      {report.ignoredColumns.length ? (
        <Typography.Paragraph type="secondary">{SchoolTexts.ignoredColumns(report.ignoredColumns)}</Typography.Paragraph>
      ) : null}
      <ImportRowsTable title={SchoolTexts.addedTitle} rows={report.added} columns={addedColumns} />
      <ImportRowsTable title={SchoolTexts.changedTitle} rows={report.changed} columns={changedColumns} />
      <ImportRowsTable title={SchoolTexts.rejectedTitle} rows={report.rejected} columns={rejectedColumns} />
    </>
  );
}
