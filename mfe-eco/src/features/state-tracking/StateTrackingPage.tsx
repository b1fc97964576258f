import { useQuery } from '@tanstack/react-query';
import { Space, Typography } from 'antd';
import { stateTrackingColumns, type StateTracking } from '@portal/shared-contracts/eco';
import { DownloadButton, http, StateTrackingTable, useAppQueryKey, useCurrentRoute, useSession } from '@portal/shared-contracts/sdk';
import { RecordConflictsCard } from './RecordConflictsCard';
import { StateTrackingTexts as T } from './state-tracking-texts';

const fetchStateTracking = () => http.get('eco/state-tracking').json<StateTracking>();

/** Every LEA's completion of entry and exit ratings for the chosen year; each LEA opens its child list. */
export function StateTrackingPage() {
  const { route } = useCurrentRoute();
  const year = useSession((s) => s.currentSchoolYear?.label ?? '');
  const tracking = useQuery({ queryKey: useAppQueryKey('eco', 'state-tracking'), queryFn: fetchStateTracking });

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{T.intro(year)}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <DownloadButton path="eco/state-tracking" params={{}} name="state-tracking" />
      </Space>
      <StateTrackingTable
        columns={stateTrackingColumns}
        rows={tracking.data?.leas}
        rowKey={(lea) => lea.leaId}
        caption={T.caption}
        loading={tracking.isFetching}
        error={tracking.error}
        linkOf={(lea) => `../child-list?leaId=${lea.leaId}`}
      />
      <RecordConflictsCard />
    </>
  );
}
