import { FieldMessages } from '../field-messages';
import type { ChildFields } from './children-schemas';
import { childFieldErrors } from './child-rules';
import { EcoRecordMessages } from './eco-messages';

const today = '2026-11-25';
const child = (overrides: Partial<ChildFields> = {}): ChildFields => ({
  stateStudentId: 'NE-0001',
  firstName: 'Ada',
  lastName: 'Lovelace',
  birthDate: '2022-03-01',
  leaId: 2,
  schoolId: null,
  entryDate: '2025-09-01',
  exitDate: null,
  exitReason: null,
  sex: null,
  raceEthnicity: null,
  disabilityCategory: null,
  ...overrides,
});

test('a complete record passes', () => {
  expect(childFieldErrors(child(), today)).toEqual({});
});

test('names, ids and dates are required and well formed', () => {
  expect(childFieldErrors(child({ stateStudentId: 'NE 0001', firstName: ' ', lastName: 'x'.repeat(101) }), today)).toEqual({
    stateStudentId: FieldMessages.incorrectFormat,
    firstName: FieldMessages.required,
    lastName: 'max length 100',
  });
});

test('born before entry, exit not before entry, no future dates, an exit reason with the exit date', () => {
  expect(childFieldErrors(child({ birthDate: '2025-09-01', exitDate: '2025-08-31' }), today)).toEqual({
    entryDate: EcoRecordMessages.bornBeforeEntry,
    exitDate: EcoRecordMessages.exitAfterEntry,
    exitReason: EcoRecordMessages.exitReasonRequired,
  });
  expect(childFieldErrors(child({ entryDate: '2026-11-26' }), today)).toEqual({ entryDate: FieldMessages.noFutureDates });
});
