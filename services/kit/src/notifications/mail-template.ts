import { parseTemplate, type MergeData, type MergeValue, type TemplatePart } from '@portal/shared-contracts';

export interface MailTemplate {
  subject: string;
  body: string;
  format: 'text' | 'html';
}

export interface RenderedTemplate {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const valueText = (value: MergeValue | undefined): string => (value === null || value === undefined ? '' : String(value));

function partsOf(template: string): TemplatePart[] {
  const parsed = parseTemplate(template);
  // A saved version was checked when saved; a draft is checked by the caller before it renders.
  if ('error' in parsed) throw new TypeError(parsed.error);
  return parsed.parts;
}

const fill = (parts: TemplatePart[], literal: (text: string) => string, value: (v: MergeValue | undefined) => string, data: MergeData) =>
  parts.map((p) => ('text' in p ? literal(p.text) : value(data[p.field]))).join('');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The plain-text part of an HTML body: block ends become line breaks, tags go, entities are read back. */
function htmlToText(html: string): string {
  return html
    .replace(/<\s*(br)\s*\/?>/gi, '\n')
    .replace(/<\s*\/\s*(p|div|h[1-6]|li|tr|table|ul|ol)\s*>/gi, '\n\n')
    .replace(/<\s*li[^>]*>/gi, '- ')
    .replace(/<a\s[^>]*href\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => `${label} (${href})`)
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * A template filled in with merge data. In the HTML part every merge value is HTML-escaped, so a
 * value can never add markup; a text template's own words are escaped too, its blank lines making
 * paragraphs. The subject is one line. A field without a value renders empty.
 */
export function renderTemplate(template: MailTemplate, data: MergeData): RenderedTemplate {
  const subject = fill(partsOf(template.subject), (t) => t, valueText, data)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
  const body = partsOf(template.body);
  if (template.format === 'html') {
    const html = fill(
      body,
      (t) => t,
      (v) => escapeHtml(valueText(v)),
      data,
    );
    return { subject, text: htmlToText(html), html };
  }
  const text = fill(body, (t) => t, valueText, data).trim();
  const html = fill(body, escapeHtml, (v) => escapeHtml(valueText(v)), data)
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${paragraph.trim().replace(/\r?\n/g, '<br>\n')}</p>`)
    .join('\n');
  return { subject, text, html };
}
