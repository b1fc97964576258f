import { MailTemplateMessages, parseTemplate, templateError } from './mail-templates';

describe('merge fields in a template', () => {
  test('are found with or without spaces inside the braces', () => {
    expect(parseTemplate('Hi {{ name }}, {{n2}}!')).toEqual({
      parts: [{ text: 'Hi ' }, { field: 'name' }, { text: ', ' }, { field: 'n2' }, { text: '!' }],
    });
  });

  test('an unknown field is named in the refusal, with the fields there are', () => {
    expect(templateError('Dear {{studentName}}', 'Plan approved', ['recipientName', 'incidentNumber'])).toBe(
      'Unknown merge field {{studentName}}: "Plan approved" has no field "studentName". Use one of: recipientName, incidentNumber.',
    );
  });

  test('an unclosed or malformed field is refused in words', () => {
    expect(templateError('Dear {{name', 'T', ['name'])).toBe(MailTemplateMessages.unclosed);
    expect(templateError('Dear {{first name}}', 'T', ['name'])).toBe(MailTemplateMessages.badField('first name'));
    expect(templateError('Dear {{name}}, no fields here: { single }', 'T', ['name'])).toBeNull();
  });
});
