import { FieldMessages, maxDateMessage, maxLengthMessage, maxValueMessage, minDateMessage, minValueMessage } from './field-messages';

test('the fixed texts are spec 5 word for word', () => {
  expect(Object.values(FieldMessages)).toEqual([
    'Invalid date format.',
    'Field is required.',
    'Input not in correct format.',
    'Numbers are not allowed.',
    'Numbers and special characters are not allowed.',
    'zip code format.',
    'Please enter a valid email.',
    'Date must be after start date.',
    'A value must be selected from the list.',
    'No future dates allowed.',
    'Invalid time: enter time as hh:mm PM, e.g. 3:00 PM.',
  ]);
});

test.each([
  [minDateMessage('01/05/2026'), 'Must be on or after 01/05/2026.'],
  [maxDateMessage('12/31/2026'), 'Must be on or before 12/31/2026.'],
  [maxLengthMessage(600), 'max length 600'],
  [minValueMessage(0), 'min value 0'],
  [maxValueMessage(100), 'max value 100'],
])('a parameterised text reads %p', (actual, expected) => expect(actual).toBe(expected));
