import { Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { Modules, type ModuleName } from '@portal/shared-contracts';
import { permissionListColumns, type PermissionEntry } from '@portal/shared-contracts/admin';
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
import { PERMISSIONS_PATH } from '../../api/roles';
import { RoleTexts } from './role-texts';
import { adminKeys } from '../../api/keys';

const groupChoices = Object.values(Modules).map((group) => ({ value: group, label: group }));

/** The Permissions List (/admin/manage-roles/permissions): spec 3's permission records, searched, filtered by group, sorted and exported. */
export function PermissionsListPage() {
  const { route } = useCurrentRoute();
  const { filters, setter } = useListFilters({ groupName: oneOf<ModuleName>(Object.values(Modules)) });
  const { groupName } = filters;
  const list = useServerList<PermissionEntry>({ queryKey: adminKeys.permissions, path: PERMISSIONS_PATH, filters });
  const minWidth = useMinColumnWidth();
  // Headers and cells come from the list's one column definition, which its files are written from too.
  const columns: TableColumnsType<PermissionEntry> = permissionListColumns.map(({ key }) => ({
    ...tableColumn(permissionListColumns, key),
    sorter: true,
    minWidth,
  }));

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{RoleTexts.permissionsIntro}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={RoleTexts.searchPermissions}
          placeholder={RoleTexts.searchPermissions}
          allowClear
          defaultValue={list.search}
          onSearch={list.setSearch}
          style={{ width: 260 }}
        />
        <Select<ModuleName>
          aria-label={RoleTexts.group}
          placeholder={RoleTexts.anyGroup}
          allowClear
          value={groupName}
          onChange={setter('groupName')}
          options={groupChoices}
          style={{ width: 280 }}
        />
        <DownloadButton {...list.download} name="permissions" />
      </Space>
      <Table<PermissionEntry> rowKey="value" columns={list.sorted(columns)} {...tableDefaults} {...list.tableProps} />
    </>
  );
}
