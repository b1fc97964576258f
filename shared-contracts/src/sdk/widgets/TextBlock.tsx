import { queryOptions, useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import type { TextBlock as TextBlockData, TextBlockDisplayFormat } from '../../schemas/text-blocks';
import type { TextBlockCode, TextBlockGroup as TextBlockGroupCode } from '../../text-block-codes';
import { fetchTextBlock, fetchTextBlockGroup } from '../auth-api';
import { SafeHtml } from './SafeHtml';

// Text blocks read the same for every LEA and school year, so unlike the apps' queries their keys
// leave those out: changing LEA does not fetch them again.
const textBlockQuery = (code: TextBlockCode) =>
  queryOptions({ queryKey: ['shell', 'text-block', code], queryFn: () => fetchTextBlock(code) });
const textBlockGroupQuery = (group: TextBlockGroupCode) =>
  queryOptions({ queryKey: ['shell', 'text-block-group', group], queryFn: () => fetchTextBlockGroup(group) });

/** A block as pages show it: a Div, or a Card titled with the block's title; `format` overrides the block's own (an editor's preview). */
export function TextBlockView({
  block,
  format = block.displayFormat,
}: {
  block: Pick<TextBlockData, 'title' | 'html' | 'displayFormat'>;
  format?: TextBlockDisplayFormat | undefined;
}) {
  const body = <SafeHtml className="text-block" html={block.html} />;
  return format === 'Card' ? <Card title={block.title}>{body}</Card> : body;
}

export interface TextBlockProps {
  code: TextBlockCode;
  /** Overrides the format the administrator chose for the block. */
  format?: TextBlockDisplayFormat;
}

/**
 * An administrator-edited text block (spec 3), as a Div or a Card titled with the block's title.
 * Nothing shows while it loads or when there is none: instructions help, a page works without them.
 */
export function TextBlock({ code, format }: TextBlockProps) {
  const { data } = useQuery(textBlockQuery(code));
  return data?.isVisible ? <TextBlockView block={data} format={format} /> : null;
}

/** Every visible block of a group, each in its own format. */
export function TextBlockGroup({ group }: { group: TextBlockGroupCode }) {
  const { data } = useQuery(textBlockGroupQuery(group));
  return data?.filter((block) => block.isVisible).map((block) => <TextBlockView key={block.id} block={block} />);
}
