import { Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { TextBlockCodes, type ChildListItem, type ChildNextStep, type RatingStatus } from '@portal/shared-contracts';
import { oneOf, tableDefaults, TextBlock, useCurrentRoute, useListFilters, useMinColumnWidth } from '@portal/shared-contracts/sdk';
import { useChildList } from '../shared/children-api';
import { missingLabel, NextStepLabels } from '../shared/eco-labels';
import { NextStepSelect } from '../shared/NextStepSelect';
import { RatingStatusColours, StatusColumns as C, StatusTexts as T } from './status-texts';

function RatingStatusTag({ status }: { status: RatingStatus | null }) {
  return <Tag color={RatingStatusColours[status ?? 'missing']}>{status ?? T.missing}</Tag>;
}

/** Per child of the LEA in the chosen year: where its entry and exit ratings stand, what is missing and what comes next. */
export function StatusPage() {
  const { route } = useCurrentRoute();
  const minWidth = useMinColumnWidth();
  const { filters, setter } = useListFilters({ nextStep: oneOf(Object.keys(NextStepLabels) as ChildNextStep[]) });
  const { nextStep } = filters;
  const list = useChildList(filters);
  const sortable = { sorter: true, minWidth } as const;
  const columns: TableColumnsType<ChildListItem> = [
    { key: 'lastName', dataIndex: 'lastName', title: C.child, ...sortable, render: (_, child) => `${child.lastName}, ${child.firstName}` },
    { key: 'stateStudentId', dataIndex: 'stateStudentId', title: C.stateStudentId, ...sortable },
    {
      key: 'entryStatus',
      dataIndex: 'entryStatus',
      title: C.entry,
      minWidth,
      render: (status: RatingStatus | null) => <RatingStatusTag status={status} />,
    },
    {
      key: 'exitStatus',
      dataIndex: 'exitStatus',
      title: C.exit,
      minWidth,
      // Exit ratings are due only once the child has left the program.
      render: (status: RatingStatus | null, child) =>
        child.exitDate === null && status === null ? T.notExited : <RatingStatusTag status={status} />,
    },
    {
      key: 'missing',
      dataIndex: 'missing',
      title: C.missing,
      minWidth,
      render: (missing: string[]) => (missing.length ? missing.map(missingLabel).join(', ') : T.nothingMissing),
    },
    { key: 'nextStep', dataIndex: 'nextStep', title: C.nextStep, minWidth, render: (step: ChildNextStep) => NextStepLabels[step] },
  ];

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <TextBlock code={TextBlockCodes.childSearchStatusInstructions} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={T.search}
          placeholder={T.search}
          allowClear
          defaultValue={list.search}
          onSearch={list.setSearch}
          style={{ width: 280 }}
        />
        <NextStepSelect value={nextStep} onChange={setter('nextStep')} />
      </Space>
      <Table<ChildListItem>
        {...tableDefaults}
        {...list.tableProps}
        caption={T.caption}
        rowKey="id"
        columns={list.sorted(columns)}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
