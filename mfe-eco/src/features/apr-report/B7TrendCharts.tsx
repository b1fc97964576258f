import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Row, Skeleton } from 'antd';
import { schoolYearLabel } from '@portal/shared-contracts';
import { Chart, formatPercent, httpErrorMessage, useAppQueryKey } from '@portal/shared-contracts/sdk';
import { fetchB7Trend } from '../../api/b7';
import { B7ChartTexts as T } from '../../components/b7-chart-texts';

const series = [
  { key: 'ss1', label: T.summaryStatement1 },
  { key: 'ss2', label: T.summaryStatement2 },
];

/** Each outcome's two summary statements in the prior school years and this one, for the state (leaId null) or one LEA. */
export function B7TrendCharts({ leaId }: { leaId: number | null }) {
  const trend = useQuery({ queryKey: useAppQueryKey('eco', 'b7', 'trend', leaId), queryFn: () => fetchB7Trend(leaId) });
  if (trend.error) return <Alert type="error" showIcon title={httpErrorMessage(trend.error)} />;
  if (!trend.data) return <Skeleton active />;
  return (
    <Row gutter={[16, 16]}>
      {trend.data.outcomes.map(({ outcome, points }) => (
        <Col key={outcome} xs={24} md={12} xxl={8}>
          <Chart
            kind="bar"
            title={T.trendTitle(outcome)}
            categoryLabel={T.yearAxis}
            series={series}
            format={formatPercent}
            valueMax={100}
            data={points.map((point) => ({
              category: schoolYearLabel(point.schoolYear),
              values: { ss1: point.summaryStatement1, ss2: point.summaryStatement2 },
            }))}
          />
        </Col>
      ))}
    </Row>
  );
}
