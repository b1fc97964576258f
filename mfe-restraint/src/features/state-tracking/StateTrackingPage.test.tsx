import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RestraintLeaTracking, RestraintStateTracking } from '@portal/shared-contracts/restraint';
import { installApi } from '@portal/shared-contracts/testing';
import { adams, baker, localAdmin, renderRestraintPage, stateUser } from '../../testing/dashboard-harness';
import { StateTrackingTexts as T } from './state-tracking-texts';
import { StateTrackingPage } from './StateTrackingPage';

const row = (lea: typeof adams, drafts: number, finalized: number, physical: number): RestraintLeaTracking => ({
  leaId: lea.id,
  leaName: lea.name,
  leaCode: lea.leaCode,
  drafts,
  finalized,
  physical,
  mechanical: 1,
  aversive: 0,
  violationsOpen: 2,
  violationsSubstantiated: 1,
  plansDraft: 0,
  plansSubmitted: 1,
  plansRevisionsRequired: 0,
  plansApproved: 0,
  plansEvidenceSubmitted: 0,
  plansVerified: 0,
  plansOverdue: 1,
  lastImportAt: null,
  annualReportStatus: lea === adams ? 'Submitted' : null,
});
const tracking: RestraintStateTracking = {
  schoolYear: 2027,
  leas: [row(adams, 3, 10, 14), row(baker, 0, 2, 2)],
  privateSchools: [
    { ...row(baker, 1, 1, 3), leaId: 1, leaName: 'Sierra Nevada Academy', leaCode: 'PS001', privateSchoolId: 7, annualReportStatus: null },
  ],
  total: {
    ...row(baker, 4, 13, 19),
    leaId: null,
    leaName: 'State total',
    leaCode: null,
    mechanical: 2,
    violationsOpen: 4,
    violationsSubstantiated: 2,
    plansSubmitted: 2,
    plansOverdue: 2,
  },
};

const table = () => screen.getByRole('table', { name: T.caption });
const cells = (tr: Element) => [...tr.querySelectorAll('td')].map((cell) => cell.textContent);

test("shows every LEA's and private school's incidents of the year with the state total, each opening its incidents", async () => {
  const calls = installApi((call) => (call.path === '/api/restraint/state-tracking' ? tracking : undefined));
  renderRestraintPage(StateTrackingPage, 'state-tracking', stateUser);
  expect(await screen.findByRole('heading', { level: 1, name: 'State Tracking' })).toBeInTheDocument();
  await screen.findByText(adams.name);
  expect(screen.getByText(T.intro('2026-2027'))).toBeInTheDocument();
  expect(
    within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual([
    'LEA or private school',
    'LEA code',
    'Drafts',
    'Finalized',
    'Physical restraint',
    'Mechanical restraint',
    'Aversive intervention',
    'Violations open',
    'Violations substantiated',
    'Plans draft',
    'Plans submitted',
    'Plans with revisions required',
    'Plans approved',
    'Plans with evidence submitted',
    'Plans verified',
    'Plans overdue',
    'Last import',
    'Annual report',
  ]);
  const adamsRow = [adams.name, adams.leaCode, '3', '10', '14', '1', '0', '2', '1', '0', '1', '0', '0', '0', '0', '1', '', 'Submitted'];
  expect(cells(screen.getByRole('link', { name: adams.name }).closest('tr')!)).toEqual(adamsRow);
  expect(cells(screen.getByRole('link', { name: baker.name }).closest('tr')!).at(-1)).toBe('Not opened');
  const privateRow = [
    'Sierra Nevada Academy (private school)',
    'PS001',
    '1',
    '1',
    '3',
    '1',
    '0',
    '2',
    '1',
    '0',
    '1',
    '0',
    '0',
    '0',
    '0',
    '1',
    '',
    '',
  ];
  const privateLink = screen.getByRole('link', { name: T.privateSchool('Sierra Nevada Academy') });
  expect(cells(privateLink.closest('tr')!)).toEqual(privateRow);
  expect(privateLink).toHaveAttribute('href', '/restraint-aversive-intervention/incidents?privateSchoolId=7');
  const totalRow = ['State total', '', '4', '13', '19', '2', '0', '4', '2', '0', '2', '0', '0', '0', '0', '2', '', ''];
  expect(cells(screen.getByText(T.totalCaption).closest('tr')!)).toEqual(totalRow);
  expect(screen.getByRole('link', { name: baker.name })).toHaveAttribute(
    'href',
    `/restraint-aversive-intervention/incidents?leaId=${baker.id}`,
  );

  fireEvent.click(within(table()).getByRole('columnheader', { name: 'Drafts' }));
  await waitFor(() =>
    expect(
      within(table())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([baker.name, T.privateSchool('Sierra Nevada Academy'), adams.name]),
  );
  expect(calls.map((c) => c.path)).toEqual(['/api/restraint/state-tracking']);
});

test('is denied to district staff, who never call the service', () => {
  const calls = installApi(() => undefined);
  renderRestraintPage(StateTrackingPage, 'state-tracking', localAdmin);
  expect(screen.getByText('Access Denied!')).toBeInTheDocument();
  expect(calls).toEqual([]);
});
