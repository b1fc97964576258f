import { Space, Statistic, Table, Typography, type TableColumnsType } from 'antd';
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
