import { useQuery } from '@tanstack/react-query';
import { Space, Typography } from 'antd';
import type { CollectionRecord } from '@portal/shared-contracts/psos';
import { DownloadButton, StateTrackingTable, useAppQueryKey, useCurrentRoute, useSession } from '@portal/shared-contracts/sdk';
import { fetchStateTracking, STATE_TRACKING_PATH, type StateTrackingRow } from '../../api/dashboards';
import { StatusChart } from '../../components/b14/B14Figures';
import { CollectionGate } from '../../components/CollectionGate';
import { DuplicatesCard } from './DuplicatesCard';
import { stateTrackingColumns } from './state-tracking-columns';
import { StateTrackingTexts as T } from './state-tracking-texts';

const statusesOf = (row: StateTrackingRow) => ({
  Completed: row.completed,
  Refused: row.refused,
  Unreachable: row.unreachable,
  Incomplete: row.incomplete,
  InProgress: row.inProgress,
  NotContacted: row.notContacted,
});

function Tracking({ collection }: { collection: CollectionRecord }) {
  const tracking = useQuery({
    queryKey: useAppQueryKey('psos', 'state-tracking', collection.id),
    queryFn: () => fetchStateTracking(collection.id),
  });
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <DownloadButton path={STATE_TRACKING_PATH} params={{ collectionId: collection.id }} name={T.file(collection.schoolYear)} />
      </Space>
      {tracking.data ? <StatusChart statuses={statusesOf(tracking.data.state)} /> : null}
      <StateTrackingTable
        columns={stateTrackingColumns}
        rows={tracking.data?.leas}
        rowKey={(row) => row.leaCode}
        caption={T.caption}
        loading={tracking.isFetching}
        error={tracking.error}
        // The District Dashboard selects the LEA it is opened for.
        linkOf={(row) => `../lea-tracking?leaId=${row.leaId}`}
        total={tracking.data ? { row: tracking.data.state, label: T.state } : undefined}
      />
      <DuplicatesCard collection={collection} />
    </>
  );
}

/**
 * State Tracking (psos.md, Dashboards; tracking view): one row per LEA with its list status, who
 * interviews, L, Pending, X, T, the six statuses, attempts, the rates and the cross-LEA duplicates;
 * the state's row sums the counts and takes its rates from the sums. Opening an LEA selects it on
 * the District Dashboard.
 */
export function StateTrackingPage() {
  const { route } = useCurrentRoute();
  const year = useSession((s) => s.currentSchoolYear?.label ?? '');
  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{T.intro(year)}</Typography.Paragraph>
      <CollectionGate>{(collection) => <Tracking collection={collection} />}</CollectionGate>
    </>
  );
}
