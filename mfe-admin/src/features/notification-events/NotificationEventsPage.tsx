import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { EventTypeMessages, eventTypeColumns, type NotificationEventType } from '@portal/shared-contracts/admin';
import {
  DownloadButton,
  oneOf,
  tableColumn,
  tableDefaults,
  useCurrentRoute,
  useListFilters,
  useMinColumnWidth,
  useServerList,
  useTaskSnackbar,
} from '@portal/shared-contracts/sdk';
import { type EventTypeFormValues } from './event-type-form';
import { EVENT_TYPES_PATH, updateEventType } from '../../api/event-types';
import { EventTypeDialog } from './EventTypeDialog';
import { NotificationEventColumns as C, NotificationEventTexts as T } from './notification-event-texts';
import { adminKeys } from '../../api/keys';

type RequiredFilter = 'required' | 'optional';

/** Admin's Manage Notification Events: the types the services raise, with an edit dialog for each. */
export function NotificationEventsPage() {
  const { route } = useCurrentRoute();
  const queryClient = useQueryClient();
  const runTask = useTaskSnackbar();
  const minWidth = useMinColumnWidth();
  const { filters, setter } = useListFilters({ required: oneOf<RequiredFilter>(['required', 'optional']) });
  const { required } = filters;
  // The type being edited stays until the dialog has closed, so the dialog can hand focus back.
  const [editing, setEditing] = useState<NotificationEventType | null>(null);
  const [open, setOpen] = useState(false);
  const list = useServerList<NotificationEventType>({
    queryKey: adminKeys.eventTypes,
    path: EVENT_TYPES_PATH,
    filters: { isRequired: required === undefined ? undefined : required === 'required' },
  });

  const edit = (type: NotificationEventType) => {
    setEditing(type);
    setOpen(true);
  };
  const save = async (type: NotificationEventType, values: EventTypeFormValues) => {
    const outcome = await runTask(() => updateEventType(type.id, values), { before: T.saving, success: EventTypeMessages.saved });
    await queryClient.invalidateQueries({ queryKey: adminKeys.eventTypes });
    return outcome;
  };

  const sortable = { sorter: true, minWidth } as const;
  // Headers and cells come from the list's one column definition, which its files are written from too.
  const column = (key: string) => ({ ...tableColumn(eventTypeColumns, key), minWidth });
  const columns: TableColumnsType<NotificationEventType> = [
    { ...column('name'), ...sortable },
    { ...column('code'), ...sortable },
    { ...column('description'), minWidth: 240 },
    {
      ...column('isRequired'),
      render: (_, type) => {
        const required = column('isRequired').render(null, type);
        return type.isRequired ? <Tag color="blue">{required}</Tag> : required;
      },
    },
    ...['channels', 'frequencies', 'hasLea', 'hasSpecificDate'].map(column),
    { ...column('audiencePermission'), ...sortable },
    { ...column('subscribers'), ...sortable },
    {
      key: 'actions',
      title: C.actions,
      minWidth,
      render: (_, type) => (
        <Button aria-label={T.editLabel(type.name)} onClick={() => edit(type)}>
          {T.edit}
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
          style={{ width: 300 }}
        />
        <Select<RequiredFilter | ''>
          aria-label={T.requiredFilter}
          value={required ?? ''}
          onChange={setter('required')}
          options={[
            { value: '', label: T.allTypes },
            { value: 'required', label: T.requiredOnly },
            { value: 'optional', label: T.optionalOnly },
          ]}
          style={{ width: 200 }}
        />
        <DownloadButton {...list.download} name={T.exportFile} />
      </Space>
      <Table<NotificationEventType>
        {...tableDefaults}
        {...list.tableProps}
        rowKey="id"
        columns={list.sorted(columns)}
        scroll={{ x: 'max-content' }}
      />
      {editing ? (
        <EventTypeDialog
          key={editing.id}
          type={editing}
          open={open}
          onClose={() => setOpen(false)}
          afterClose={() => setEditing(null)}
          onSave={(values) => save(editing, values)}
        />
      ) : null}
    </>
  );
}
