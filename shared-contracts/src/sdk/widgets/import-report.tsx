import { Button, Progress, Space, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import type { ImportProgress } from '../../schemas/imports';
import { saveRejectedRows, type RejectedRow } from '../csv-upload';
import { usePaginator } from './paginator';

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
 * One part of an import's report, its rows keyed by their line in the file, 25 a page like every
 * table; a region named by its title, and left out when it has no rows.
 */
export function ImportRowsTable<Row extends { line: number }>({
  title,
  rows,
  columns,
}: {
  title: string;
  rows: Row[];
  columns: TableColumnsType<Row>;
}) {
  const paginator = usePaginator(undefined, { all: false });
  if (rows.length === 0) return null;
  return (
    <section aria-label={title}>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      <Table<Row>
        rowKey="line"
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
