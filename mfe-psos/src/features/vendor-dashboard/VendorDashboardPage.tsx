import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Select, Skeleton, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { CollectionRecord } from '@portal/shared-contracts/psos';
import {
  formatDay,
  httpErrorMessage,
  tableDefaults,
  useAppQueryKey,
  useCurrentRoute,
  useListFilters,
  useSession,
  ScrollRegion,
} from '@portal/shared-contracts/sdk';
import { fetchVendorDashboard, type InterviewerDay, type VendorDashboard, type VendorDashboardRow } from '../../api/dashboards';
import { useMayReadVendors, useVendors } from '../../api/vendors';
import { StatusChart } from '../../components/b14/B14Figures';
import { CollectionGate } from '../../components/CollectionGate';
import { InterviewPanel } from '../../components/interview/InterviewPanel';
import { WorkList } from '../../components/interview/WorkList';
import { VendorDashboardTexts as T } from './vendor-dashboard-texts';

const C = T.columns;
const count = (key: keyof VendorDashboardRow & keyof typeof C) => ({ key, dataIndex: key, title: C[key], align: 'right' as const });
const rowColumns: TableColumnsType<VendorDashboardRow> = [
  { key: 'lea', dataIndex: 'leaName', title: C.lea },
  count('youth'),
  count('completed'),
  count('refused'),
  count('unreachable'),
  count('incomplete'),
  count('inProgress'),
  count('notContacted'),
  count('attempts'),
  count('attemptsToday'),
  count('badContact'),
  {
    key: 'attemptsPerComplete',
    dataIndex: 'attemptsPerComplete',
    title: C.attemptsPerComplete,
    align: 'right',
    render: (value: number | null) => (value === null ? 'N/A' : value.toFixed(2)),
  },
];
const interviewerColumns: TableColumnsType<InterviewerDay> = [
  { key: 'userName', dataIndex: 'userName', title: C.interviewer },
  { key: 'day', dataIndex: 'day', title: C.day, render: formatDay },
  { key: 'completes', dataIndex: 'completes', title: C.completes, align: 'right' },
  { key: 'attempts', dataIndex: 'attempts', title: C.attempts, align: 'right' },
];

function Figures({ dashboard }: { dashboard: VendorDashboard }) {
  const { total } = dashboard;
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {T.figuresFor(dashboard.vendorName)}
      </Typography.Title>
      <StatusChart
        statuses={{
          Completed: total.completed,
          Refused: total.refused,
          Unreachable: total.unreachable,
          Incomplete: total.incomplete,
          InProgress: total.inProgress,
          NotContacted: total.notContacted,
        }}
      />
      <ScrollRegion label={T.caption}>
        <Table<VendorDashboardRow>
          {...tableDefaults}
          caption={T.caption}
          rowKey="leaCode"
          columns={rowColumns}
          dataSource={dashboard.leas}
          pagination={false}
          summary={() => (
            <Table.Summary fixed>
              <Table.Summary.Row>
                {rowColumns.map((column, index) => {
                  const key = column.key as keyof VendorDashboardRow;
                  const value =
                    index === 0 ? T.total : key === 'attemptsPerComplete' ? (total.attemptsPerComplete?.toFixed(2) ?? 'N/A') : total[key];
                  return (
                    <Table.Summary.Cell key={column.key} index={index} align={index === 0 ? undefined : 'right'}>
                      {index === 0 ? <strong>{value}</strong> : value}
                    </Table.Summary.Cell>
                  );
                })}
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
            rowKey={(row) => `${row.userName}-${row.day}`}
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
      {dashboard.data ? <Figures dashboard={dashboard.data} /> : null}
      {/* The work list reads the youth themselves: a vendor's user gets their vendor's, state staff the chosen one's. */}
      {!choosing || vendorId !== null ? (
        <WorkList
          collection={collection}
          scope={vendorId === null ? {} : { vendorId }}
          vendorName={(id) =>
            vendors.data?.find((v) => v.id === id)?.name ?? (id === dashboard.data?.vendorId ? dashboard.data.vendorName : undefined)
          }
        />
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
