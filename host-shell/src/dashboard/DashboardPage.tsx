import { Typography } from 'antd';
import { TextBlockCodes } from '@portal/shared-contracts';
import { TextBlock, useSession } from '@portal/shared-contracts/sdk';
import { displayName } from '../layout/display-name';
import { DashboardTiles } from './DashboardTiles';
import { greeting } from './greeting';
import { MessagesWidget } from './MessagesWidget';

/** Spec 2: the greeting, the main text block, the application tiles and the Messages widget. */
export function DashboardPage() {
  const user = useSession((s) => s.user);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {greeting(new Date())}
        {user ? `, ${displayName(user)}` : ''}
      </Typography.Title>
      <TextBlock code={TextBlockCodes.mainDashboard} />
      <DashboardTiles />
      <MessagesWidget />
    </div>
  );
}
