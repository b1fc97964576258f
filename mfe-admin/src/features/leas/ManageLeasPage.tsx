import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Input, Radio, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { LeaGroups } from '@portal/shared-contracts';
import { leaListColumns, type LeaGroup, type LeaListItem } from '@portal/shared-contracts/admin';
import {
  DownloadButton,
  oneOf,
  tableColumn,
  tableDefaults,
  ticked,
  useCurrentRoute,
  useListFilters,
  useMinColumnWidth,
  useServerList,
} from '@portal/shared-contracts/sdk';
import { DeleteRefusal, type Refusal } from '../../components/DeleteRefusal';
import { LeaDialog } from './LeaDialog';
import { LeaUsersDialog } from './LeaUsersDialog';
import { fetchLea, LEAS_PATH } from '../../api/leas';
import { LeaTexts } from './lea-texts';
import { useLeaActions } from './useLeaActions';
import { adminKeys } from '../../api/keys';

type GroupChoice = LeaGroup | 'all';
const groupChoices: { value: GroupChoice; label: string }[] = [
  { value: 'all', label: LeaTexts.allGroups },
  { value: LeaGroups.Districts, label: LeaGroups.Districts },
  { value: LeaGroups.Charters, label: LeaGroups.Charters },
];

type Dialog = { kind: 'add' } | { kind: 'edit'; id: number } | { kind: 'users'; lea: LeaListItem };

type Save = ReturnType<typeof useLeaActions>['save'];

/** The edit dialog opens once the LEA's every field has been read. */
function EditLeaDialog({ id, onClose, save }: { id: number; onClose(): void; save: Save }) {
  const lea = useQuery({ queryKey: adminKeys.lea(id), queryFn: () => fetchLea(id), gcTime: 0 });
  return lea.data ? <LeaDialog lea={lea.data} onClose={onClose} onSave={(body) => save(lea.data, body)} /> : null;
}

/**
 * Manage LEAs (/admin/manage-leas): the districts and charters, paged, sorted, searched and
 * filtered on the server by group and flags; adding, editing and deleting them, and their users.
 */
export function ManageLeasPage() {
  const { route } = useCurrentRoute();
  const { filters, setFilters } = useListFilters({
    group: oneOf([LeaGroups.Districts, LeaGroups.Charters]),
    isNdeLevelDistrict: ticked,
    isStateSponsoredCharterAuthority: ticked,
  });
  const group: GroupChoice = filters.group ?? 'all';
  const leas = useServerList<LeaListItem>({ queryKey: adminKeys.leas, path: LEAS_PATH, filters });
  const { save, remove } = useLeaActions();
  const minWidth = useMinColumnWidth();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const close = () => setDialog(null);

  const sortable = { sorter: true, minWidth } as const;
  // Headers and cells come from the list's one column definition, which its files are written from too.
  const column = (key: string) => tableColumn(leaListColumns, key);
  const columns: TableColumnsType<LeaListItem> = [
    { ...column('name'), ...sortable },
    { ...column('leaCode'), ...sortable },
    {
      ...column('group'),
      minWidth,
      render: (_, lea) => <Tag color={lea.group === LeaGroups.Charters ? 'purple' : 'blue'}>{column('group').render(null, lea)}</Tag>,
    },
    { ...column('externalDistrictId'), ...sortable },
    { ...column('city'), ...sortable },
    { ...column('county'), ...sortable },
    { ...column('contactEmail'), minWidth },
    { ...column('isNdeLevelDistrict'), minWidth },
    { ...column('isStateSponsoredCharterAuthority'), minWidth },
    { ...column('schoolCount'), ...sortable },
    { ...column('userCount'), ...sortable },
    {
      title: LeaTexts.actions,
      key: 'actions',
      minWidth,
      render: (_, lea) => (
        <Space>
          <Button size="small" aria-label={`${LeaTexts.edit} ${lea.name}`} onClick={() => setDialog({ kind: 'edit', id: lea.id })}>
            {LeaTexts.edit}
          </Button>
          <Button size="small" aria-label={`${LeaTexts.users} of ${lea.name}`} onClick={() => setDialog({ kind: 'users', lea })}>
            {LeaTexts.users}
          </Button>
          <Button size="small" aria-label={`${LeaTexts.delete} ${lea.name}`} onClick={() => void remove(lea).then(setRefusal)}>
            {LeaTexts.delete}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{LeaTexts.intro}</Typography.Paragraph>
      {refusal ? <DeleteRefusal refusal={refusal} onClose={() => setRefusal(null)} /> : null}
      <Space wrap style={{ marginBottom: 16 }}>
        <Radio.Group
          aria-label={LeaTexts.group}
          optionType="button"
          options={groupChoices}
          value={group}
          onChange={(event) => setFilters({ group: event.target.value === 'all' ? undefined : (event.target.value as LeaGroup) })}
        />
        <Checkbox
          checked={filters.isNdeLevelDistrict ?? false}
          onChange={(event) => setFilters({ isNdeLevelDistrict: event.target.checked || undefined })}
        >
          {LeaTexts.stateLevelOnly}
        </Checkbox>
        <Checkbox
          checked={filters.isStateSponsoredCharterAuthority ?? false}
          onChange={(event) => setFilters({ isStateSponsoredCharterAuthority: event.target.checked || undefined })}
        >
          {LeaTexts.authorityOnly}
        </Checkbox>
        <Input.Search
          aria-label={LeaTexts.search}
          placeholder={LeaTexts.search}
          allowClear
          defaultValue={leas.search}
          onSearch={leas.setSearch}
          style={{ width: 260 }}
        />
        <Button type="primary" onClick={() => setDialog({ kind: 'add' })}>
          {LeaTexts.add}
        </Button>
        <DownloadButton {...leas.download} name="leas" />
      </Space>
      <Table<LeaListItem>
        rowKey="id"
        columns={leas.sorted(columns)}
        scroll={{ x: 'max-content' }}
        {...tableDefaults}
        {...leas.tableProps}
      />
      {dialog?.kind === 'add' ? <LeaDialog lea={null} onClose={close} onSave={(body) => save(null, body)} /> : null}
      {dialog?.kind === 'edit' ? <EditLeaDialog id={dialog.id} onClose={close} save={save} /> : null}
      {dialog?.kind === 'users' ? <LeaUsersDialog lea={dialog.lea} onClose={close} /> : null}
    </>
  );
}
