import { FieldMessages, maxLengthMessage } from '../field-messages';
import { holdsEvery, isBuiltInRole, roleFieldErrors, userFieldErrors, type UserFields } from './user-rules';

const valid: UserFields = {
  userName: 'pat',
  email: 'pat@example.org',
  fullName: 'Pat Example',
  jobTitle: null,
  phoneNumber: null,
  leaIds: [],
};

test('a user passes with its required texts, and its optional ones empty or well formed', () => {
  expect(userFieldErrors(valid)).toEqual({});
  expect(userFieldErrors({ ...valid, jobTitle: 'Teacher', phoneNumber: '+1 (402) 555-0100 ext. 12' })).toEqual({});
});

test("each broken rule gives its field spec 5's message", () => {
  expect(userFieldErrors({ ...valid, userName: ' ', email: '', fullName: '  ' })).toEqual({
    userName: FieldMessages.required,
    email: FieldMessages.required,
    fullName: FieldMessages.required,
  });
  expect(
    userFieldErrors({ ...valid, userName: 'pat smith', email: 'pat@localhost', jobTitle: 'x'.repeat(201), phoneNumber: 'call me' }),
  ).toEqual({
    userName: FieldMessages.incorrectFormat,
    email: FieldMessages.email,
    jobTitle: maxLengthMessage(200),
    phoneNumber: FieldMessages.incorrectFormat,
  });
});

test('an LEA is required only of an administrator without every LEA', () => {
  expect(userFieldErrors(valid, { leaRequired: true })).toEqual({ leaIds: FieldMessages.required });
  expect(userFieldErrors({ ...valid, leaIds: [7] }, { leaRequired: true })).toEqual({});
});

test('a role needs a name that fits, a description that fits, and permissions from the catalogue', () => {
  expect(roleFieldErrors({ name: 'Readers', description: '', permissions: ['Eco.access'] })).toEqual({});
  expect(roleFieldErrors({ name: '', description: 'x'.repeat(601), permissions: ['Eco.everything'] })).toEqual({
    name: FieldMessages.required,
    description: maxLengthMessage(600),
    permissions: FieldMessages.selectFromList,
  });
});

test('no escalation compares every permission, and the built-in roles are those of spec 6', () => {
  expect(holdsEvery(['a', 'b'], ['a'])).toBe(true);
  expect(holdsEvery(['a'], ['a', 'b'])).toBe(false);
  expect(holdsEvery([], [])).toBe(true);
  expect(isBuiltInRole('DisputeResolution.PublicUser')).toBe(true);
  expect(isBuiltInRole('Readers')).toBe(false);
});
