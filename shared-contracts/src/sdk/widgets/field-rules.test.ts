import { object, type Schema } from 'yup';
import { FieldMessages } from '../../field-messages';
import { fieldRules, messageDate } from './field-rules';

/** The message a field's value fails with, or null when it passes. */
async function failure(schema: Schema, value: unknown): Promise<string | null> {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

test.each([
  ['required, empty', fieldRules.required(), '', 'Field is required.'],
  ['required, spaces only', fieldRules.required(), '   ', 'Field is required.'],
  ['required, missing', fieldRules.required(), undefined, 'Field is required.'],
  ['required, given', fieldRules.required(), 'x', null],
  ['max length over', fieldRules.maxLength(5), '123456', 'max length 5'],
  ['max length defaults to 200', fieldRules.maxLength(), 'x'.repeat(201), 'max length 200'],
  ['max length at the limit', fieldRules.maxLength(5), '12345', null],
  ['min value', fieldRules.minValue(1), 0, 'min value 1'],
  ['max value', fieldRules.maxValue(10), 11, 'max value 10'],
  ['a number that is not one', fieldRules.maxValue(10), 'ten', 'Input not in correct format.'],
  ['an emptied number', fieldRules.maxValue(10), '', null],
  ['pattern', fieldRules.pattern(/^[A-Z]{2}\d{3}$/), 'ab123', 'Input not in correct format.'],
  ['no numbers', fieldRules.noNumbers(), 'Room 4', 'Numbers are not allowed.'],
  ['letters only, digits', fieldRules.lettersOnly(), 'Ann2', 'Numbers and special characters are not allowed.'],
  ['letters only, symbols', fieldRules.lettersOnly(), 'Ann!', 'Numbers and special characters are not allowed.'],
  ['letters only, a name', fieldRules.lettersOnly(), "Mary-Ann O'Neil", null],
  ['zip', fieldRules.zip(), '8970', 'zip code format.'],
  ['zip, five digits', fieldRules.zip(), '89701', null],
  ['zip+4', fieldRules.zip(), '89701-1234', null],
  ['zip, empty', fieldRules.zip(), '', null],
  ['email', fieldRules.email(), 'someone@', 'Please enter a valid email.'],
  ['date', fieldRules.date(), 'not a date', 'Invalid date format.'],
  ['an emptied date', fieldRules.date(), '', null],
  ['min date', fieldRules.minDate(new Date(2026, 0, 5)), new Date(2026, 0, 4), 'Must be on or after 01/05/2026.'],
  ['min date, that day', fieldRules.minDate(new Date(2026, 0, 5)), new Date(2026, 0, 5), null],
  ['max date', fieldRules.maxDate(new Date(2026, 11, 31)), new Date(2027, 0, 1), 'Must be on or before 12/31/2026.'],
  ['time of day', fieldRules.timeOfDay(), '3:00', 'Invalid time: enter time as hh:mm PM, e.g. 3:00 PM.'],
  ['time of day, empty', fieldRules.timeOfDay(), '', null],
  ['from the list', fieldRules.fromList(['Reno', 'Elko']), 'Ren', 'A value must be selected from the list.'],
  ['from the list, chosen', fieldRules.fromList(['Reno', 'Elko']), 'Elko', null],
  ['from the list, empty', fieldRules.fromList(['Reno', 'Elko']), '', null],
])('%s', async (_, schema, value, message) => {
  expect(await failure(schema, value)).toBe(message);
});

test('the time-of-day rule raises the flag spec 5 names', async () => {
  await expect(fieldRules.timeOfDay().validate('25:00 PM')).rejects.toMatchObject({ type: 'invalidTimeFormat' });
});

test('no future dates: today is allowed, tomorrow is not', async () => {
  const today = new Date();
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  expect(await failure(fieldRules.noFutureDate(), today)).toBeNull();
  expect(await failure(fieldRules.noFutureDate(), tomorrow)).toBe(FieldMessages.noFutureDates);
});

test('an end date must come after the start date of the same form', async () => {
  const period = object({ start: fieldRules.date(), end: fieldRules.afterStartDate('start') });
  await expect(period.validate({ start: new Date(2026, 0, 5), end: new Date(2026, 0, 5) })).rejects.toThrow(
    'Date must be after start date.',
  );
  await expect(period.validate({ start: new Date(2026, 0, 5), end: new Date(2026, 0, 6) })).resolves.toBeTruthy();
  await expect(period.validate({ start: null, end: new Date(2026, 0, 6) })).resolves.toBeTruthy();
});

test('rules combine with concat in either order, and with yup’s own required', async () => {
  for (const title of [fieldRules.required().concat(fieldRules.maxLength(5)), fieldRules.maxLength(5).concat(fieldRules.required())]) {
    // formik hands yup an emptied field as undefined.
    expect(await failure(title, undefined)).toBe('Field is required.');
    expect(await failure(title, '123456')).toBe('max length 5');
  }
  expect(await failure(fieldRules.date().required(FieldMessages.required), '')).toBe('Field is required.');
});

test('a date in a message reads MM/DD/YYYY', () => {
  expect(messageDate(new Date(2026, 6, 4))).toBe('07/04/2026');
});
