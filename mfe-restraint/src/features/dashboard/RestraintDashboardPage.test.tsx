import { fireEvent, screen, within } from '@testing-library/react';
import type { RestraintDashboard } from '@portal/shared-contracts/restraint';
import { installApi } from '@portal/shared-contracts/testing';
import { adams, localAdmin, renderRestraintPage, stateUser } from '../../testing/dashboard-harness';
import { DashboardTexts as T } from './dashboard-texts';
import { RestraintDashboardPage } from './RestraintDashboardPage';

const none = { PHYSICAL: 0, MECHANICAL: 0, AVERSIVE: 0, other: 0 };
const dashboard = (leaId: number | null, late: number): RestraintDashboard => ({
  schoolYear: 2027,
  leaId,
  today: '2026-11-27',
  incidentsThisMonth: { PHYSICAL: 4, MECHANICAL: 1, AVERSIVE: 0, other: 0 },
  months: [
    '2026-07',
    '2026-08',
    '2026-09',
    '2026-10',
    '2026-11',
    '2026-12',
    '2027-01',
    '2027-02',
    '2027-03',
    '2027-04',
    '2027-05',
    '2027-06',
  ].map((month) => ({ month, instances: month === '2026-09' ? { PHYSICAL: 6, MECHANICAL: 2, AVERSIVE: 1, other: 0 } : none })),
  draftsPastRecordClock: late,
  studentsAtThirdReport: 3,
  studentsAtFifthReport: 1,
  studentsAtThirdWithoutFollowUp: 2,
  studentsAtFifthWithoutFollowUp: 0,
  violationsAwaitingDecision: { count: 4, oldestDays: 12 },
  plansAwaitingReview: { count: 0, oldestDays: null },
  plansDueWithinWeek: 1,
  plansOverdue: 2,
  timeliness: { boardReportPercent: 75, planPercent: null, noticePercent: (2 / 3) * 100 },
});

const install = () =>
  installApi((call) => {
    if (call.path === '/api/restraint/dashboard')
      return dashboard(call.query.leaId ? Number(call.query.leaId) : null, call.query.leaId ? 2 : 9);
    if (call.path === '/api/restraint/overview') return { leaId: adams.id, leaName: adams.name, schoolYear: '2026-2027', figures: [] };
    return undefined;
  });

const figure = (label: string) => screen.getByText(label).closest('tr')!;

test("shows a district's figures that need attention and its interventions by month", async () => {
  const calls = install();
  renderRestraintPage(RestraintDashboardPage, 'dashboard', localAdmin);
  expect(await screen.findByText(T.draftsLate)).toBeInTheDocument();
  expect(figure(T.thisMonth('November 2026'))).toHaveTextContent(
    'Physical restraint: 4, Mechanical restraint: 1, Aversive intervention: 0',
  );
  expect(figure(T.draftsLate)).toHaveTextContent('2');
  expect(figure(T.thirdReport)).toHaveTextContent('3');
  expect(figure(T.fifthReport)).toHaveTextContent('1');
  expect(figure(T.thirdWithoutFollowUp)).toHaveTextContent('2');
  expect(figure(T.awaitingDecision)).toHaveTextContent('4 (oldest 12 days)');
  expect(figure(T.awaitingReview)).toHaveTextContent(/^.*0$/);
  expect(figure(T.overdue)).toHaveTextContent('2');
  expect(figure(T.boardReport)).toHaveTextContent('75.00 %');
  expect(figure(T.planTimeliness)).toHaveTextContent('N/A');
  expect(figure(T.noticeTimeliness)).toHaveTextContent('66.67 %');
  expect(screen.getByRole('figure', { name: T.chartTitle })).toBeInTheDocument();
  // A district user sees their chosen LEA, with no choice of the whole state.
  expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  expect(calls.find((c) => c.path === '/api/restraint/dashboard')?.query).toEqual({ leaId: String(adams.id) });
  const nav = screen.getByRole('navigation', { name: T.links });
  expect(within(nav).getByRole('link', { name: 'Data Import' })).toHaveAttribute('href', '/restraint-aversive-intervention/import');
  expect(within(nav).queryByRole('link', { name: 'State Tracking' })).not.toBeInTheDocument();
});

test('gives a state user the whole state first, and the chosen LEA on request', async () => {
  const calls = install();
  renderRestraintPage(RestraintDashboardPage, 'dashboard', stateUser);
  expect(await screen.findByText(T.draftsLate)).toBeInTheDocument();
  expect(figure(T.draftsLate)).toHaveTextContent('9');
  fireEvent.click(screen.getByRole('radio', { name: T.chosenLea }));
  expect(await screen.findByText('2', { selector: 'td' })).toBeInTheDocument();
  expect(calls.filter((c) => c.path === '/api/restraint/dashboard').map((c) => c.query)).toEqual([{}, { leaId: String(adams.id) }]);
  expect(within(screen.getByRole('navigation', { name: T.links })).getByRole('link', { name: 'State Tracking' })).toBeInTheDocument();
});
