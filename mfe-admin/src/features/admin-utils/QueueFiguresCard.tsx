import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Skeleton, Space, Statistic, Typography } from 'antd';
import { EmailLogTexts, type NotificationQueueFigures } from '@portal/shared-contracts/admin';
import { httpErrorMessage, useConfirm, useTaskSnackbar } from '@portal/shared-contracts/sdk';
import { fetchQueueFigures, retryFailed } from '../../api/notifications';
import { AdminUtilsTexts as T, FigureLabels } from './admin-utils-texts';
import { adminKeys } from '../../api/keys';

/** Often enough to watch a retry drain the queue, rarely enough to cost nothing. */
const REFRESH_MS = 10_000;

/** The queue as ops see it, read again every ten seconds, with the retry of everything that failed. */
export function QueueFiguresCard() {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const runTask = useTaskSnackbar();
  const [retried, setRetried] = useState<number | null>(null);
  const figures = useQuery({ queryKey: adminKeys.queueFigures, queryFn: fetchQueueFigures, refetchInterval: REFRESH_MS });

  const retryAll = async () => {
    if (!(await confirm({ title: T.retryFailedTitle, html: T.retryFailedBody, okLabel: T.retryFailed, width: 450 }))) return;
    const outcome = await runTask(retryFailed, { before: T.retrying, success: T.retryDone });
    if (outcome.ok) setRetried(outcome.value.retried);
    await queryClient.invalidateQueries({ queryKey: adminKeys.queueFigures });
  };

  const shown = (Object.keys(FigureLabels) as Array<keyof NotificationQueueFigures>).filter((key) => figures.data?.[key] !== undefined);
  return (
    <Card
      title={T.queueTitle}
      extra={
        <Space>
          <Button loading={figures.isFetching} onClick={() => void figures.refetch()}>
            {T.refresh}
          </Button>
          <Button type="primary" onClick={() => void retryAll()}>
            {T.retryFailed}
          </Button>
        </Space>
      }
    >
      {figures.error ? (
        <Alert type="error" showIcon title={T.figuresUnavailable} description={httpErrorMessage(figures.error)} />
      ) : figures.data ? (
        <Row gutter={[16, 16]}>
          {shown.map((key) => (
            <Col key={key} xs={12} sm={8} md={6}>
              <Statistic title={FigureLabels[key]} value={figures.data[key]} />
            </Col>
          ))}
        </Row>
      ) : (
        <Skeleton active />
      )}
      <div role="status">
        {retried !== null ? <Typography.Paragraph style={{ marginTop: 16 }}>{EmailLogTexts.retried(retried)}</Typography.Paragraph> : null}
      </div>
      <Typography.Paragraph type="secondary">{T.retryOne}</Typography.Paragraph>
    </Card>
  );
}
