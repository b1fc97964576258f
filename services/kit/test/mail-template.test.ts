import { renderTemplate } from '../src/notifications/mail-template';

describe('renderTemplate', () => {
  test('a text template: the text part as written, the HTML part in paragraphs with every word and value escaped', () => {
    const out = renderTemplate(
      { subject: 'Incident {{ incidentNumber }}\n', body: 'Dear {{name}},\n\nA & B: {{reason}}\nline two', format: 'text' },
      { incidentNumber: 'RAI-27-00001', name: 'Ana <Admin>', reason: '"quoted" & <b>bold</b>' },
    );
    expect(out).toEqual({
      subject: 'Incident RAI-27-00001',
      text: 'Dear Ana <Admin>,\n\nA & B: "quoted" & <b>bold</b>\nline two',
      html: '<p>Dear Ana &#60;Admin&#62;,</p>\n<p>A &#38; B: &#34;quoted&#34; &#38; &#60;b&#62;bold&#60;/b&#62;<br>\nline two</p>',
    });
  });

  test('an HTML template keeps its own markup, escapes the values, and its text part reads the values back', () => {
    const out = renderTemplate(
      { subject: 'S', body: '<p>Hello {{name}},</p><p><a href="{{link}}">Open</a></p>', format: 'html' },
      { name: '<script>x</script>', link: 'https://p.example/a?b=1&c="2"' },
    );
    expect(out.html).toBe(
      '<p>Hello &#60;script&#62;x&#60;/script&#62;,</p><p><a href="https://p.example/a?b=1&#38;c=&#34;2&#34;">Open</a></p>',
    );
    expect(out.text).toBe('Hello <script>x</script>,\n\nOpen (https://p.example/a?b=1&c="2")');
  });

  test('a field without a value renders empty; numbers and booleans as written', () => {
    expect(renderTemplate({ subject: '{{a}}-{{b}}-{{c}}-{{d}}', body: 'x', format: 'text' }, { a: 3, b: true, c: null }).subject).toBe(
      '3-true--',
    );
  });
});
