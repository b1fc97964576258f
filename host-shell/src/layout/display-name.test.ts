import { displayName } from './display-name';

test('the full name, else the user name, after the job title when there is one (spec 3)', () => {
  expect(displayName({ fullName: 'Jordan Stateuser', userName: 'stateuser@example.org', jobTitle: 'Education Specialist' })).toBe(
    'Education Specialist Jordan Stateuser',
  );
  expect(displayName({ fullName: 'Casey Districtuser', userName: 'districtuser@example.org', jobTitle: null })).toBe('Casey Districtuser');
  expect(displayName({ fullName: '', userName: 'districtuser@example.org', jobTitle: '' })).toBe('districtuser@example.org');
});
