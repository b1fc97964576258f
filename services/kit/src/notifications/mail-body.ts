import { createHash } from 'node:crypto';

export interface MailLink {
  label: string;
  url: string;
}

/** A mail's content as blocks, so every mail has the same plain-text and HTML shape. */
export type MailBlock = { paragraph: string } | { link: MailLink } | { list: Array<{ text: string; link?: MailLink }> };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const anchor = (link: MailLink) => `<a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`;

/** The text and HTML parts of a mail; every value is escaped in the HTML. */
export function renderMail(blocks: readonly MailBlock[]): { text: string; html: string } {
  const text = blocks.map((block) => {
    if ('paragraph' in block) return block.paragraph;
    if ('link' in block) return `${block.link.label}: ${block.link.url}`;
    return block.list.map((item) => `- ${item.text}${item.link ? `\n  ${item.link.label}: ${item.link.url}` : ''}`).join('\n');
  });
  const html = blocks.map((block) => {
    if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph)}</p>`;
    if ('link' in block) return `<p>${anchor(block.link)}</p>`;
    return `<ul>\n${block.list.map((item) => `<li>${escapeHtml(item.text)}${item.link ? ` ${anchor(item.link)}` : ''}</li>`).join('\n')}\n</ul>`;
  });
  return { text: text.join('\n\n'), html: html.join('\n') };
}

/**
 * A UUID derived from its parts (SHA-256, version 8): what a mail owed to one user for one event
 * is called however many times it is worked out, so the queue and the e-mail log see one mail.
 */
export function stableUuid(...parts: Array<string | number>): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
