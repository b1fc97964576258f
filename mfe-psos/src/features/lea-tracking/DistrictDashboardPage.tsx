import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Skeleton, Typography } from 'antd';
import { ListStatusLabels, PsosPermissions, type CollectionRecord, type DistrictDashboard } from '@portal/shared-contracts/psos';
import {
  formatPercent,
  httpErrorMessage,
  OverviewPage,
  sessionStore,
  useAppQueryKey,
  usePermissions,
  useSession,
} from '@portal/shared-contracts/sdk';
import { fetchDistrictDashboard } from '../../api/dashboards';
import { useVendors } from '../../api/vendors';
import { B14Measures, Representativeness, StatusChart } from '../../components/b14/B14Figures';
import { CollectionGate } from '../../components/CollectionGate';
import { InterviewPanel } from '../../components/interview/InterviewPanel';
import { WorkList } from '../../components/interview/WorkList';
import { DistrictDashboardTexts as T } from './lea-tracking-texts';
import { ResetDialog } from './ResetDialog';

interface LeaNamed {
  id: number;
  name: string;
  leaCode: string;
}

function Figures({ dashboard, lea, collection }: { dashboard: DistrictDashboard; lea: LeaNamed; collection: CollectionRecord }) {
  const F = T.fields;
  const { verification } = dashboard;
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        title={
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {T.figuresFor(lea.name, collection.schoolYearLabel)}
          </Typography.Title>
        }
        items={[
          { key: 'list', label: F.listStatus, children: ListStatusLabels[dashboard.listStatus] },
          { key: 'progress', label: F.verificationProgress, children: formatPercent(verification.progress) },
          { key: 'listed', label: F.listed, children: verification.L },
          { key: 'pending', label: F.pending, children: verification.pending },
          { key: 'attempts', label: F.attempts, children: dashboard.attempts },
          {
            key: 'perContacted',
            label: F.attemptsPerContacted,
            children: dashboard.attemptsPerContacted === null ? 'N/A' : dashboard.attemptsPerContacted.toFixed(2),
          },
        ]}
      />
      <div style={{ marginTop: 24 }}>
        <StatusChart statuses={dashboard.statuses} />
      </div>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {dashboard.final ? T.finalTitle : T.interimTitle}
      </Typography.Title>
      <B14Measures current={{ report: dashboard.b14, label: collection.schoolYearLabel }} />
      <Representativeness report={dashboard.b14} />
    </>
  );
}

function Dashboard({ collection, leaId }: { collection: CollectionRecord; leaId: number }) {
  const dashboard = useQuery({
    queryKey: useAppQueryKey('psos', 'district-dashboard', collection.id),
    queryFn: () => fetchDistrictDashboard(collection.id, leaId),
  });
  const mayReset = usePermissions().includes(PsosPermissions.DistrictDashboardReset);
  const vendors = useVendors();
  const [resetting, setResetting] = useState(false);
  const known = useSession((s) => s.leas).find((candidate) => candidate.id === leaId);
  const lea = known ? { id: known.id, name: known.name, leaCode: known.leaCode } : null;
  return (
    <>
      {dashboard.error ? <Alert type="error" showIcon title={httpErrorMessage(dashboard.error)} style={{ marginTop: 16 }} /> : null}
      {dashboard.isPending && !dashboard.error ? <Skeleton active /> : null}
      {dashboard.data && lea ? <Figures dashboard={dashboard.data} lea={lea} collection={collection} /> : null}
      {mayReset && lea && collection.status === 'Open' ? (
        <Button danger onClick={() => setResetting(true)} style={{ marginTop: 16 }}>
          {T.reset}
        </Button>
      ) : null}
      <WorkList collection={collection} leaId={leaId} vendorName={(id) => vendors.data?.find((v) => v.id === id)?.name} />
      {resetting && lea ? <ResetDialog collection={collection} lea={lea} onClose={() => setResetting(false)} /> : null}
    </>
  );
}

/** State tracking opens an LEA's dashboard with `?leaId=`: that LEA becomes the selected one, as if chosen in the top bar. */
function useLeaFromLink() {
  const [params, setParams] = useSearchParams();
  const leas = useSession((s) => s.leas);
  const wanted = Number(params.get('leaId'));
  useEffect(() => {
    if (!Number.isInteger(wanted) || wanted <= 0) return;
    if (leas.some((lea) => lea.id === wanted)) sessionStore.getState().setCurrentLea(wanted);
    setParams(
      (current) => {
        current.delete('leaId');
        return current;
      },
      { replace: true },
    );
  }, [wanted, leas, setParams]);
}

/**
 * The District Dashboard (psos.md, Dashboards) of the selected LEA: verification progress, the six
 * statuses, the rates, attempts per contacted youth, the interim categories with B14A/B/C, subgroup
 * rates and representativeness, and the work list; with `?youthId=` one youth's interview screen.
 */
export function DistrictDashboardPage() {
  const [params] = useSearchParams();
  const youthId = Number(params.get('youthId'));
  const leaId = useSession((s) => s.currentLeaId);
  useLeaFromLink();
  if (Number.isInteger(youthId) && youthId > 0)
    return <CollectionGate>{(collection) => <InterviewPanel youthId={youthId} collection={collection} backTo="." />}</CollectionGate>;
  return (
    <OverviewPage>
      <div style={{ marginTop: 24 }}>
        {leaId === null ? (
          <Alert type="info" showIcon title={T.noLea} />
        ) : (
          <CollectionGate>{(collection) => <Dashboard collection={collection} leaId={leaId} />}</CollectionGate>
        )}
      </div>
    </OverviewPage>
  );
}
