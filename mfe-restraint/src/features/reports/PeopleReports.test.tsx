import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StudentReport, TeacherReport } from '@portal/shared-contracts/restraint';
import { installApi } from '@portal/shared-contracts/testing';
import { adams, localAdmin, renderRestraintPage, stateUser } from '../../testing/dashboard-harness';
import { ReportsTexts as T } from './reports-texts';
import { ReportsPage } from './ReportsPage';

const student: StudentReport = {
  schoolYear: 2027,
  stateStudentId: '1000000042',
  firstName: 'Ada',
  lastName: 'Lane',
  reports: 5,
  incidents: [
    {
      id: 7,
      number: 'RAI-27-00007',
      incidentDate: '2026-10-05',
      leaId: adams.id,
      schoolId: 11,
      interventions: { PHYSICAL: 1 },
      reportNumber: 5,
      violations: [{ number: 'RAI-27-00007-V1', ruleCode: 'PHYS-NO-EMERGENCY', status: 'Open' }],
    },
  ],
  followUps: [{ incidentId: 7, kind: 'IEP_MEETING', trigger: 5, status: 'Open', dueDate: '2026-10-19', heldDate: null }],
};
const teacher: TeacherReport = {
  schoolYear: 2027,
  leaId: adams.id,
  staff: [
    {
      staffId: 'S-1',
      name: 'Pat Moore',
      jobTitle: 'Teacher',
      incidents: 3,
      byRole: { APPLIED: 2, OBSERVED: 1 },
      lastTrainingDate: null,
      incidentsWithoutCurrentTraining: 3,
    },
  ],
};

/** Clicking a file button saves the file through a link: caught here, as a browser would download it. */
function catchDownloads() {
  URL.createObjectURL = () => 'blob:report';
  URL.revokeObjectURL = () => {};
  return jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}
afterEach(() => jest.restoreAllMocks());

const api = (call: { path: string }) => {
  if (call.path === '/api/restraint/reports/student') return student;
  if (call.path === '/api/restraint/reports/teacher') return teacher;
  return undefined;
};

test("finds a student's year by state student id, with the count against the 5th report, the follow-up and the files", async () => {
  const calls = installApi(api);
  renderRestraintPage(ReportsPage, 'reports', localAdmin);
  const section = (await screen.findByRole('heading', { name: T.student.title })).closest('section')!;
  fireEvent.click(within(section).getByRole('button', { name: T.student.find }));
  expect(await within(section).findByText(T.student.required)).toBeInTheDocument();
  expect(calls.some((c) => c.path === '/api/restraint/reports/student')).toBe(false);

  fireEvent.change(within(section).getByLabelText(T.student.id), { target: { value: ' 1000000042 ' } });
  fireEvent.click(within(section).getByRole('button', { name: T.student.find }));
  const incidents = await within(section).findByRole('table', { name: T.student.caption });
  const incident = within(incidents).getByText('RAI-27-00007').closest('tr')!;
  expect(incident).toHaveTextContent('Physical restraint: 1');
  expect(incident).toHaveTextContent('PHYS-NO-EMERGENCY: Open');
  expect(within(section).getByText('Ada Lane')).toBeInTheDocument();
  expect(within(section).getByText(T.student.reportCount(5))).toBeInTheDocument();
  expect(within(section).getByRole('table', { name: T.student.followUpCaption })).toHaveTextContent('IEP team meeting');
  expect(calls.find((c) => c.path === '/api/restraint/reports/student')).toMatchObject({ query: { stateStudentId: '1000000042' } });

  const saved = catchDownloads();
  fireEvent.click(within(section).getByRole('button', { name: T.student.files.csv }));
  await waitFor(() => expect(saved).toHaveBeenCalled());
  await waitFor(() =>
    expect(calls.find((c) => c.path === '/api/restraint/reports/student' && c.query.format === 'csv')).toMatchObject({
      query: { stateStudentId: '1000000042', format: 'csv' },
    }),
  );
});

test("shows the chosen LEA's staff by role with training currency, as a file too", async () => {
  const calls = installApi(api);
  renderRestraintPage(ReportsPage, 'reports', localAdmin);
  const table = await screen.findByRole('table', { name: T.teacher.caption });
  const row = (await within(table).findByText('Pat Moore')).closest('tr')!;
  expect(row).toHaveTextContent(T.teacher.noTraining);
  expect(calls.find((c) => c.path === '/api/restraint/reports/teacher')).toMatchObject({ query: { leaId: String(adams.id) } });
  const saved = catchDownloads();
  fireEvent.click(screen.getByRole('button', { name: T.teacher.files.xlsx }));
  await waitFor(() => expect(saved).toHaveBeenCalled());
  await waitFor(() =>
    expect(calls.find((c) => c.path === '/api/restraint/reports/teacher' && c.query.format === 'xlsx')).toMatchObject({
      query: { leaId: String(adams.id), format: 'xlsx' },
    }),
  );
});

test('gives an all-LEA user the state teacher report', async () => {
  const calls = installApi(api);
  renderRestraintPage(ReportsPage, 'reports', stateUser);
  await screen.findByRole('table', { name: T.teacher.caption });
  await waitFor(() => expect(calls.find((c) => c.path === '/api/restraint/reports/teacher')).toMatchObject({ query: {} }));
});

test('hides the student and teacher reports from a user without violation view details', async () => {
  installApi(api);
  renderRestraintPage(
    ReportsPage,
    'reports',
    localAdmin.filter((p) => p !== 'RestraintAversiveIntervention.violation.details.view'),
  );
  await screen.findByRole('heading', { name: T.filesTitle });
  expect(screen.queryByRole('heading', { name: T.student.title })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: T.teacher.title })).not.toBeInTheDocument();
});
