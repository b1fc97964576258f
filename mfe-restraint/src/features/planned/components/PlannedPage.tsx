import { Typography } from 'antd';

interface PlannedPageProps {
  title: string;
  /** What the page will be for, in its users' words. */
  purpose: string;
}

/** Holds a route's place until its screen is built, and says so plainly. */
export function PlannedPage({ title, purpose }: PlannedPageProps) {
  return (
    <>
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography.Paragraph>{purpose} This page is not available yet.</Typography.Paragraph>
    </>
  );
}
