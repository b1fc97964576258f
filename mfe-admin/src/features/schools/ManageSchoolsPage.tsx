import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import { schoolListColumns, type School } from '@portal/shared-contracts/admin';
import {
  DownloadButton,
  rememberedImport,
  tableColumn,
  tableDefaults,
  ticked,
  useCurrentRoute,
  useListFilters,
  useMinColumnWidth,
  useServerList,
} from '@portal/shared-contracts/sdk';
import { DeleteRefusal, type Refusal } from '../../components/DeleteRefusal';
import { LeaSelect } from '../../components/LeaSelect';
import { SchoolDialog } from './SchoolDialog';
import { SchoolImportDialog } from './SchoolImportDialog';
import { fetchLeaChoices, SCHOOL_IMPORTS_PATH, SCHOOLS_PATH } from '../../api/schools';
import { SchoolTexts } from './school-texts';
import { useSchoolActions } from './useSchoolActions';
import { adminKeys } from '../../api/keys';

type Dialog = { kind: 'add' } | { kind: 'edit'; school: School } | { kind: 'import' };

/**
 * Manage Schools (/admin/manage-schools): the schools with spec 3's list parameters, paged, sorted
 * and searched on the server, sorted by their LEA first when asked (isOrderByParentField); adding,
 * editing and deleting them, and the import from the third-party schools interface.
 */
export function ManageSchoolsPage() {
  const { route } = useCurrentRoute();
  const { filters, setter, setFilters } = useListFilters({ leaId: Number, isOrderByParentField: ticked });
  const leaId = filters.leaId ?? null;
  const schools = useServerList<School>({ queryKey: adminKeys.schools, path: SCHOOLS_PATH, filters });
  const leas = useQuery({ queryKey: adminKeys.schoolLeaChoices, queryFn: fetchLeaChoices });
  const { save, remove, reload } = useSchoolActions();
  const minWidth = useMinColumnWidth();
  // An import the page was left during (or before its report was seen) is shown again on return.
  const [dialog, setDialog] = useState<Dialog | null>(() => (rememberedImport(SCHOOL_IMPORTS_PATH) ? { kind: 'import' } : null));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const close = () => setDialog(null);

  // Headers and cells come from the list's one column definition, which its files are written from too.
  const columns: TableColumnsType<School> = [
    ...schoolListColumns.map(({ key }) => ({ ...tableColumn(schoolListColumns, key), sorter: true, minWidth })),
    {
      title: SchoolTexts.actions,
      key: 'actions',
      minWidth,
      render: (_, school) => (
        <Space>
          <Button size="small" aria-label={`${SchoolTexts.edit} ${school.name}`} onClick={() => setDialog({ kind: 'edit', school })}>
            {SchoolTexts.edit}
          </Button>
          <Button size="small" aria-label={`${SchoolTexts.delete} ${school.name}`} onClick={() => void remove(school).then(setRefusal)}>
            {SchoolTexts.delete}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{SchoolTexts.intro}</Typography.Paragraph>
      {refusal ? <DeleteRefusal refusal={refusal} onClose={() => setRefusal(null)} /> : null}
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={SchoolTexts.search}
          placeholder={SchoolTexts.search}
          allowClear
          defaultValue={schools.search}
          onSearch={schools.setSearch}
          style={{ width: 260 }}
        />
        <LeaSelect
          aria-label={SchoolTexts.lea}
          noneLabel={SchoolTexts.allLeas}
          leas={leas.data ?? []}
          loading={leas.isPending}
          value={leaId}
          onChange={setter('leaId')}
        />
        <Checkbox
          checked={filters.isOrderByParentField ?? false}
          onChange={(event) => setFilters({ isOrderByParentField: event.target.checked || undefined })}
        >
          {SchoolTexts.groupByLea}
        </Checkbox>
        <Button type="primary" onClick={() => setDialog({ kind: 'add' })}>
          {SchoolTexts.add}
        </Button>
        <Button onClick={() => setDialog({ kind: 'import' })}>{SchoolTexts.import}</Button>
        <DownloadButton {...schools.download} name="schools" />
      </Space>
      <Table<School>
        rowKey="id"
        columns={schools.sorted(columns)}
        scroll={{ x: 'max-content' }}
        {...tableDefaults}
        {...schools.tableProps}
      />
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <SchoolDialog
          school={dialog.kind === 'edit' ? dialog.school : null}
          leas={leas.data ?? []}
          leaId={leaId}
          onClose={close}
          onSave={(body) => save(dialog.kind === 'edit' ? dialog.school : null, body)}
        />
      ) : null}
      {dialog?.kind === 'import' ? <SchoolImportDialog onClose={close} onImported={() => void reload()} /> : null}
    </>
  );
}
