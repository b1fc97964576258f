import { Button, Progress, Space, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import type { TableColumn } from '../../downloads';
import type { ImportProgress } from '../../schemas/imports';
import { saveRejectedRows, type RejectedRow } from '../csv-upload';
import { usePaginator } from './paginator';
import { cellText, tableColumn } from './table-columns';

/** An import's counts side by side, each under its label. */
export function ImportCounts({ counts }: { counts: ReadonlyArray<readonly [label: string, value: number]> }) {
  return (
    <Space size="large" wrap style={{ marginBottom: 16 }}>
      {counts.map(([label, value]) => (
        <Statistic key={label} title={label} value={value} />
      ))}
    </Space>
  );
}

/**
 * One part of an import's report, its rows keyed by their line in the file (or by `rowKey`, for
 * records the file makes of several lines), 25 a page like every table; a region named by its title,
 * and left out when it has no rows.
 */
export function ImportRowsTable<Row extends { line: number } | object>({
  title,
  rows,
  columns,
  rowKey = (row) => (row as { line: number }).line,
}: {
  title: string;
  rows: Row[];
  columns: TableColumnsType<Row>;
  /** Rows that are no line of the file give their own key. */
  rowKey?: (row: Row) => string | number;
}) {
  const paginator = usePaginator(undefined, { all: false });
  if (rows.length === 0) return null;
  return (
    <section aria-label={title}>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      <Table<Row>
        rowKey={rowKey}
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={paginator.pagination}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}

/** A running import's progress: a bar, and the rows done of the rows total in words. */
export function ImportProgressBar({ progress, label }: { progress: ImportProgress; label: string }) {
  const percent = progress.total ? Math.floor((progress.done / progress.total) * 100) : 0;
  const text = `${progress.done.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')} rows done`;
  return (
    <div role="status" style={{ marginBottom: 16 }}>
      <Progress percent={percent} aria-label={label} aria-valuetext={text} />
      <Typography.Text>{text}</Typography.Text>
    </div>
  );
}

/** Offers an import's refused rows as a CSV file to correct and import again; nothing when none were refused. */
export function RejectedRowsDownload({ rows, filename, label }: { rows: readonly RejectedRow[]; filename: string; label: string }) {
  if (rows.length === 0) return null;
  return (
    <Button onClick={() => saveRejectedRows(rows, filename)} style={{ marginBottom: 16 }}>
      {label}
    </Button>
  );
}

/** One thing wrong with a line of an import's file: the column at fault, in the reader's words, and why. */
export interface ImportProblem {
  column: string;
  message: string;
}

/** A line of the file with everything wrong with it, so the tables list it once. */
export interface ImportLineProblems {
  line: number;
  problems: readonly ImportProblem[];
}

export const ImportProblemTexts = {
  rejectedTitle: 'Rejected rows',
  warningsTitle: 'Warnings',
  line: 'Line',
  problems: 'Problems',
  downloadRejected: 'Download rejected rows (CSV)',
  rejectedFile: 'rejected-rows.csv',
} as const;

/** An import's problems as the service lists them, one per line and column, gathered by line. */
export function problemsByLine(problems: readonly (ImportProblem & { line: number })[]): ImportLineProblems[] {
  const lines = new Map<number, { line: number; problems: ImportProblem[] }>();
  for (const { line, column, message } of problems) {
    const entry = lines.get(line) ?? { line, problems: [] };
    entry.problems.push({ column, message });
    lines.set(line, entry);
  }
  return [...lines.values()];
}

/**
 * An import's refused and warned lines: the refused ones as a CSV file to correct and import again,
 * then a table of each, every line once with each column at fault. `rowColumns` name a line beyond
 * its number (ECO's state student id), in the tables and the file alike.
 */
export function ImportProblemTables<Row extends ImportLineProblems>({
  rejected,
  warnings,
  rowColumns = [],
}: {
  rejected: Row[];
  warnings: Row[];
  rowColumns?: readonly TableColumn<Row>[];
}) {
  const T = ImportProblemTexts;
  const columns: TableColumnsType<Row> = [
    { key: 'line', dataIndex: 'line', title: T.line, width: 80 },
    ...rowColumns.map((column) => tableColumn(rowColumns, column.key)),
    {
      key: 'problems',
      title: T.problems,
      render: (_, row) => row.problems.map(({ column, message }) => <div key={`${column}:${message}`}>{`${column}: ${message}`}</div>),
    },
  ];
  const valuesOf = (row: Row) =>
    rowColumns.length
      ? Object.fromEntries(rowColumns.map((column) => [column.header, cellText(column.kind, column.value(row))]))
      : undefined;
  const rejectedRows: RejectedRow[] = rejected.flatMap((row) =>
    row.problems.map(({ column, message }) => ({ line: row.line, column, message, values: valuesOf(row) })),
  );
  return (
    <>
      <div>
        <RejectedRowsDownload rows={rejectedRows} filename={T.rejectedFile} label={T.downloadRejected} />
      </div>
      <ImportRowsTable title={T.rejectedTitle} rows={rejected} columns={columns} />
      <ImportRowsTable title={T.warningsTitle} rows={warnings} columns={columns} />
    </>
  );
}
