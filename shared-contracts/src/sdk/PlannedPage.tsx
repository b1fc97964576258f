import { Typography } from 'antd';
import { useCurrentRoute } from './current-route';

interface PlannedPageProps {
  /** What the page will be for, in its users' words. */
  purpose: string;
}

/** Holds a route's place until its screen is built, and says so plainly. */
export function PlannedPage({ purpose }: PlannedPageProps) {
  const { route } = useCurrentRoute();
  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{purpose} This page is not available yet.</Typography.Paragraph>
    </>
  );
}
