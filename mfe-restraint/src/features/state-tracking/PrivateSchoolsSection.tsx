import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { PrivateSchool } from '@portal/shared-contracts/restraint';
import { tableDefaults } from '@portal/shared-contracts/sdk';
import { restraintKeys } from '../../api/keys';
import { fetchPrivateSchools } from '../../api/lookups';
import { AddPrivateSchoolDialog } from './AddPrivateSchoolDialog';
import { PrivateSchoolUsersDialog } from './PrivateSchoolUsersDialog';
import { PrivateSchoolTexts as T } from './private-schools-texts';

/**
 * The private schools restraint keeps under the state-level district, and who reports for each: a
 * state admin adds a school and assigns its users (those with private school data entry).
 */
export function PrivateSchoolsSection() {
  const schools = useQuery({ queryKey: restraintKeys.privateSchools, queryFn: fetchPrivateSchools });
  const [adding, setAdding] = useState(false);
  const [assigning, setAssigning] = useState<PrivateSchool | null>(null);
  const columns: TableColumnsType<PrivateSchool> = [
    { title: T.columns.code, dataIndex: 'code' },
    { title: T.columns.name, dataIndex: 'name' },
    {
      title: T.columns.users,
      key: 'users',
      render: (_, school) => (
        <Button size="small" aria-label={T.users(school.name)} onClick={() => setAssigning(school)}>
          {T.usersButton}
        </Button>
      ),
    },
  ];
  return (
    <section aria-label={T.title} style={{ marginTop: 32 }}>
      <Space align="baseline" wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {T.title}
        </Typography.Title>
        <Button onClick={() => setAdding(true)}>{T.add}</Button>
      </Space>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      <Table<PrivateSchool>
        {...tableDefaults}
        caption={T.caption}
        rowKey="id"
        columns={columns}
        dataSource={schools.data?.items}
        loading={schools.isFetching}
        pagination={false}
        locale={{ emptyText: T.noSchools }}
      />
      {adding ? <AddPrivateSchoolDialog onClose={() => setAdding(false)} /> : null}
      {assigning ? <PrivateSchoolUsersDialog school={assigning} onClose={() => setAssigning(null)} /> : null}
    </section>
  );
}
