import { Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { TextBlockCodes } from '@portal/shared-contracts';
import { childStatusColumns, NextStepLabels, StatusWords } from '@portal/shared-contracts/eco';
import { type ChildListItem, type ChildNextStep, type RatingStatus } from '@portal/shared-contracts/eco';
import {
  DownloadButton,
  oneOf,
  TextBlock,
  tableColumn,
  tableDefaults,
  useCurrentRoute,
  useListFilters,
  useMinColumnWidth,
} from '@portal/shared-contracts/sdk';
import { useChildList } from '../../api/child-list';
import { NextStepSelect } from '../../components/NextStepSelect';
import { RatingStatusColours, StatusTexts as T } from './status-texts';

function RatingStatusTag({ status }: { status: RatingStatus | null }) {
  return <Tag color={RatingStatusColours[status ?? 'missing']}>{status ?? StatusWords.missing}</Tag>;
}

/** Per child of the LEA in the chosen year: where its entry and exit ratings stand, what is missing and what comes next. */
export function StatusPage() {
  const { route } = useCurrentRoute();
  const minWidth = useMinColumnWidth();
  const { filters, setter } = useListFilters({ nextStep: oneOf(Object.keys(NextStepLabels) as ChildNextStep[]) });
  const { nextStep } = filters;
  const list = useChildList(filters);
  const sortable = { sorter: true, minWidth } as const;
  // Headers and cells come from the shared column definition, which the files are written from too.
  const column = (key: string) => tableColumn(childStatusColumns, key);
  const columns: TableColumnsType<ChildListItem> = [
    { ...column('lastName'), ...sortable },
    { ...column('stateStudentId'), ...sortable },
    { ...column('entryStatus'), minWidth, render: (status: RatingStatus | null) => <RatingStatusTag status={status} /> },
    {
      ...column('exitStatus'),
      minWidth,
      // A tag for a status or a missing one; the words of the shared column where the child has not left.
      render: (status: RatingStatus | null, child) =>
        child.exitDate === null && status === null ? column('exitStatus').render(null, child) : <RatingStatusTag status={status} />,
    },
    { ...column('missing'), minWidth },
    { ...column('nextStep'), minWidth },
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
        <DownloadButton {...list.download} params={{ ...list.download.params, view: 'status' }} name="child-status" />
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
