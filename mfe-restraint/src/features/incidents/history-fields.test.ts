import { formatDateTime } from '@portal/shared-contracts/sdk';
import { incidentFieldLabel } from './history-fields';

test.each([
  ['localIncidentId', 'Local incident id'],
  ['privateSchoolId', 'Private school'],
  ['students.1234567.firstName', 'Student 1234567: First name'],
  [
    'students.1234567.interventions.PHYSICAL@2026-11-02T17:30:00.000Z.endAt',
    `Student 1234567, Physical restraint from ${formatDateTime('2026-11-02T17:30:00.000Z')}: End`,
  ],
  ['staff.T-9/APPLIED.lastTrainingDate', 'Staff member T-9 (Applied): Last training date'],
  ['injuries.0.description', 'Injury 1: Description'],
  ['notices.1.sentAt', 'Notice 2: Given at'],
  ['somethingNew', 'somethingNew'],
])('%s reads %p', (path, label) => {
  expect(incidentFieldLabel(path)).toBe(label);
});
