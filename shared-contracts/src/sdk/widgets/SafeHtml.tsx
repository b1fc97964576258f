import { useMemo } from 'react';
import { sanitiseBlockHtml } from './sanitise-html';

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** HTML from the server or a caller, shown only after the text-block allow-list has cleaned it. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitiseBlockHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
