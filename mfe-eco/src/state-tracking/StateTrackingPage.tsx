import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Table, Typography, type TableColumnsType } from 'antd';
import type { LeaCompletion, StateTracking } from '@portal/shared-contracts';
import {
  caseInsensitiveSorter,
  http,
  httpErrorMessage,
  tableDefaults,
  useAppQueryKey,
  useCurrentRoute,
  useMinColumnWidth,
  usePaginator,
  useSession,
} from '@portal/shared-contracts/sdk';
import { formatPercent } from '../shared/percent';
import { StateTrackingColumns as C, StateTrackingTexts as T } from './state-tracking-texts';

const fetchStateTracking = () => http.get('eco/state-tracking').json<StateTracking>();

/** Every LEA's completion of entry and exit ratings for the chosen year; each LEA opens its child list. One row per LEA, so sorted in the browser. */
export function StateTrackingPage() {
  const { route } = useCurrentRoute();
  const minWidth = useMinColumnWidth();
  const { pagination } = usePaginator();
  const year = useSession((s) => s.currentSchoolYear?.label ?? '');
  const tracking = useQuery({ queryKey: useAppQueryKey('eco', 'state-tracking'), queryFn: fetchStateTracking });
  const sortable = <K extends keyof LeaCompletion>(key: K) => ({
    key,
    dataIndex: key,
    sorter: caseInsensitiveSorter<LeaCompletion>(key),
    minWidth,
  });
  const columns: TableColumnsType<LeaCompletion> = [
    { ...sortable('leaName'), title: C.lea, render: (name: string, lea) => <Link to={`../child-list?leaId=${lea.leaId}`}>{name}</Link> },
    { ...sortable('leaCode'), title: C.leaCode },
    { ...sortable('inProgram'), title: C.inProgram },
    { ...sortable('withEntryRatings'), title: C.withEntryRatings },
    { ...sortable('exited'), title: C.exited },
    { ...sortable('withExitRatings'), title: C.withExitRatings },
    { ...sortable('awaitingFinalization'), title: C.awaitingFinalization },
    { ...sortable('completionPercent'), title: C.completion, render: formatPercent },
  ];

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{T.intro(year)}</Typography.Paragraph>
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
    </>
  );
}
