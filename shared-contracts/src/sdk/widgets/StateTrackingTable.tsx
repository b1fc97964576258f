import { Link } from 'react-router';
import { Alert, Table, type TableColumnsType } from 'antd';
import type { TableColumn } from '../../downloads';
import { httpErrorMessage } from '../errors';
import { usePaginator } from './paginator';
import { cellText, tableColumn } from './table-columns';
import { caseInsensitiveSorter, tableDefaults, useMinColumnWidth } from './table-defaults';

export interface StateTrackingTableProps<Row> {
  /** The page's shared columns, which its file is written from too; the first names the row. */
  columns: readonly TableColumn<Row>[];
  /** Every LEA's row (and any other unit's the application tracks); undefined while read. */
  rows: readonly Row[] | undefined;
  rowKey(row: Row): string | number;
  caption: string;
  loading: boolean;
  /** Why the figures could not be read, said above the table. */
  error?: unknown;
  /** Where a row's name leads: the application's list filtered to it. */
  linkOf(row: Row): string;
  /** The row's name where the screen says more than the file (a private school's); else the first column's cell. */
  nameOf?(row: Row): string;
  /** The figures added up, beneath the rows under its label. */
  total?: { row: Row; label: string };
}

/**
 * A state tracking page's table: one row per LEA with its figures for the chosen year, each name
 * opening the LEA's list. One row per LEA, so every column sorts in the browser.
 */
export function StateTrackingTable<Row extends object>({
  columns,
  rows,
  rowKey,
  caption,
  loading,
  error,
  linkOf,
  nameOf,
  total,
}: StateTrackingTableProps<Row>) {
  const minWidth = useMinColumnWidth();
  const { pagination } = usePaginator();
  const [nameColumn, ...figureColumns] = columns;
  const sortable = (column: TableColumn<Row>) => ({
    ...tableColumn(columns, column.key),
    sorter: caseInsensitiveSorter<Row>(column.key as keyof Row),
    minWidth,
  });
  const tableColumns: TableColumnsType<Row> = [
    {
      ...sortable(nameColumn!),
      render: (_, row) => <Link to={linkOf(row)}>{nameOf?.(row) ?? cellText(nameColumn!.kind, nameColumn!.value(row))}</Link>,
    },
    ...figureColumns.map(sortable),
  ];
  return (
    <>
      {error ? <Alert type="error" showIcon title={httpErrorMessage(error)} style={{ marginBottom: 16 }} /> : null}
      <Table<Row>
        {...tableDefaults}
        caption={caption}
        rowKey={rowKey}
        columns={tableColumns}
        dataSource={rows}
        loading={loading}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        summary={() =>
          total ? (
            <Table.Summary fixed>
              <Table.Summary.Row>
                {columns.map((column, index) => (
                  <Table.Summary.Cell key={column.key} index={index}>
                    {index === 0 ? <strong>{total.label}</strong> : cellText(column.kind, column.value(total.row))}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </>
  );
}
