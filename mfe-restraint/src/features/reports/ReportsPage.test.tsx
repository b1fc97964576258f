import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AnnualFigures, AnnualReport } from '@portal/shared-contracts/restraint';
import { installApi } from '@portal/shared-contracts/testing';
import { adams, localAdmin, renderRestraintPage, stateUser } from '../../testing/dashboard-harness';
import { ReportsTexts as T } from './reports-texts';
import { ReportsPage } from './ReportsPage';

const noRates = {
  physicalPerTeacher: null,
  physicalPerPupil: null,
  mechanicalPerTeacher: null,
  mechanicalPerPupil: null,
  violationsPerTeacher: null,
  violationsPerPupil: null,
};
const figures: AnnualFigures = {
  physical: 12,
  mechanical: 0,
  violations: 1,
  teachers: 40,
  pupils: 800,
  ...noRates,
  physicalPerTeacher: 0.3,
  physicalPerPupil: 0.015,
};
const report = (status: AnnualReport['status'], leaId: number | null): AnnualReport => ({
  schoolYear: 2027,
  leaId,
  status,
  dueDate: '2027-08-15',
  late: false,
  submittedAt: null,
  returnedReason: null,
  version: 3,
  schools: [
    { schoolId: 11, schoolName: 'Adams Elementary', ...figures },
    { schoolId: 12, schoolName: 'Adams Middle', physical: 2, mechanical: 1, violations: 0, teachers: null, pupils: null, ...noRates },
  ],
  total: { ...figures, physical: 14, mechanical: 1, teachers: null, pupils: null, ...noRates },
});

test('shows an LEA its annual report per school with rates to four decimals, takes teachers and pupils, and submits it', async () => {
  const calls = installApi((call) => {
    if (call.path === '/api/restraint/reports/annual') return report('In progress', adams.id);
    if (call.method === 'PUT' || call.method === 'POST') return {};
    return undefined;
  });
  renderRestraintPage(ReportsPage, 'reports', localAdmin);
  const table = await screen.findByRole('table', { name: T.caption });
  await within(table).findByText('Adams Elementary');
  const row = within(table).getByText('Adams Elementary').closest('tr')!;
  expect(row).toHaveTextContent('0.3000');
  expect(row).toHaveTextContent('0.0150');
  expect(within(table).getByText('Adams Middle').closest('tr')).toHaveTextContent('N/A');
  expect(screen.getByText('In progress')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText(T.teachersOf('Adams Middle')), { target: { value: '25' } });
  fireEvent.change(screen.getByLabelText(T.pupilsOf('Adams Middle')), { target: { value: '410' } });
  fireEvent.click(screen.getByRole('button', { name: T.save }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
  expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
    path: '/api/restraint/reports/annual/schools',
    body: {
      leaId: adams.id,
      version: 3,
      schools: [
        { schoolId: 11, teachers: 40, pupils: 800 },
        { schoolId: 12, teachers: 25, pupils: 410 },
      ],
    },
  });

  fireEvent.click(screen.getByRole('button', { name: T.submit }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { leaId: adams.id, to: 'Submitted' } }));
  expect(screen.queryByRole('button', { name: T.accept })).not.toBeInTheDocument();
});

test("gives a state user the state's compilation, and an LEA's submitted report to accept or return with a reason", async () => {
  const calls = installApi((call) => {
    if (call.path === '/api/restraint/reports/annual')
      return report(call.query.leaId ? 'Submitted' : null, call.query.leaId ? Number(call.query.leaId) : null);
    if (call.method === 'POST') return {};
    return undefined;
  });
  renderRestraintPage(ReportsPage, 'reports', [...stateUser, 'RestraintAversiveIntervention.document.approval.update']);
  await screen.findByText('Adams Elementary');
  expect(screen.queryByRole('button', { name: T.return })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: T.chosenLea }));
  fireEvent.click(await screen.findByRole('button', { name: T.return }));
  const dialog = await screen.findByRole('dialog', { name: T.returnTitle });
  fireEvent.click(within(dialog).getByRole('button', { name: T.return }));
  expect(await within(dialog).findByText(T.reasonRequired)).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText(T.reason), { target: { value: 'Pupils of Adams Middle are missing' } });
  fireEvent.click(within(dialog).getByRole('button', { name: T.return }));
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      body: { leaId: adams.id, to: 'Returned', reason: 'Pupils of Adams Middle are missing' },
    }),
  );
  // The state's, the LEA's, and the LEA's read again after the move.
  expect(calls.filter((c) => c.path === '/api/restraint/reports/annual').map((c) => c.query)).toEqual([
    {},
    { leaId: String(adams.id) },
    { leaId: String(adams.id) },
  ]);
});
