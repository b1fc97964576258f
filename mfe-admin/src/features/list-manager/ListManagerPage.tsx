import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Radio, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { lookupValueColumns, type LookupList, type LookupValue, type LookupValueStatus } from '@portal/shared-contracts/admin';
import {
  DownloadButton,
  oneOf,
  tableColumn,
  tableDefaults,
  useConfirm,
  useCurrentRoute,
  useListFilters,
  useMinColumnWidth,
  useServerList,
} from '@portal/shared-contracts/sdk';
import { fetchLookupLists, managerPath } from '../../api/lookup-lists';
import { ListManagerTexts } from './list-manager-texts';
import { ReorderDialog } from './ReorderDialog';
import { useLookupListChanges } from './useLookupListChanges';
import { ValueDialog } from './ValueDialog';
import { adminKeys } from '../../api/keys';

const statusChoices: { value: LookupValueStatus; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'retired', label: 'Retired' },
];

type Dialog = { kind: 'add' } | { kind: 'rename'; value: LookupValue } | { kind: 'reorder' };

/** One list's values: paged, sorted and searched on the server, with the changes an administrator makes to them. */
function ListValues({ list }: { list: LookupList }) {
  const { filters, setter } = useListFilters({ status: oneOf(statusChoices.map((choice) => choice.value)) });
  const status = filters.status ?? 'all';
  const values = useServerList<LookupValue>({
    queryKey: adminKeys.listValues(list.code),
    path: managerPath(list.code),
    filters: { status },
  });
  const changes = useLookupListChanges(list.code);
  const confirm = useConfirm();
  const minWidth = useMinColumnWidth();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const retire = async (value: LookupValue) => {
    if (
      await confirm({ title: ListManagerTexts.retireTitle(value.label), html: ListManagerTexts.retireBody, okLabel: 'Retire', width: 450 })
    )
      await changes.setRetired(value, true);
  };

  const sortable = { sorter: true, minWidth } as const;
  // Headers and cells come from the list's one column definition, which its files are written from too.
  const column = (key: string) => tableColumn(lookupValueColumns, key);
  const columns: TableColumnsType<LookupValue> = [
    { ...column('position'), ...sortable },
    { ...column('code'), ...sortable },
    { ...column('label'), ...sortable },
    {
      ...column('status'),
      minWidth,
      render: (_, value) => {
        const status = column('status').render(null, value);
        return value.retired ? <Tag>{status}</Tag> : status;
      },
    },
    { ...column('retiredAt'), minWidth },
    {
      title: 'Actions',
      key: 'actions',
      minWidth,
      render: (_, value) => (
        <Space>
          <Button size="small" aria-label={`Rename ${value.label}`} onClick={() => setDialog({ kind: 'rename', value })}>
            Rename
          </Button>
          {value.retired ? (
            <Button size="small" aria-label={`Restore ${value.label}`} onClick={() => void changes.setRetired(value, false)}>
              Restore
            </Button>
          ) : (
            <Button size="small" danger aria-label={`Retire ${value.label}`} onClick={() => void retire(value)}>
              Retire
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Radio.Group
          aria-label={ListManagerTexts.show}
          optionType="button"
          options={statusChoices}
          value={status}
          onChange={(event) => setter('status')(event.target.value as LookupValueStatus)}
        />
        <Input.Search
          aria-label={ListManagerTexts.search}
          placeholder={ListManagerTexts.search}
          allowClear
          defaultValue={values.search}
          onSearch={values.setSearch}
          style={{ width: 240 }}
        />
        <Button type="primary" onClick={() => setDialog({ kind: 'add' })}>
          {ListManagerTexts.add}
        </Button>
        <Button onClick={() => setDialog({ kind: 'reorder' })}>{ListManagerTexts.reorder}</Button>
        <DownloadButton {...values.download} name={list.code} />
      </Space>
      <Table<LookupValue> rowKey="id" columns={values.sorted(columns)} {...tableDefaults} {...values.tableProps} />
      {dialog?.kind === 'add' ? (
        <ValueDialog title={ListManagerTexts.addTitle(list.name)} open onClose={close} onSave={changes.add} />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <ValueDialog
          title={ListManagerTexts.renameTitle(dialog.value.label)}
          value={dialog.value}
          open
          onClose={close}
          onSave={({ label }) => changes.rename(dialog.value, label)}
        />
      ) : null}
      {dialog?.kind === 'reorder' ? <ReorderDialog list={list} open onClose={close} onSave={changes.reorder} /> : null}
    </>
  );
}

/**
 * The List Manager (/admin/list-manager): the lookup lists the applications' forms offer. Values
 * are added, renamed (the label; records keep the code), reordered, retired and restored, never
 * deleted, so that no record loses the value it was given.
 */
export function ListManagerPage() {
  const { route } = useCurrentRoute();
  const lists = useQuery({ queryKey: adminKeys.lookupLists, queryFn: fetchLookupLists });
  const [chosen, setChosen] = useState<string | null>(null);
  const list = lists.data?.find((l) => l.code === chosen) ?? lists.data?.[0];

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{ListManagerTexts.intro}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <label htmlFor="list-manager-list">{ListManagerTexts.list}</label>
        <Select
          id="list-manager-list"
          loading={lists.isPending}
          style={{ minWidth: 320 }}
          value={list?.code}
          onChange={setChosen}
          options={lists.data?.map((l) => ({ value: l.code, label: `${l.name} (${l.activeCount} active, ${l.retiredCount} retired)` }))}
        />
      </Space>
      {list ? <ListValues key={list.code} list={list} /> : null}
    </>
  );
}
