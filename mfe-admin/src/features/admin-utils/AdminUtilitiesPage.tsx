import { Col, Row, Typography } from 'antd';
import { useCurrentRoute } from '@portal/shared-contracts/sdk';
import { AdminUtilsTexts as T } from './admin-utils-texts';
import { QueueFiguresCard } from './QueueFiguresCard';
import { SystemMessageCard } from './SystemMessageCard';
import { TestMailCard } from './TestMailCard';

/** Admin Utilities (App.roles.manage): what an administrator would otherwise need a database or Redis console for around notifications. */
export function AdminUtilitiesPage() {
  const { route } = useCurrentRoute();
  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <QueueFiguresCard />
        </Col>
        <Col xs={24} lg={10}>
          <TestMailCard />
        </Col>
        <Col xs={24} lg={14}>
          <SystemMessageCard />
        </Col>
      </Row>
    </>
  );
}
