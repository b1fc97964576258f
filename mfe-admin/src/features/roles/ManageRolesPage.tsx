import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import { AppPermissions } from '@portal/shared-contracts';
import { roleListColumns, type RoleRecord } from '@portal/shared-contracts/admin';
import {
  DownloadButton,
  tableColumn,
  tableDefaults,
  useCurrentRoute,
  useMinColumnWidth,
  usePermissions,
  useServerList,
} from '@portal/shared-contracts/sdk';
import { DeleteRoleDialog } from './DeleteRoleDialog';
import { RoleDialog } from './RoleDialog';
import { fetchAllRoles, ROLES_PATH } from '../../api/roles';
import { RoleTexts } from './role-texts';
import { useRoleActions } from './useRoleActions';
import { adminKeys } from '../../api/keys';

type Dialog = { kind: 'add' } | { kind: 'modify'; role: RoleRecord } | { kind: 'delete'; role: RoleRecord };

/**
 * Manage Roles (/admin/manage-roles): the roles with how many users hold each, searched, sorted and
 * paged on the server and exported as CSV; roles.manage adds, modifies and deletes them. A role
 * carrying a permission the caller lacks cannot be deleted by them, and spec 6's roles not at all.
 */
export function ManageRolesPage() {
  const { route } = useCurrentRoute();
  const canManage = usePermissions().includes(AppPermissions.RolesManage);
  const list = useServerList<RoleRecord>({ queryKey: adminKeys.roles, path: ROLES_PATH });
  const allRoles = useQuery({ queryKey: adminKeys.allRoles, queryFn: fetchAllRoles, enabled: canManage });
  const actions = useRoleActions();
  const minWidth = useMinColumnWidth();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const remove = (role: RoleRecord) => (role.userCount > 0 ? setDialog({ kind: 'delete', role }) : void actions.removeUnused(role));

  const sortable = { sorter: true, minWidth } as const;
  // Headers and cells come from the list's one column definition, which its files are written from too.
  const column = (key: string) => tableColumn(roleListColumns, key);
  const columns: TableColumnsType<RoleRecord> = [
    { ...column('name'), ...sortable },
    { ...column('description'), ...sortable },
    { ...column('userCount'), ...sortable },
    { ...column('builtIn'), minWidth },
    { ...column('permissions'), minWidth },
    ...(canManage
      ? [
          {
            title: RoleTexts.actions,
            key: 'actions',
            minWidth,
            render: (_: unknown, role: RoleRecord) => (
              <Space>
                <Button size="small" aria-label={RoleTexts.editFor(role.name)} onClick={() => setDialog({ kind: 'modify', role })}>
                  {RoleTexts.modify}
                </Button>
                {!role.builtIn && role.assignable ? (
                  <Button size="small" danger aria-label={RoleTexts.deleteFor(role.name)} onClick={() => remove(role)}>
                    {RoleTexts.delete}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>
        {RoleTexts.intro} <Link to="permissions">{RoleTexts.permissionsLink}</Link>
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={RoleTexts.search}
          placeholder={RoleTexts.search}
          allowClear
          defaultValue={list.search}
          onSearch={list.setSearch}
          style={{ width: 260 }}
        />
        {canManage ? (
          <Button type="primary" onClick={() => setDialog({ kind: 'add' })}>
            {RoleTexts.addRole}
          </Button>
        ) : null}
        <DownloadButton {...list.download} name="roles" />
      </Space>
      <Table<RoleRecord> rowKey="id" columns={list.sorted(columns)} {...tableDefaults} {...list.tableProps} />
      {dialog?.kind === 'add' ? <RoleDialog role={null} onClose={close} onSave={(request) => actions.save(null, request)} /> : null}
      {dialog?.kind === 'modify' ? (
        <RoleDialog key={dialog.role.id} role={dialog.role} onClose={close} onSave={(request) => actions.save(dialog.role, request)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteRoleDialog
          key={dialog.role.id}
          role={dialog.role}
          roles={allRoles.data ?? []}
          onClose={close}
          onDelete={(holders) => actions.removeInUse(dialog.role, holders)}
        />
      ) : null}
    </>
  );
}
