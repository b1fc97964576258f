import { useQuery } from '@tanstack/react-query';
import { Table, Typography, type TableColumnsType } from 'antd';
import { formatDateTime, tableDefaults, useMinColumnWidth } from '@portal/shared-contracts/sdk';
import type { IncidentHistoryEntry } from '../../api/incident-wire';
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
    { key: 'user', dataIndex: 'byName', title: T.historyColumns.user, minWidth },
    { key: 'field', dataIndex: 'field', title: T.historyColumns.field, minWidth },
    {
      key: 'change',
      title: T.historyColumns.change,
      render: (_, entry) => `${shownValue(entry.oldValue)} → ${shownValue(entry.newValue)}`,
    },
  ];
  return (
    <section aria-label={T.history} style={{ marginTop: 32 }}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {T.history}
      </Typography.Title>
      <Table<IncidentHistoryEntry>
        {...tableDefaults}
        rowKey={(entry) => `${entry.at}-${entry.field}`}
        columns={columns}
        dataSource={history.data ?? []}
        loading={history.isLoading}
        pagination={false}
      />
    </section>
  );
}
