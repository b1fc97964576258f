import { useState } from 'react';
import { Button, Input, Modal, Space, Table, Tag, type TableColumnsType } from 'antd';
import { leaUserColumns, type LeaListItem, type LeaUser } from '@portal/shared-contracts/admin';
import { DownloadButton, tableColumn, tableDefaults, useMinColumnWidth, useServerList } from '@portal/shared-contracts/sdk';
import { leaUsersPath } from '../../api/leas';
import { LeaTexts } from './lea-texts';
import { adminKeys } from '../../api/keys';

/** The users who work in one LEA, paged, sorted and searched on the server, with their roles. */
export function LeaUsersDialog({ lea, onClose }: { lea: LeaListItem; onClose(): void }) {
  const [open, setOpen] = useState(true);
  const users = useServerList<LeaUser>({ queryKey: adminKeys.leaUsers(lea.id), path: leaUsersPath(lea.id), urlKey: null });
  const minWidth = useMinColumnWidth();
  const sortable = { sorter: true, minWidth } as const;
  // Headers and cells come from the list's one column definition, which its files are written from too.
  const column = (key: string) => tableColumn(leaUserColumns, key);
  const columns: TableColumnsType<LeaUser> = [
    { ...column('fullName'), ...sortable },
    { ...column('email'), ...sortable },
    { ...column('jobTitle'), ...sortable },
    { ...column('enabled'), ...sortable },
    { ...column('roles'), minWidth, render: (_, user) => user.roles.map((role) => <Tag key={role}>{role}</Tag>) },
  ];
  return (
    <Modal
      open={open}
      title={LeaTexts.usersTitle(lea.name)}
      width={900}
      onCancel={() => setOpen(false)}
      afterClose={onClose}
      footer={<Button onClick={() => setOpen(false)}>{LeaTexts.close}</Button>}
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={LeaTexts.searchUsers}
          placeholder={LeaTexts.searchUsers}
          allowClear
          onSearch={users.setSearch}
          style={{ width: 260 }}
        />
        <DownloadButton {...users.download} name={`${lea.leaCode} users`} />
      </Space>
      <Table<LeaUser> rowKey="id" columns={columns} scroll={{ x: 'max-content' }} {...tableDefaults} {...users.tableProps} />
    </Modal>
  );
}
