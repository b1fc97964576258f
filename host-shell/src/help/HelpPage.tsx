import { Typography } from 'antd';

/** Contact and FAQ; their text blocks arrive with the text-block issue. */
export function HelpPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph>{children}</Typography.Paragraph>
    </>
  );
}
