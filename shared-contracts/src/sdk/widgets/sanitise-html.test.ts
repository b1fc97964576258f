/**
 * @jest-environment jest-fixed-jsdom
 */
import { sanitiseBlockHtml } from './sanitise-html';

test('keeps text and plain structure', () => {
  const html =
    '<h2>Title</h2><p>Some <strong>bold</strong>, <em>em</em> and <u>u</u></p><ul><li>one</li></ul><blockquote>q</blockquote><hr>';
  expect(sanitiseBlockHtml(html)).toBe(html);
});

test.each([
  ['<p>a<script>alert(1)</script></p>', '<p>a</p>'],
  ['<img src="x" onerror="alert(1)">', ''],
  ['<p onclick="alert(1)" style="color:red" class="ant-btn" data-x="1" aria-label="x">a</p>', '<p>a</p>'],
  ['<iframe src="https://example.org"></iframe><form><input></form>', ''],
  ['<table><tr><td>cell</td></tr></table>', 'cell'],
])('removes what could run code or pose as the portal: %p', (dirty, clean) => {
  expect(sanitiseBlockHtml(dirty)).toBe(clean);
});

test.each([
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<b>x</b>',
  'vbscript:x',
  '//evil.example/path',
  '/\\evil.example',
  '\\\\evil.example',
])('drops a link to %p', (href) => {
  expect(sanitiseBlockHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
});

test.each(['https://example.org/a?b=c', 'http://example.org', 'mailto:help@example.org', '/help/faq', '#top', 'faq'])(
  'keeps a link to %p',
  (href) => {
    expect(sanitiseBlockHtml(`<a href="${href}" title="t">x</a>`)).toBe(`<a href="${href}" title="t">x</a>`);
  },
);

test('a link opening a new tab gets rel noopener noreferrer, whatever rel it had', () => {
  expect(sanitiseBlockHtml('<a href="https://example.org" target="_blank" rel="opener">x</a>')).toBe(
    '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
  );
});

test('any other target is dropped, as the server does', () => {
  expect(sanitiseBlockHtml('<a href="/x" target="_parent">x</a>')).toBe('<a href="/x">x</a>');
});
