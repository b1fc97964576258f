import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Table, Typography, type TableColumnsType } from 'antd';
import { AppPermissions } from '@portal/shared-contracts';
import { restraintStateTrackingColumns, type RestraintLeaTracking } from '@portal/shared-contracts/restraint';
import {
  caseInsensitiveSorter,
  cellText,
  DownloadButton,
  httpErrorMessage,
  tableColumn,
  tableDefaults,
  useAppQueryKey,
  useCurrentRoute,
  useMinColumnWidth,
  usePaginator,
  usePermissions,
  useSession,
} from '@portal/shared-contracts/sdk';
import { fetchStateTracking, STATE_TRACKING_PATH } from '../../api/dashboard';
import { PrivateSchoolsSection } from './PrivateSchoolsSection';
import { StateTrackingTexts as T } from './state-tracking-texts';

/**
 * State tracking (restraint.md): every LEA's and private school's drafts, finalized incidents and
 * instances by type in the chosen year, with the state total; each LEA opens its incidents. One row
 * per LEA or private school, so sorted in the browser.
 */
export function StateTrackingPage() {
  const { route } = useCurrentRoute();
  const minWidth = useMinColumnWidth();
  const { pagination } = usePaginator();
  const year = useSession((s) => s.currentSchoolYear?.label ?? '');
  // The private schools' setup is the state admin's, as the service has it.
  const managesPrivateSchools = usePermissions().includes(AppPermissions.StateAdmin);
  const tracking = useQuery({ queryKey: useAppQueryKey('restraint', 'state-tracking'), queryFn: fetchStateTracking });
  const sortable = <K extends keyof RestraintLeaTracking>(key: K) => ({
    ...tableColumn(restraintStateTrackingColumns, key),
    sorter: caseInsensitiveSorter<RestraintLeaTracking>(key),
    minWidth,
  });
  const columns: TableColumnsType<RestraintLeaTracking> = [
    {
      ...sortable('leaName'),
      render: (name: string, lea) =>
        lea.privateSchoolId === undefined ? <Link to={`../incidents?leaId=${lea.leaId}`}>{name}</Link> : T.privateSchool(name),
    },
    ...restraintStateTrackingColumns.slice(1).map((column) => sortable(column.key as keyof RestraintLeaTracking)),
  ];
  const total = tracking.data?.total;
  const rows = tracking.data ? [...tracking.data.leas, ...tracking.data.privateSchools] : undefined;

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{T.intro(year)}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <DownloadButton path={STATE_TRACKING_PATH} params={{}} name="restraint-state-tracking" />
      </Space>
      {tracking.error ? <Alert type="error" showIcon title={httpErrorMessage(tracking.error)} style={{ marginBottom: 16 }} /> : null}
      <Table<RestraintLeaTracking>
        {...tableDefaults}
        caption={T.caption}
        rowKey={(row) => (row.privateSchoolId === undefined ? `lea-${row.leaId}` : `private-${row.privateSchoolId}`)}
        columns={columns}
        dataSource={rows}
        loading={tracking.isFetching}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        summary={() =>
          total ? (
            <Table.Summary fixed>
              <Table.Summary.Row>
                {restraintStateTrackingColumns.map((column, index) => (
                  <Table.Summary.Cell key={column.key} index={index}>
                    {index === 0 ? <strong>{T.totalCaption}</strong> : cellText(column.kind, column.value(total))}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
      {managesPrivateSchools ? <PrivateSchoolsSection /> : null}
    </>
  );
}
