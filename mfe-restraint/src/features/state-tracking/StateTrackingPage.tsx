import { useQuery } from '@tanstack/react-query';
import { Space, Typography } from 'antd';
import { AppPermissions } from '@portal/shared-contracts';
import { restraintStateTrackingColumns, type RestraintLeaTracking } from '@portal/shared-contracts/restraint';
import {
  DownloadButton,
  StateTrackingTable,
  useAppQueryKey,
  useCurrentRoute,
  usePermissions,
  useSession,
} from '@portal/shared-contracts/sdk';
import { fetchStateTracking, STATE_TRACKING_PATH } from '../../api/dashboard';
import { PrivateSchoolsSection } from './PrivateSchoolsSection';
import { StateTrackingTexts as T } from './state-tracking-texts';

const isPrivateSchool = (row: RestraintLeaTracking): row is RestraintLeaTracking & { privateSchoolId: number } =>
  row.privateSchoolId !== undefined;

/**
 * State tracking (restraint.md): every LEA's and private school's drafts, finalized incidents and
 * instances by type in the chosen year, with the state total; each opens its incidents.
 */
export function StateTrackingPage() {
  const { route } = useCurrentRoute();
  const year = useSession((s) => s.currentSchoolYear?.label ?? '');
  // The private schools' setup is the state admin's, as the service has it.
  const managesPrivateSchools = usePermissions().includes(AppPermissions.StateAdmin);
  const tracking = useQuery({ queryKey: useAppQueryKey('restraint', 'state-tracking'), queryFn: fetchStateTracking });
  const total = tracking.data?.total;
  const rows = tracking.data ? [...tracking.data.leas, ...tracking.data.privateSchools] : undefined;

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{T.intro(year)}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <DownloadButton path={STATE_TRACKING_PATH} params={{}} name="restraint-state-tracking" />
      </Space>
      <StateTrackingTable<RestraintLeaTracking>
        columns={restraintStateTrackingColumns}
        rows={rows}
        rowKey={(row) => (isPrivateSchool(row) ? `private-${row.privateSchoolId}` : `lea-${row.leaId}`)}
        caption={T.caption}
        loading={tracking.isFetching}
        error={tracking.error}
        linkOf={(row) => (isPrivateSchool(row) ? `../incidents?privateSchoolId=${row.privateSchoolId}` : `../incidents?leaId=${row.leaId}`)}
        nameOf={(row) => (isPrivateSchool(row) ? T.privateSchool(row.leaName) : row.leaName)}
        total={total && { row: total, label: T.totalCaption }}
      />
      {managesPrivateSchools ? <PrivateSchoolsSection /> : null}
    </>
  );
}
