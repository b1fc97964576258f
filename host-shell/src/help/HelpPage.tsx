import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { shellRoutes, TextBlockCodes } from '@portal/shared-contracts';
import { TextBlock } from '@portal/shared-contracts/sdk';

export type HelpTopic = 'contact' | 'faq';

/**
 * Contact and FAQ are their administrator-edited text blocks under the page's title. The shell's
 * other plain pages (page not found) pass their title and text.
 */
export type HelpPageProps = { topic: HelpTopic } | { title: string; children: ReactNode };

export function HelpPage(props: HelpPageProps) {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {'topic' in props ? shellRoutes[props.topic].breadcrumb : props.title}
      </Typography.Title>
      {'topic' in props ? <TextBlock code={TextBlockCodes[props.topic]} /> : <Typography.Paragraph>{props.children}</Typography.Paragraph>}
    </>
  );
}
