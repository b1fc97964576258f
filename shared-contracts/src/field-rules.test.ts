import { FieldMessages, maxLengthMessage } from './field-messages';
import { collect, EMAIL, PHONE, textError } from './field-rules';

const email = { test: EMAIL, message: FieldMessages.email };

test('a text is trimmed, required only when asked, and no longer than its maximum', () => {
  expect(textError('  ', { required: true })).toBe(FieldMessages.required);
  expect(textError(null, {})).toBeNull();
  expect(textError(` ${'x'.repeat(200)} `, {})).toBeNull();
  expect(textError('x'.repeat(201), {})).toBe(maxLengthMessage(200));
  expect(textError('x'.repeat(11), { max: 10 })).toBe(maxLengthMessage(10));
});

test('a format is checked only on a text that was given', () => {
  expect(textError('pat@example.org', { format: email })).toBeNull();
  expect(textError('pat@localhost', { format: email })).toBe(FieldMessages.email);
  expect(textError('', { format: email })).toBeNull();
});

test.each(['(402) 555-0100', '+1 402 555 0100 ext. 12', '402.555.0100 x7'])('%s is a phone number', (phone) => {
  expect(PHONE.test(phone)).toBe(true);
});

test.each(['call me', '555', '402-555-0100 ext 1234567'])('%s is not a phone number', (phone) => {
  expect(PHONE.test(phone)).toBe(false);
});

test('collect keeps only the checks that failed', () => {
  expect(collect({ name: null, email: FieldMessages.email })).toEqual({ email: FieldMessages.email });
  expect(collect({ name: null })).toEqual({});
});
