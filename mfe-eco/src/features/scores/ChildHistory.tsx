import { useQuery } from '@tanstack/react-query';
import { Table, Typography, type TableColumnsType } from 'antd';
import type { ChildHistoryEntry } from '@portal/shared-contracts/eco';
import { formatDateTime, tableDefaults, useMinColumnWidth } from '@portal/shared-contracts/sdk';
import { fetchChildHistory } from '../../api/children';
import { ecoKeys } from '../../api/keys';
import { ScoreTexts as T } from './score-texts';

const shownValue = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** Every change to the child's record, newest first: who, when, what, from what to what. */
export function ChildHistory({ childId }: { childId: number }) {
  const minWidth = useMinColumnWidth();
  const history = useQuery({ queryKey: ecoKeys.history(childId), queryFn: () => fetchChildHistory(childId) });
  const columns: TableColumnsType<ChildHistoryEntry> = [
    { key: 'at', dataIndex: 'at', title: T.historyColumns.at, minWidth, render: formatDateTime },
    { key: 'user', dataIndex: 'userName', title: T.historyColumns.user, minWidth },
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
      <Table<ChildHistoryEntry>
        {...tableDefaults}
        rowKey="id"
        columns={columns}
        dataSource={history.data ?? []}
        loading={history.isLoading}
        pagination={false}
      />
    </section>
  );
}
