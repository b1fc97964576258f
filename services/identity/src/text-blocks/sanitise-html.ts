import sanitizeHtml from 'sanitize-html';

/** A link that opens a new tab must not hand that tab a handle on the portal's window, nor the portal's address. */
function safeLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { href, title, target } = attribs;
  return {
    tagName,
    attribs: {
      ...(href !== undefined ? { href } : {}),
      ...(title !== undefined ? { title } : {}),
      ...(target === '_blank' ? { target, rel: 'noopener noreferrer' } : {}),
    },
  };
}

/**
 * An allow-list: text and plain structure only. No style, class or event attribute, no script,
 * frame, form or image, so a block can neither run code nor pass for a part of the portal's own UI.
 */
const textBlockHtml: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'span', 'div', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  // A "//host/…" link would leave the portal while reading like one of its own paths.
  allowProtocolRelative: false,
  transformTags: { a: safeLink },
  // Their content is code or a fallback for a missing plugin, not text for the reader.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object'],
};

/**
 * The only way HTML of a text block reaches the database or a page: it runs when a block is saved,
 * seeded and read, so a row written by any other means (SQL, a restore) is still served safe.
 */
export function sanitiseTextBlockHtml(html: string): string {
  return sanitizeHtml(html, textBlockHtml);
}
