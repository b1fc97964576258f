import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Radio, Space, Typography } from 'antd';
import { AppPermissions, canViewRoute, hasAnyPermission, TextBlockCodes } from '@portal/shared-contracts';
import { DASHBOARD_INTERVENTION_TYPES, DASHBOARD_PERMISSIONS, type RestraintDashboard } from '@portal/shared-contracts/restraint';
import {
  Chart,
  formatPercent,
  httpErrorMessage,
  OverviewPage,
  TextBlock,
  useAppQueryKey,
  useCurrentRoute,
  usePermissions,
  useShellContext,
} from '@portal/shared-contracts/sdk';
import { fetchDashboard } from '../../api/dashboard';
import { DashboardTexts as T, monthName, monthShort } from './dashboard-texts';

function Figures({ dashboard }: { dashboard: RestraintDashboard }) {
  const thisMonth = dashboard.incidentsThisMonth;
  return (
    <Descriptions
      title={<Typography.Title level={2}>{T.figuresTitle}</Typography.Title>}
      bordered
      column={1}
      size="small"
      items={[
        {
          key: 'month',
          label: T.thisMonth(monthName(dashboard.today.slice(0, 7))),
          children: DASHBOARD_INTERVENTION_TYPES.map((type) => `${T.types[type]}: ${thisMonth[type]}`).join(', '),
        },
        { key: 'late', label: T.draftsLate, children: dashboard.draftsPastRecordClock },
        { key: 'third', label: T.thirdReport, children: dashboard.studentsAtThirdReport },
        { key: 'fifth', label: T.fifthReport, children: dashboard.studentsAtFifthReport },
        { key: 'thirdOpen', label: T.thirdWithoutFollowUp, children: dashboard.studentsAtThirdWithoutFollowUp },
        { key: 'fifthOpen', label: T.fifthWithoutFollowUp, children: dashboard.studentsAtFifthWithoutFollowUp },
        {
          key: 'decision',
          label: T.awaitingDecision,
          children: T.waiting(dashboard.violationsAwaitingDecision.count, dashboard.violationsAwaitingDecision.oldestDays),
        },
        {
          key: 'review',
          label: T.awaitingReview,
          children: T.waiting(dashboard.plansAwaitingReview.count, dashboard.plansAwaitingReview.oldestDays),
        },
        { key: 'dueSoon', label: T.dueWithinWeek, children: dashboard.plansDueWithinWeek },
        { key: 'overdue', label: T.overdue, children: dashboard.plansOverdue },
        { key: 'imports', label: T.rejectedImports, children: dashboard.importsWithRejectedRows },
      ]}
    />
  );
}

function Timeliness({ dashboard }: { dashboard: RestraintDashboard }) {
  const { boardReportPercent, planPercent, noticePercent } = dashboard.timeliness;
  return (
    <Descriptions
      title={<Typography.Title level={2}>{T.timelinessTitle}</Typography.Title>}
      bordered
      column={1}
      size="small"
      style={{ marginTop: 24 }}
      items={[
        { key: 'board', label: T.boardReport, children: formatPercent(boardReportPercent) },
        { key: 'plan', label: T.planTimeliness, children: formatPercent(planPercent) },
        { key: 'notice', label: T.noticeTimeliness, children: formatPercent(noticePercent) },
      ]}
    />
  );
}

function MonthsChart({ dashboard }: { dashboard: RestraintDashboard }) {
  return (
    <Chart
      kind="stacked-bar"
      title={T.chartTitle}
      categoryLabel={T.monthAxis}
      series={DASHBOARD_INTERVENTION_TYPES.map((type) => ({ key: type, label: T.types[type] }))}
      data={dashboard.months.map(({ month, instances }) => ({ category: monthShort(month), values: instances }))}
    />
  );
}

/**
 * The restraint dashboard (restraint.md, State tracking and dashboard): the chosen LEA's figures,
 * or every LEA's for all-LEA users, what needs attention, the year's interventions by month, the
 * state's "violations dashboard" text and the pages that act on them.
 */
export function RestraintDashboardPage() {
  const { app } = useCurrentRoute();
  const permissions = usePermissions();
  const { leaId } = useShellContext();
  const allLeas = permissions.includes(AppPermissions.AllLeas);
  const [wholeState, setWholeState] = useState(allLeas);
  const scope = wholeState ? null : leaId;
  // The figures count incidents: for those who may see them, as the service asks.
  const mayView = hasAnyPermission(new Set(permissions), DASHBOARD_PERMISSIONS);
  const dashboard = useQuery({
    queryKey: useAppQueryKey('restraint', 'dashboard', scope),
    queryFn: () => fetchDashboard(scope),
    enabled: mayView,
  });
  const links = app.routes.filter((route) => route.path !== 'dashboard' && canViewRoute(permissions, app, route));

  return (
    <OverviewPage>
      <div style={{ marginTop: 16 }}>
        <TextBlock code={TextBlockCodes.violationsDashboard} />
        {allLeas && mayView ? (
          <Space style={{ marginBottom: 16 }}>
            <span id="dashboard-scope">{T.scope}</span>
            <Radio.Group
              aria-labelledby="dashboard-scope"
              value={wholeState}
              onChange={(event) => setWholeState(event.target.value as boolean)}
              options={[
                { value: true, label: T.allLeas },
                { value: false, label: T.chosenLea },
              ]}
            />
          </Space>
        ) : null}
        {dashboard.error ? <Alert type="error" showIcon title={httpErrorMessage(dashboard.error)} style={{ marginBottom: 16 }} /> : null}
        {dashboard.data ? (
          <>
            <Figures dashboard={dashboard.data} />
            <Timeliness dashboard={dashboard.data} />
            <MonthsChart dashboard={dashboard.data} />
          </>
        ) : null}
        <nav aria-label={T.links}>
          <Space wrap>
            {links.map((route) => (
              <Link key={route.path} to={`${app.basePath}/${route.path}`}>
                {route.breadcrumb}
              </Link>
            ))}
          </Space>
        </nav>
      </div>
    </OverviewPage>
  );
}
