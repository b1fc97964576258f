import { Alert, Card, Col, Row, Skeleton, Statistic } from 'antd';
import type { OverviewResponse } from '../schemas/common';
import { httpErrorMessage } from './errors';

interface FiguresCardProps {
  title: string;
  data: OverviewResponse | undefined;
  error: unknown;
  isLoading: boolean;
}

/** The figures an application's first page shows, read from its own service. */
export function FiguresCard({ title, data, error, isLoading }: FiguresCardProps) {
  if (error) return <Alert type="error" showIcon title="Could not load figures" description={httpErrorMessage(error)} />;
  return (
    <Card title={data ? `${title}: ${data.leaName}, ${data.schoolYear}` : title}>
      {isLoading || !data ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          {data.figures.map((f) => (
            <Col key={f.key} xs={24} sm={12} md={8}>
              <Statistic title={f.label} value={f.value} data-testid={`figure-${f.key}`} />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
