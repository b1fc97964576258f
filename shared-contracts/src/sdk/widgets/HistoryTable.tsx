import { Table, Typography, type TableColumnsType } from 'antd';
import { formatDateTime } from './date-time-text';
import { tableDefaults, useMinColumnWidth } from './table-defaults';

/** One change to a record as its history keeps it (the service kit's `changedFields`): who, when, what, from what to what. */
export interface HistoryEntry {
  /** The entry's id where the history has one; else when and what tell entries apart. */
  id?: number;
  at: string;
  userName: string | null;
  action: string;
  /** Why, where the change asks for a reason (a reopen, an unlock, a returned plan). */
  reason: string | null;
  /** Field (or path of a nested row's field) to what it was and what it became. */
  changes: Record<string, { from: unknown; to: unknown }>;
}

export const HistoryTexts = {
  title: 'History',
  columns: { at: 'When', user: 'Who', action: 'What', changes: 'Changes' },
  none: '—',
} as const;

const shownValue = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? HistoryTexts.none
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

export interface HistoryTableProps {
  /** Newest first, as the services answer; undefined while they are read. */
  entries: readonly HistoryEntry[] | undefined;
  loading?: boolean;
  /** A changed field in the reader's words: the record's form labels, nested rows named by what identifies them. */
  fieldLabel(field: string): string;
  caption: string;
  /** The section's heading, which names it too. */
  title?: string;
  /** 2 for a record's history; 3 for the history of a part shown within a record (its plan). */
  level?: 2 | 3;
}

/** A record's history: every change, who made it and when, and each field from what to what. */
export function HistoryTable({ entries, loading = false, fieldLabel, caption, title = HistoryTexts.title, level = 2 }: HistoryTableProps) {
  const minWidth = useMinColumnWidth();
  const T = HistoryTexts.columns;
  const columns: TableColumnsType<HistoryEntry> = [
    { key: 'at', dataIndex: 'at', title: T.at, minWidth, render: formatDateTime },
    { key: 'user', dataIndex: 'userName', title: T.user, minWidth, render: (name: string | null) => name ?? HistoryTexts.none },
    {
      key: 'action',
      title: T.action,
      minWidth,
      render: (_, entry) => (entry.reason ? `${entry.action}: ${entry.reason}` : entry.action),
    },
    {
      key: 'changes',
      title: T.changes,
      render: (_, entry) =>
        Object.entries(entry.changes)
          .map(([field, { from, to }]) => `${fieldLabel(field)}: ${shownValue(from)} → ${shownValue(to)}`)
          .join('; '),
    },
  ];
  return (
    <section aria-label={title} style={{ marginTop: level === 2 ? 32 : 24 }}>
      <Typography.Title level={level} style={{ fontSize: level === 2 ? 18 : 16 }}>
        {title}
      </Typography.Title>
      <Table<HistoryEntry>
        {...tableDefaults}
        caption={caption}
        rowKey={(entry) => entry.id ?? `${entry.at}-${entry.action}`}
        columns={columns}
        dataSource={entries ?? []}
        loading={loading}
        pagination={false}
      />
    </section>
  );
}
