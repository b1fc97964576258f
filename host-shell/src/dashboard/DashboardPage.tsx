import { useNavigate } from 'react-router';
import { Button, Card, Col, Row, Typography } from 'antd';
import { usePermissions, useSession } from '@portal/shared-contracts/sdk';
import { greeting } from './greeting';
import { dashboardTiles } from './tiles';

export function DashboardPage() {
  const user = useSession((s) => s.user);
  const permissions = usePermissions();
  const navigate = useNavigate();
  const tiles = dashboardTiles(permissions).filter((t) => t.href !== null);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {greeting(new Date())}, {user?.firstName ?? ''}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {tiles.map((tile) => (
          <Col key={tile.app} xs={24} sm={12} lg={6}>
            <Card style={{ height: '100%' }}>
              <h2 style={{ fontSize: 16, marginTop: 0, minHeight: 48 }}>{tile.title}</h2>
              <Button type="primary" aria-label={`Open ${tile.title}`} onClick={() => navigate(tile.href!)}>
                Open
              </Button>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
