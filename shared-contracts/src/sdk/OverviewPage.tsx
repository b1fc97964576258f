import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { useCurrentRoute } from './current-route';
import { FiguresCard } from './FiguresCard';
import { useOverview } from './overview';

interface OverviewPageProps {
  /** What the app shows below its figures. */
  children?: ReactNode;
}

/** An app's first page: the figures its service reports for the chosen LEA and school year. */
export function OverviewPage({ children }: OverviewPageProps) {
  const { app, route } = useCurrentRoute();
  const { data, error, isLoading } = useOverview(app.id);
  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <FiguresCard title={app.title} data={data} error={error} isLoading={isLoading} />
      {children}
    </>
  );
}
