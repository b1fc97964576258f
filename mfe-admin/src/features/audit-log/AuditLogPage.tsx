import { Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import { auditLogColumns, type AuditLogEntry } from '@portal/shared-contracts/admin';
import {
  DownloadButton,
  tableColumn,
  tableDefaults,
  useCurrentRoute,
  useListFilters,
  useMinColumnWidth,
  useServerList,
} from '@portal/shared-contracts/sdk';
import { AuditLogFilters, auditLogFilterParsers, type AuditLogFilterValues } from './AuditLogFilters';
import { AuditLogTexts } from './audit-log-texts';
import { adminKeys } from '../../api/keys';

/**
 * The Audit Log (/admin/audit-log): every service's audit trail and record of who read student data, read as one, newest first,
 * filtered, searched and paged on the server, and exported as CSV.
 */
export function AuditLogPage() {
  const { route } = useCurrentRoute();
  // In the URL beside the page and sort, so Back, a reload and a shared link show the same entries.
  const { filters, setFilters } = useListFilters(auditLogFilterParsers);
  // Every filter is set on Apply, so one left empty clears what the URL had.
  const apply = (values: AuditLogFilterValues) =>
    setFilters(Object.fromEntries(Object.keys(auditLogFilterParsers).map((name) => [name, values[name as keyof AuditLogFilterValues]])));
  const log = useServerList<AuditLogEntry>({
    queryKey: adminKeys.auditEntries,
    path: 'admin/audit-events',
    filters: { ...filters },
  });
  const minWidth = useMinColumnWidth();

  // Headers and cells come from the log's one column definition, which its files are written from too.
  const column = (key: string) => ({ ...tableColumn(auditLogColumns, key), minWidth });
  const columns: TableColumnsType<AuditLogEntry> = [
    { ...column('occurredAt'), sorter: true },
    ...['service', 'event', 'actorName', 'userName', 'record', 'leaName', 'ip', 'students'].map(column),
    { ...column('details'), minWidth: minWidth * 2 },
  ];

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{AuditLogTexts.intro}</Typography.Paragraph>
      <AuditLogFilters applied={filters} onApply={apply} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={AuditLogTexts.search}
          placeholder={AuditLogTexts.search}
          allowClear
          defaultValue={log.search}
          onSearch={log.setSearch}
          style={{ width: 280 }}
        />
        <DownloadButton {...log.download} name="audit-log" />
      </Space>
      <Table<AuditLogEntry>
        rowKey="key"
        columns={log.sorted(columns)}
        scroll={{ x: 'max-content' }}
        {...tableDefaults}
        {...log.tableProps}
      />
    </>
  );
}
