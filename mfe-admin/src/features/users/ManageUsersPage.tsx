import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { AppPermissions, hasAnyPermission } from '@portal/shared-contracts';
import { userListColumns, type ManagedUser, type RoleRecord, type UserDocument, type UserListItem } from '@portal/shared-contracts/admin';
import {
  DownloadButton,
  OverviewPage,
  tableColumn,
  tableDefaults,
  useListFilters,
  useMinColumnWidth,
  usePermissions,
  useServerList,
  useSession,
  type TaskOutcome,
} from '@portal/shared-contracts/sdk';
import { fetchAllRoles } from '../../api/roles';
import { UserDialog } from './UserDialog';
import { fetchUser, USERS_PATH } from '../../api/users';
import { useUserActions } from './useUserActions';
import { UserTexts } from './user-texts';
import { adminKeys } from '../../api/keys';

const statusChoices = [
  { value: 'true', label: UserTexts.enabledStatus },
  { value: 'false', label: UserTexts.disabledStatus },
];

/** Roles are read by whoever may view, manage or give them. */
const roleReaders = [AppPermissions.RolesView, AppPermissions.RolesManage, AppPermissions.RolesAssign];

interface EditUserProps {
  id: number;
  roles: readonly RoleRecord[];
  onClose(): void;
  save(user: ManagedUser): (document: UserDocument) => Promise<TaskOutcome<unknown>>;
}

/** The dialog for an existing user, once the user's whole document is read. */
function EditUser({ id, roles, onClose, save }: EditUserProps) {
  const user = useQuery({ queryKey: adminKeys.user(id), queryFn: () => fetchUser(id), gcTime: 0 });
  return user.data ? <UserDialog user={user.data} roles={roles} onClose={onClose} onSave={save(user.data)} /> : null;
}

/**
 * Manage Users (/admin/manage-users), the admin app's first page: the users the service lets the
 * caller see, searched, filtered, sorted and paged on the server and exported as CSV, and what a
 * users.manage holder does to them. Buttons the caller's permissions do not allow are hidden;
 * the service decides.
 */
function UsersList() {
  const permissions = usePermissions();
  const canManage = permissions.includes(AppPermissions.UsersManage);
  const canReadRoles = hasAnyPermission(permissions, roleReaders);
  const myId = useSession((s) => s.user?.id ?? null);
  const leas = useSession((s) => s.leas);
  const { filters, setter } = useListFilters({ leaId: Number, roleId: Number, enabled: String });
  const { leaId, roleId, enabled } = filters;
  const list = useServerList<UserListItem>({ queryKey: adminKeys.users, path: USERS_PATH, filters });
  const roles = useQuery({ queryKey: adminKeys.allRoles, queryFn: fetchAllRoles, enabled: canReadRoles });
  const actions = useUserActions();
  const minWidth = useMinColumnWidth();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const close = () => setEditing(null);
  const save = (user: ManagedUser | null) => (document: UserDocument) => actions.save(user, document);

  const rowActions = (user: UserListItem) => [
    ...(user.id === myId
      ? []
      : [
          {
            key: 'enabled',
            label: user.enabled ? UserTexts.disable : UserTexts.enable,
            onClick: () => void actions.setEnabled(user, !user.enabled),
          },
        ]),
    { key: 'reset', label: UserTexts.resetPassword, disabled: !user.enabled, onClick: () => void actions.resetPassword(user) },
    ...(user.id === myId
      ? []
      : [{ key: 'second-factor', label: UserTexts.resetSecondFactor, onClick: () => void actions.resetFactor(user) }]),
    { key: 'unblock', label: UserTexts.unblock, onClick: () => void actions.unblock(user) },
    ...(user.id === myId ? [] : [{ key: 'delete', label: UserTexts.delete, danger: true, onClick: () => void actions.remove(user) }]),
  ];

  const sortable = { sorter: true, minWidth } as const;
  // Headers and cells come from the list's one column definition, which its files are written from too.
  const column = (key: string) => tableColumn(userListColumns, key);
  const columns: TableColumnsType<UserListItem> = [
    { ...column('fullName'), ...sortable },
    { ...column('userName'), ...sortable },
    { ...column('email'), ...sortable },
    { ...column('jobTitle'), ...sortable },
    { ...column('roles'), minWidth },
    { ...column('leas'), minWidth },
    {
      ...column('enabled'),
      ...sortable,
      render: (_, user) => <Tag color={user.enabled ? 'green' : undefined}>{column('enabled').render(null, user)}</Tag>,
    },
    { ...column('createdAt'), ...sortable },
    ...(canManage
      ? [
          {
            title: 'Actions',
            key: 'actions',
            minWidth,
            render: (_: unknown, user: UserListItem) => (
              <Space>
                <Button size="small" aria-label={UserTexts.editFor(user.fullName)} onClick={() => setEditing(user.id)}>
                  {UserTexts.edit}
                </Button>
                <Dropdown trigger={['click']} menu={{ items: rowActions(user) }}>
                  <Button size="small" aria-label={UserTexts.actionsFor(user.fullName)}>
                    {UserTexts.more}
                  </Button>
                </Dropdown>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Space wrap style={{ margin: '16px 0' }}>
        <Input.Search
          aria-label={UserTexts.search}
          placeholder={UserTexts.search}
          allowClear
          defaultValue={list.search}
          onSearch={list.setSearch}
          style={{ width: 300 }}
        />
        <Select<number>
          aria-label={UserTexts.lea}
          placeholder={UserTexts.anyLea}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={leaId}
          onChange={setter('leaId')}
          options={leas.map((lea) => ({ value: lea.id, label: lea.name }))}
          style={{ width: 240 }}
        />
        {canReadRoles ? (
          <Select<number>
            aria-label={UserTexts.role}
            placeholder={UserTexts.anyRole}
            allowClear
            value={roleId}
            onChange={setter('roleId')}
            options={roles.data?.map((role) => ({ value: role.id, label: role.name }))}
            style={{ width: 220 }}
          />
        ) : null}
        <Select<string>
          aria-label={UserTexts.status}
          placeholder={UserTexts.anyStatus}
          allowClear
          value={enabled}
          onChange={setter('enabled')}
          options={statusChoices}
          style={{ width: 200 }}
        />
        {canManage ? (
          <Button type="primary" onClick={() => setEditing('new')}>
            {UserTexts.addUser}
          </Button>
        ) : null}
        <DownloadButton {...list.download} name="users" />
      </Space>
      <Table<UserListItem>
        rowKey="id"
        columns={list.sorted(columns)}
        scroll={{ x: 'max-content' }}
        {...tableDefaults}
        {...list.tableProps}
      />
      {editing === 'new' ? <UserDialog user={null} roles={roles.data ?? []} onClose={close} onSave={save(null)} /> : null}
      {typeof editing === 'number' ? <EditUser key={editing} id={editing} roles={roles.data ?? []} onClose={close} save={save} /> : null}
    </>
  );
}

export function ManageUsersPage() {
  return (
    <OverviewPage>
      <Typography.Paragraph>{UserTexts.intro}</Typography.Paragraph>
      <UsersList />
    </OverviewPage>
  );
}
