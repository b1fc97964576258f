import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

// The identity service's allow-list (services/identity/src/text-blocks/sanitise-html.ts), applied
// again in the browser so a block that reached the page by another path still cannot run code.
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'span', 'div', 'hr'];
const ALLOWED_ATTR = ['href', 'title', 'target'];
// http, https and mailto, or a path on the portal; never "//host/…" (nor "/\host", which a browser
// reads the same), which leaves the portal while reading like one of its own paths.
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto):|\/(?![/\\])|(?![a-z0-9+.-]*:)[^/\\])/i;

let purifier: Purifier | null = null;

// Its own instance, created on first use: DOMPurify's hooks are global to an instance, and a
// module that is imported where there is no DOM (the SDK's node tests) must not need one.
function textBlockPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    // A new tab must get no handle on the portal's window, nor its address.
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  return purifier;
}

/** Text-block HTML cut down to text and plain structure, ready for dangerouslySetInnerHTML. */
export function sanitiseBlockHtml(html: string): string {
  return textBlockPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
