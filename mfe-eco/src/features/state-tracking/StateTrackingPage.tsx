import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Table, Typography, type TableColumnsType } from 'antd';
import { stateTrackingColumns } from '@portal/shared-contracts/eco';
import { type LeaCompletion, type StateTracking } from '@portal/shared-contracts/eco';
import {
  caseInsensitiveSorter,
  DownloadButton,
  http,
  httpErrorMessage,
  tableColumn,
  tableDefaults,
  useAppQueryKey,
  useCurrentRoute,
  useMinColumnWidth,
  usePaginator,
  useSession,
} from '@portal/shared-contracts/sdk';
import { RecordConflictsCard } from './RecordConflictsCard';
import { StateTrackingTexts as T } from './state-tracking-texts';

const fetchStateTracking = () => http.get('eco/state-tracking').json<StateTracking>();

/** Every LEA's completion of entry and exit ratings for the chosen year; each LEA opens its child list. One row per LEA, so sorted in the browser. */
export function StateTrackingPage() {
  const { route } = useCurrentRoute();
  const minWidth = useMinColumnWidth();
  const { pagination } = usePaginator();
  const year = useSession((s) => s.currentSchoolYear?.label ?? '');
  const tracking = useQuery({ queryKey: useAppQueryKey('eco', 'state-tracking'), queryFn: fetchStateTracking });
  // Headers and cells come from the shared column definition, which the files are written from too.
  const sortable = <K extends keyof LeaCompletion>(key: K) => ({
    ...tableColumn(stateTrackingColumns, key),
    sorter: caseInsensitiveSorter<LeaCompletion>(key),
    minWidth,
  });
  const columns: TableColumnsType<LeaCompletion> = [
    { ...sortable('leaName'), render: (name: string, lea) => <Link to={`../child-list?leaId=${lea.leaId}`}>{name}</Link> },
    sortable('leaCode'),
    sortable('inProgram'),
    sortable('withEntryRatings'),
    sortable('exited'),
    sortable('withExitRatings'),
    sortable('awaitingFinalization'),
    sortable('completionPercent'),
  ];

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{T.intro(year)}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <DownloadButton path="eco/state-tracking" params={{}} name="state-tracking" />
      </Space>
      {tracking.error ? <Alert type="error" showIcon title={httpErrorMessage(tracking.error)} style={{ marginBottom: 16 }} /> : null}
      <Table<LeaCompletion>
        {...tableDefaults}
        caption={T.caption}
        rowKey="leaId"
        columns={columns}
        dataSource={tracking.data?.leas}
        loading={tracking.isFetching}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
      />
      <RecordConflictsCard />
    </>
  );
}
