import { Link } from 'react-router';
import { Space } from 'antd';
import { TextBlockCodes } from '@portal/shared-contracts';
import { OverviewPage, TextBlock, useCurrentRoute } from '@portal/shared-contracts/sdk';

/**
 * The ECO dashboard: the LEA's counts (eco.md: children without entry ratings, exits without exit
 * ratings, records waiting for finalization), the state's instructions, and the lists that act on them.
 */
export function EcoDashboardPage() {
  const { app } = useCurrentRoute();
  return (
    <OverviewPage>
      <div style={{ marginTop: 16 }}>
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
