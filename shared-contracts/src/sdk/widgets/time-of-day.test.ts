import { isValidTimeOfDay, normaliseTimeOfDay } from './time-of-day';

describe('valid time of day (spec 5)', () => {
  test.each(['3:00 PM', '3:00 pm', '3:00 Pm', '03:00 am', '0:30 AM', '12:59 PM', '15:30 PM', '23:59 pm', '3:00pm'])(
    '%p is valid',
    (value) => {
      expect(isValidTimeOfDay(value)).toBe(true);
    },
  );
  test.each(['', '3:00', '15:30', '24:00 PM', '3:60 PM', '3:5 PM', '3 PM', '3:00 p.m.', '3:00  PM', ' 3:00 PM', '3:00 PMX', 'noon'])(
    '%p is not',
    (value) => {
      expect(isValidTimeOfDay(value)).toBe(false);
    },
  );
});

describe('blur normalisation (spec 5)', () => {
  test.each([
    ['3:00pm', '3:00 pm'],
    ['11:15AM', '11:15 AM'],
    ['15:30', '15:30 PM'],
    ['12:00', '12:00 PM'],
    ['23:05', '23:05 PM'],
    [' 15:30 ', '15:30 PM'],
    ['3:00 PM', '3:00 PM'],
    [' 3:00 PM ', '3:00 PM'],
    ['9:00', '9:00'],
    ['', ''],
    ['soon', 'soon'],
  ])('%p becomes %p', (typed, normalised) => {
    expect(normaliseTimeOfDay(typed)).toBe(normalised);
  });

  test('what it produces from a time is valid', () => {
    for (const typed of ['3:00pm', '15:30', '0:45am']) expect(isValidTimeOfDay(normaliseTimeOfDay(typed))).toBe(true);
  });
});
