import { useQuery } from '@tanstack/react-query';
import { Space, Typography } from 'antd';
import {
  stateTrackingColumns,
  stateTrackingLines,
  type CollectionRecord,
  type StateTracking,
  type StateTrackingLine,
} from '@portal/shared-contracts/psos';
import { DownloadButton, StateTrackingTable, useAppQueryKey, useCurrentRoute, useSession } from '@portal/shared-contracts/sdk';
import { fetchStateTracking, STATE_TRACKING_PATH } from '../../api/dashboards';
import { StatusChart } from '../../components/b14/B14Figures';
import { CollectionGate } from '../../components/CollectionGate';
import { DuplicatesCard } from './DuplicatesCard';
import { StateTrackingTexts as T } from './state-tracking-texts';

/** A line with its six statuses beside its other figures, so the table sorts each status column as it sorts the rest. */
type TrackingRow = StateTrackingLine & StateTracking['state']['statuses'] & { leaId: number | null };

function tableRows(tracking: StateTracking): { rows: TrackingRow[]; state: TrackingRow } {
  const lines = stateTrackingLines(tracking);
  const flat = (line: StateTrackingLine, leaId: number | null): TrackingRow => ({ ...line, ...line.statuses, leaId });
  return { rows: tracking.rows.map((row, index) => flat(lines[index]!, row.leaId)), state: flat(lines.at(-1)!, null) };
}

function Tracking({ collection }: { collection: CollectionRecord }) {
  const tracking = useQuery({
    queryKey: useAppQueryKey('psos', 'state-tracking', collection.id),
    queryFn: () => fetchStateTracking(collection.id),
  });
  const table = tracking.data ? tableRows(tracking.data) : null;
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <DownloadButton path={STATE_TRACKING_PATH} params={{ collectionId: collection.id }} name={T.file(collection.schoolYear)} />
      </Space>
      {tracking.data ? <StatusChart statuses={tracking.data.state.statuses} /> : null}
      <StateTrackingTable<TrackingRow>
        columns={stateTrackingColumns}
        rows={table?.rows}
        rowKey={(row) => row.leaId ?? 0}
        caption={T.caption}
        loading={tracking.isFetching}
        error={tracking.error}
        // The District Dashboard selects the LEA it is opened for.
        linkOf={(row) => `../lea-tracking?leaId=${row.leaId}`}
        total={table ? { row: table.state, label: T.state } : undefined}
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
