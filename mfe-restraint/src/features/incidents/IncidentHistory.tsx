import { useQuery } from '@tanstack/react-query';
import { Table, Typography, type TableColumnsType } from 'antd';
import type { IncidentHistoryEntry } from '@portal/shared-contracts/restraint';
import { formatDateTime, tableDefaults, useMinColumnWidth } from '@portal/shared-contracts/sdk';
import { fetchIncidentHistory } from '../../api/incidents';
import { restraintKeys } from '../../api/keys';
import { DetailTexts as T } from './detail-texts';

const shownValue = (value: unknown) =>
  value === null || value === undefined || value === '' ? T.none : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Every change to the incident, newest first: who, when, what, from what to what. */
export function IncidentHistory({ incidentId }: { incidentId: number }) {
  const minWidth = useMinColumnWidth();
  const history = useQuery({ queryKey: restraintKeys.history(incidentId), queryFn: () => fetchIncidentHistory(incidentId) });
  const columns: TableColumnsType<IncidentHistoryEntry> = [
    { key: 'at', dataIndex: 'at', title: T.historyColumns.at, minWidth, render: formatDateTime },
    { key: 'user', dataIndex: 'userName', title: T.historyColumns.user, minWidth, render: (name: string | null) => name ?? T.none },
    {
      key: 'action',
      title: T.historyColumns.action,
      minWidth,
      render: (_, entry) => (entry.reason ? `${entry.action}: ${entry.reason}` : entry.action),
    },
    {
      key: 'changes',
      title: T.historyColumns.changes,
      render: (_, entry) =>
        Object.entries(entry.changes)
          .map(([field, { from, to }]) => `${field}: ${shownValue(from)} → ${shownValue(to)}`)
          .join('; '),
    },
  ];
  return (
    <section aria-label={T.history} style={{ marginTop: 32 }}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {T.history}
      </Typography.Title>
      <Table<IncidentHistoryEntry>
        {...tableDefaults}
        caption={T.historyCaption}
        rowKey="id"
        columns={columns}
        dataSource={history.data?.items ?? []}
        loading={history.isLoading}
        pagination={false}
      />
    </section>
  );
}
