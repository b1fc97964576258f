import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Select, Skeleton, Space, Table, Typography, type TableColumnsType } from 'antd';
import {
  vendorLeaColumns,
  vendorLines,
  type CollectionRecord,
  type InterviewerDay,
  type VendorDashboard,
  type VendorLine,
} from '@portal/shared-contracts/psos';
import {
  cellText,
  DownloadButton,
  formatDay,
  httpErrorMessage,
  ScrollRegion,
  tableColumn,
  tableDefaults,
  useAppQueryKey,
  useCurrentRoute,
  useListFilters,
  useSession,
} from '@portal/shared-contracts/sdk';
import { fetchVendorDashboard, VENDOR_DASHBOARD_PATH } from '../../api/dashboards';
import { useMayReadVendors, useVendors } from '../../api/vendors';
import { StatusChart } from '../../components/b14/B14Figures';
import { CollectionGate } from '../../components/CollectionGate';
import { InterviewPanel } from '../../components/interview/InterviewPanel';
import { WorkList } from '../../components/interview/WorkList';
import { VendorDashboardTexts as T } from './vendor-dashboard-texts';

const C = T.columns;
const interviewerColumns: TableColumnsType<InterviewerDay> = [
  { key: 'interviewer', dataIndex: 'interviewer', title: C.interviewer },
  { key: 'day', dataIndex: 'day', title: C.day, render: formatDay },
  { key: 'completes', dataIndex: 'completes', title: C.completes, align: 'right' },
  { key: 'attempts', dataIndex: 'attempts', title: C.attempts, align: 'right' },
];

// The table's columns are the file's (the contract's), each status on its own column.
type LeaLine = VendorLine & VendorLine['statuses'];
const flat = (line: VendorLine): LeaLine => ({ ...line, ...line.statuses });
const rowColumns: TableColumnsType<LeaLine> = vendorLeaColumns.map((column) => ({
  ...tableColumn(vendorLeaColumns, column.key),
  ...(column.kind ? { align: 'right' as const } : {}),
}));

function Figures({ dashboard }: { dashboard: VendorDashboard }) {
  const lines = vendorLines(dashboard).map(flat);
  const total = lines.at(-1)!;
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {T.figuresFor(dashboard.vendorName)}
      </Typography.Title>
      <StatusChart statuses={dashboard.total.statuses} />
      <ScrollRegion label={T.caption}>
        <Table<LeaLine>
          {...tableDefaults}
          caption={T.caption}
          rowKey="leaCode"
          columns={rowColumns}
          dataSource={lines.slice(0, -1)}
          pagination={false}
          summary={() => (
            <Table.Summary fixed>
              <Table.Summary.Row>
                {vendorLeaColumns.map((column, index) => (
                  <Table.Summary.Cell key={column.key} index={index} align={column.kind ? 'right' : undefined}>
                    {index === 0 ? <strong>{T.total}</strong> : cellText(column.kind, column.value(total))}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            </Table.Summary>
          )}
        />
      </ScrollRegion>
      <section aria-labelledby="psos-interviewers-title" style={{ marginTop: 24 }}>
        <Typography.Title level={2} id="psos-interviewers-title" style={{ fontSize: 18 }}>
          {T.interviewersTitle}
        </Typography.Title>
        {dashboard.interviewers.length === 0 ? (
          <Typography.Paragraph>{T.noInterviews}</Typography.Paragraph>
        ) : (
          <Table<InterviewerDay>
            {...tableDefaults}
            size="small"
            caption={T.interviewersCaption}
            rowKey={(row) => `${row.interviewer}-${row.day}`}
            columns={interviewerColumns}
            dataSource={dashboard.interviewers}
            pagination={false}
          />
        )}
      </section>
    </>
  );
}

function Dashboard({ collection }: { collection: CollectionRecord }) {
  const vendors = useVendors();
  // State staff choose the vendor; a vendor's user reads their own (the service knows which), so offers none.
  const choosing = useMayReadVendors();
  const { filters, setter } = useListFilters({ vendorId: Number });
  const vendorId = filters.vendorId ?? null;
  const dashboard = useQuery({
    queryKey: useAppQueryKey('psos', 'vendor-dashboard', collection.id, vendorId),
    queryFn: () => fetchVendorDashboard(collection.id, vendorId),
    enabled: !choosing || vendorId !== null,
  });
  return (
    <>
      {choosing ? (
        <Space style={{ marginBottom: 16 }}>
          <Select<number>
            aria-label={T.vendor}
            placeholder={T.vendor}
            loading={vendors.isPending}
            options={(vendors.data ?? []).map((vendor) => ({ value: vendor.id, label: vendor.name }))}
            value={vendorId ?? undefined}
            onChange={setter('vendorId')}
            style={{ width: 280 }}
          />
        </Space>
      ) : null}
      {choosing && vendorId === null ? <Alert type="info" showIcon title={T.chooseVendor} /> : null}
      {dashboard.error ? <Alert type="error" showIcon title={httpErrorMessage(dashboard.error)} /> : null}
      {dashboard.isFetching && !dashboard.data ? <Skeleton active /> : null}
      {dashboard.data ? (
        <>
          <Space style={{ marginBottom: 16 }}>
            <DownloadButton
              path={VENDOR_DASHBOARD_PATH}
              params={{ collectionId: collection.id, ...(vendorId === null ? {} : { vendorId }) }}
              name={T.file(dashboard.data.vendorName)}
            />
          </Space>
          <Figures dashboard={dashboard.data} />
        </>
      ) : null}
      {/* A vendor's user works their vendor's youth from here; state staff see the chosen vendor's, in every LEA. */}
      {!choosing || vendorId !== null ? (
        <WorkList collection={collection} vendorId={vendorId ?? undefined} vendorName={() => dashboard.data?.vendorName} />
      ) : null}
    </>
  );
}

/**
 * The Vendor Dashboard (psos.md, Dashboards; vendor dashboard view): a vendor's youth per LEA and in
 * total, the six statuses, attempts in total and today, bad contacts, attempts per complete, and
 * completes and attempts per interviewer and day, then its work list; with `?youthId=` one youth's
 * interview screen. A vendor's user sees names and contacts, never demographics (the service's rule).
 */
export function VendorDashboardPage() {
  const { route } = useCurrentRoute();
  const year = useSession((s) => s.currentSchoolYear?.label ?? '');
  const [params] = useSearchParams();
  const youthId = Number(params.get('youthId'));
  if (Number.isInteger(youthId) && youthId > 0)
    return <CollectionGate>{(collection) => <InterviewPanel youthId={youthId} collection={collection} backTo="." />}</CollectionGate>;
  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{T.intro(year)}</Typography.Paragraph>
      <CollectionGate>{(collection) => <Dashboard collection={collection} />}</CollectionGate>
    </>
  );
}
