import type { CaughtMail } from './mail-store';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Everything shown comes from whoever sent the mail. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * The policy of every page. A srcdoc frame inherits it, so a mail's HTML can load
 * nothing from the network (no tracking pixels, no scripts) beyond inline styles
 * and data: images.
 */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";

const STYLE = `body{font-family:system-ui,sans-serif;margin:2rem;color:#222}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd;vertical-align:top}
pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}iframe{width:100%;height:32rem;border:1px solid #ccc}
dt{font-weight:600}dd{margin:0 0 .5rem}`;

function layout(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${head}<style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function listPage(mails: CaughtMail[]): string {
  const rows = mails
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.date)}</td><td>${escapeHtml(m.to.join(', '))}</td><td><a href="/messages/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  const content = mails.length
    ? `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No mail yet.</p>';
  // Refreshes itself so a developer sees mail arrive without reloading.
  return layout(
    `Mail catcher (${mails.length})`,
    `<h1>Mail catcher</h1><p>${mails.length} message(s), newest first.</p>${content}`,
    '<meta http-equiv="refresh" content="5">',
  );
}

export function messagePage(mail: CaughtMail): string {
  const html =
    mail.html === null ? '<p>No HTML part.</p>' : `<iframe sandbox="" title="HTML part" srcdoc="${escapeHtml(mail.html)}"></iframe>`;
  return layout(
    mail.subject || '(no subject)',
    `<p><a href="/">All mail</a></p><h1>${escapeHtml(mail.subject || '(no subject)')}</h1>
<dl><dt>From</dt><dd>${escapeHtml(mail.from)}</dd><dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd><dt>Received</dt><dd>${escapeHtml(mail.date)}</dd></dl>
<h2>Text</h2><pre>${escapeHtml(mail.text)}</pre><h2>HTML</h2>${html}`,
  );
}
