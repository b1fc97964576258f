import { DEFAULT_PSOS_SETTINGS } from './settings';
import {
  ageOn,
  checkListRow,
  phoneDigits,
  StudentListMessages as M,
  type ListRowContext,
  type StudentListColumn,
} from './student-list-import';

const context: ListRowContext = {
  schoolYear: 2025,
  today: '2025-08-01',
  settings: DEFAULT_PSOS_SETTINGS,
  codes: { disabilityCategory: new Set(['LD', 'AUT']), sex: new Set(['F', 'M']), raceEthnicity: new Set(['WHITE', 'ASIAN']) },
};

const row = (over: Partial<Record<StudentListColumn, string>> = {}): Record<StudentListColumn, string> => ({
  stateStudentId: 'A123',
  leaCode: '01-1000',
  schoolCode: '',
  firstName: 'Dana',
  lastName: 'Leaver',
  birthDate: '2006-03-04',
  exitDate: '2025-06-01',
  exitReason: 'GRADUATED',
  disabilityCategory: 'LD',
  sex: 'F',
  raceEthnicity: 'WHITE',
  englishLearner: 'n',
  phone: '+1 (402) 555-0100',
  altPhone: '',
  guardianPhone: '',
  guardianName: '',
  email: '',
  street: '',
  city: '',
  state: 'ne',
  zip: '68501-1234',
  ...over,
});

test('a good row is kept with its phone as 10 digits, Y/N as a boolean and the state in capitals', () => {
  const { values, problems } = checkListRow(row(), context);
  expect(problems).toEqual([]);
  expect(values).toMatchObject({ phone: '4025550100', englishLearner: false, state: 'NE', schoolCode: null, email: null });
});

test('every wrong column of a row is named, several per row', () => {
  const { values, problems } = checkListRow(
    row({
      stateStudentId: 'A-1',
      firstName: '',
      birthDate: '2006-02-30',
      exitReason: 'DECEASED',
      sex: 'X',
      englishLearner: 'maybe',
      phone: '555',
      email: 'x@',
      zip: '1234',
    }),
    context,
  );
  expect(values).toBeNull();
  expect(problems).toEqual([
    { column: 'stateStudentId', message: M.stateStudentId },
    { column: 'firstName', message: M.required },
    { column: 'birthDate', message: M.invalidDate },
    { column: 'exitReason', message: M.exitReasonNotIncluded('DECEASED') },
    { column: 'sex', message: M.selectFromList },
    { column: 'englishLearner', message: M.yesNo },
    { column: 'phone', message: M.phone },
    { column: 'email', message: M.email },
    { column: 'zip', message: M.zip },
  ]);
});

test('the exit date lies in the collection’s school year, 1 July to 30 June inclusive, and not in the future', () => {
  expect(checkListRow(row({ exitDate: '2024-07-01' }), context).problems).toEqual([]);
  expect(checkListRow(row({ exitDate: '2024-06-30' }), context).problems).toEqual([
    { column: 'exitDate', message: M.exitOutsideYear('2024-2025') },
  ]);
  expect(checkListRow(row({ exitDate: '2025-08-02' }), { ...context, today: '2025-06-01' }).problems).toEqual([
    { column: 'exitDate', message: M.exitOutsideYear('2024-2025') },
  ]);
  expect(checkListRow(row({ exitDate: '2025-06-02' }), { ...context, today: '2025-06-01' }).problems).toEqual([
    { column: 'exitDate', message: M.noFutureDates },
  ]);
});

test('age in completed years on the exit date, 14 through 21 inclusive', () => {
  expect(ageOn('2004-06-01', '2025-06-01')).toBe(21);
  expect(ageOn('2004-06-02', '2025-06-01')).toBe(20);
  expect(checkListRow(row({ birthDate: '2003-06-02' }), context).problems).toEqual([]);
  expect(checkListRow(row({ birthDate: '2003-06-01' }), context).problems).toEqual([{ column: 'birthDate', message: M.age(22, 14, 21) }]);
  expect(checkListRow(row({ birthDate: '2011-06-01' }), context).problems).toEqual([]);
  expect(checkListRow(row({ birthDate: '2011-06-02' }), context).problems).toEqual([{ column: 'birthDate', message: M.age(13, 14, 21) }]);
});

test('phones: spaces, - . ( ) and a leading +1 are ignored', () => {
  expect(phoneDigits('402.555.0100')).toBe('4025550100');
  expect(phoneDigits('+14025550100')).toBe('4025550100');
  expect(phoneDigits('555-0100')).toBeNull();
  expect(phoneDigits('+44 20 7946 0958')).toBeNull();
});
