import { useState } from 'react';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { EmailStatusLabels, emailLogColumns, type EmailLogEntry, type EmailStatusValue } from '@portal/shared-contracts/admin';
import {
  DownloadButton,
  oneOf,
  tableColumn,
  tableDefaults,
  useCurrentRoute,
  useListFilters,
  useMinColumnWidth,
  useServerList,
} from '@portal/shared-contracts/sdk';
import { EMAIL_LOGS_PATH, fetchEmailTypes } from '../../api/email-logs';
import { EmailLogColumns as C, EmailLogPageTexts as T } from './email-log-texts';
import { EmailStatusTag } from './EmailStatusTag';
import { EmailViewer } from './EmailViewer';
import { adminKeys } from '../../api/keys';

// 'All' is a choice of its own rather than a placeholder, whose pale text would be hard to read.
const statusOptions = [
  { value: '' as const, label: T.allStatuses },
  ...(Object.keys(EmailStatusLabels) as EmailStatusValue[]).map((status) => ({ value: status, label: EmailStatusLabels[status] })),
];

/** Admin's Email Logs: every mail the worker tried, searched, filtered, sorted and paged by the service, exported as CSV, each viewable. */
export function EmailLogsPage() {
  const { filters, setter, setFilters } = useListFilters({
    status: oneOf(Object.keys(EmailStatusLabels) as EmailStatusValue[]),
    type: String,
    createdFrom: String,
    createdTo: String,
  });
  const { status, type, createdFrom, createdTo } = filters;
  const created: [dayjs.Dayjs, dayjs.Dayjs] | null = createdFrom && createdTo ? [dayjs(createdFrom), dayjs(createdTo)] : null;
  const [viewing, setViewing] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const { route } = useCurrentRoute();
  const minWidth = useMinColumnWidth();
  const types = useQuery({ queryKey: adminKeys.emailTypes, queryFn: fetchEmailTypes });
  const list = useServerList<EmailLogEntry>({
    queryKey: adminKeys.emailLogs,
    path: EMAIL_LOGS_PATH,
    filters: { status, type, createdFrom, createdTo },
  });

  const view = (mail: EmailLogEntry) => {
    setViewing(mail.id);
    setOpen(true);
  };
  const sortable = { sorter: true, minWidth } as const;
  // Headers and cells come from the list's one column definition, which its files are written from too.
  const column = (key: string) => ({ ...tableColumn(emailLogColumns, key), ...sortable });
  const columns: TableColumnsType<EmailLogEntry> = [
    column('to'),
    column('subject'),
    column('type'),
    { ...column('status'), render: (_, mail) => <EmailStatusTag status={mail.status} /> },
    ...['attempts', 'createdAt', 'sentAt', 'updatedAt'].map(column),
    { ...tableColumn(emailLogColumns, 'lastError'), minWidth },
    {
      key: 'actions',
      title: C.actions,
      minWidth,
      render: (_, mail) => (
        <Button aria-label={T.viewLabel(mail.to, mail.subject)} onClick={() => view(mail)}>
          {T.view}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={T.search}
          placeholder={T.search}
          allowClear
          defaultValue={list.search}
          onSearch={list.setSearch}
          style={{ width: 280 }}
        />
        <Select<EmailStatusValue | ''>
          aria-label={T.status}
          options={statusOptions}
          value={status ?? ''}
          onChange={setter('status')}
          style={{ width: 160 }}
        />
        <Select<string>
          aria-label={T.type}
          showSearch
          options={[{ value: '', label: T.allTypes }, ...(types.data ?? []).map((value) => ({ value, label: value }))]}
          value={type ?? ''}
          onChange={setter('type')}
          style={{ width: 240 }}
        />
        <DatePicker.RangePicker
          aria-label={`${T.createdFrom} – ${T.createdTo}`}
          placeholder={[T.createdFrom, T.createdTo]}
          value={created}
          // Whole days in the browser's time, from the start of the first to the end of the last, kept in the URL with the other filters.
          onChange={(range) =>
            setFilters({ createdFrom: range?.[0]?.startOf('day').toISOString(), createdTo: range?.[1]?.endOf('day').toISOString() })
          }
        />
        <DownloadButton {...list.download} name={T.exportFile} />
      </Space>
      <Table<EmailLogEntry>
        {...tableDefaults}
        {...list.tableProps}
        rowKey="id"
        columns={list.sorted(columns)}
        scroll={{ x: 'max-content' }}
      />
      <EmailViewer id={viewing} open={open} onClose={() => setOpen(false)} afterClose={() => setViewing(null)} />
    </>
  );
}
