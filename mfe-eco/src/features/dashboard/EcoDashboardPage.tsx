import { Link } from 'react-router';
import { Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { canViewRoute, TextBlockCodes } from '@portal/shared-contracts';
import { OverviewPage, TextBlock, useAppQueryKey, useCurrentRoute, usePermissions, useShellContext } from '@portal/shared-contracts/sdk';
import { fetchB7Report } from '../../api/b7';
import { ProgressCategoriesChart } from '../../components/ProgressCategoriesChart';

/** The chosen LEA's progress categories this year, for whoever may open the Reports page that holds them. */
function LeaCategories() {
  const { app } = useCurrentRoute();
  const { leaId } = useShellContext();
  const mayReport = canViewRoute(usePermissions(), app, app.routes.find((route) => route.path === 'apr-report') ?? null);
  const report = useQuery({
    queryKey: useAppQueryKey('eco', 'b7', 'lea', leaId),
    queryFn: () => fetchB7Report(leaId),
    enabled: mayReport && leaId !== null,
  });
  return report.data ? <ProgressCategoriesChart report={report.data} /> : null;
}

/**
 * The ECO dashboard: the LEA's counts (eco.md: children without entry ratings, exits without exit
 * ratings, records waiting for finalization), its progress categories this year, the state's
 * instructions, and the lists that act on them.
 */
export function EcoDashboardPage() {
  const { app } = useCurrentRoute();
  return (
    <OverviewPage>
      <div style={{ marginTop: 16 }}>
        <LeaCategories />
        <TextBlock code={TextBlockCodes.childSearchDashboard} />
        <Space wrap>
          <Link to={`${app.basePath}/status`}>Status of every child</Link>
          <Link to={`${app.basePath}/child-list`}>Child list</Link>
          <Link to={`${app.basePath}/search`}>Find or add a child</Link>
        </Space>
      </div>
    </OverviewPage>
  );
}
