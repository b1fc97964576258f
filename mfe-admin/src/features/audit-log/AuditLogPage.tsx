import { Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import { type AuditLogEntry } from '@portal/shared-contracts/admin';
import {
  DownloadButton,
  formatDateTime,
  tableDefaults,
  useCurrentRoute,
  useListFilters,
  useMinColumnWidth,
  useServerList,
} from '@portal/shared-contracts/sdk';
import { AuditLogFilters, auditLogFilterParsers, type AuditLogFilterValues } from './AuditLogFilters';
import { AuditLogTexts } from './audit-log-texts';
import { adminKeys } from '../../api/keys';

/** An entry's details on one line, `field: value` by field name: the database keeps no order of its own for them. */
export function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

const record = (entry: AuditLogEntry) => (entry.entityType ? `${entry.entityType} ${entry.entityId ?? ''}`.trim() : '');

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

  const columns: TableColumnsType<AuditLogEntry> = [
    { title: 'When', dataIndex: 'occurredAt', key: 'occurredAt', sorter: true, minWidth, render: (when: string) => formatDateTime(when) },
    { title: 'Service', dataIndex: 'service', minWidth },
    { title: 'Event', dataIndex: 'event', minWidth },
    { title: 'Actor', dataIndex: 'actorName', minWidth },
    { title: 'User', dataIndex: 'userName', minWidth },
    { title: 'Record', key: 'record', minWidth, render: (_, entry) => record(entry) },
    { title: 'LEA', dataIndex: 'leaName', minWidth },
    { title: 'IP', dataIndex: 'ip', minWidth },
    {
      title: 'Students',
      dataIndex: 'students',
      minWidth,
      render: (students: AuditLogEntry['students']) => (students ? AuditLogTexts.students(students.count, students.ids) : ''),
    },
    { title: 'Details', dataIndex: 'details', minWidth: minWidth * 2, render: detailsText },
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
