import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONTACT_MODES, CONTACT_OUTCOMES } from '@portal/shared-contracts/psos';
import { DownloadTexts } from '@portal/shared-contracts/sdk';
import type { ResponseEffort } from '@portal/shared-contracts/psos';
import { B14Texts } from '../../components/b14/b14-texts';
import { b14Report } from '../../testing/b14-fixtures';
import { adams, collectionRecord, districtUser, installPsosApi, renderPsos, savedFiles, stateUser } from '../../testing/psos-harness';
import { ReportsTexts as T } from './reports-texts';

const prior = collectionRecord({ id: 4, schoolYear: 2026, schoolYearLabel: '2025-2026', status: 'Closed', final: true });
const effort = (leaId: number | null): ResponseEffort => ({
  collectionId: 5,
  leaId,
  byOutcome: { ...(Object.fromEntries(CONTACT_OUTCOMES.map((o) => [o, 0])) as ResponseEffort['byOutcome']), NO_ANSWER: 30, COMPLETED: 15 },
  byMode: { ...(Object.fromEntries(CONTACT_MODES.map((m) => [m, 0])) as ResponseEffort['byMode']), PHONE: 45 },
  byLea: [{ leaId: adams.id, leaCode: adams.leaCode, leaName: adams.name, attempts: 45 }],
  byVendor: [{ vendorId: null, vendorName: null, attempts: 45 }],
  byInterviewer: [{ userName: 'Dana District', vendorName: null, attempts: 45, completes: 15 }],
  attemptsPerRespondent: 2,
});

function install() {
  return installPsosApi((call) => {
    if (call.path === '/api/psos/collections') return [collectionRecord(), prior];
    if (call.path === '/api/psos/reports/b14') {
      const leaId = call.query.leaId ? Number(call.query.leaId) : null;
      return call.query.collectionId === '4'
        ? b14Report({
            collectionId: 4,
            schoolYear: 2026,
            leaId,
            final: true,
            R: 10,
            counts: { n1: 5, n2: 0, n3: 0, n4: 0, notEngaged: 5 },
            b14a: 50,
            b14b: 50,
            b14c: 50,
          })
        : b14Report({ leaId });
    }
    if (call.path === '/api/psos/reports/effort') return effort(call.query.leaId ? Number(call.query.leaId) : null);
    if (call.query.format) return new Response('a,b\r\n', { headers: { 'content-type': 'text/csv' } });
    return undefined;
  });
}

test('the state’s B14 report beside the prior collection’s, interim, with its exclusions, representativeness and effort', async () => {
  const calls = install();
  renderPsos('reports', stateUser);
  expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
  expect(await screen.findByText(T.interim)).toBeInTheDocument();
  const measures = () => screen.getByRole('table', { name: B14Texts.measuresCaption });
  await waitFor(() =>
    expect(
      within(measures())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([B14Texts.measure, '2026-2027', '2025-2026']),
  );
  expect(within(measures()).getByText(B14Texts.b14a).closest('tr')).toHaveTextContent('13.33 %50.00 %');
  expect(within(measures()).getByText('1. Higher education').closest('tr')).toHaveTextContent('2 (13.33 %)5 (50.00 %)');
  expect(screen.getByRole('table', { name: T.exclusionsCaption })).toHaveTextContent('Deceased2');
  expect(screen.getByText(B14Texts.notRepresentative)).toBeInTheDocument();
  expect(await screen.findByText(T.attemptsPerRespondent('2.00'))).toBeInTheDocument();
  expect(screen.getByRole('table', { name: T.effortByInterviewer })).toHaveTextContent('Dana District');
  expect(calls.filter((c) => c.path === '/api/psos/reports/b14').map((c) => c.query)).toEqual([
    { collectionId: '5' },
    { collectionId: '4' },
  ]);
  // The state's report has no youth-level file: that is one LEA's.
  expect(screen.queryByRole('button', { name: T.downloadYouth.csv })).not.toBeInTheDocument();
});

test('downloads the public edition for publication', async () => {
  const calls = install();
  const saved = savedFiles();
  renderPsos('reports', stateUser);
  fireEvent.click(await screen.findByRole('button', { name: T.downloadPublic.csv }));
  await waitFor(() => expect(saved).toEqual(['b14-2027-public.csv']));
  expect(calls.find((c) => c.query.public === 'true')).toMatchObject({
    path: '/api/psos/reports/b14',
    query: { collectionId: '5', public: 'true', format: 'csv' },
  });
  expect(screen.getByRole('button', { name: DownloadTexts.buttons.xlsx })).toBeInTheDocument();
});

test('district staff read their LEA’s report and its youth-level file, never the state’s', async () => {
  const calls = install();
  renderPsos('reports', districtUser);
  expect(await screen.findByText(T.figuresFor(T.lea(adams.name, adams.leaCode)))).toBeInTheDocument();
  await screen.findByText(T.interim);
  expect(calls.filter((c) => c.path === '/api/psos/reports/b14').every((c) => c.query.leaId === String(adams.id))).toBe(true);
  fireEvent.mouseDown(screen.getByRole('combobox', { name: T.showFiguresFor }));
  expect(screen.queryByTitle(T.state)).not.toBeInTheDocument();
  const saved = savedFiles();
  fireEvent.click(screen.getByRole('button', { name: T.downloadYouth.csv }));
  await waitFor(() => expect(saved).toEqual([`b14-2027-lea-${adams.id}-youth.csv`]));
  expect(calls.find((c) => c.path === '/api/psos/youth')!.query).toEqual({ collectionId: '5', leaId: String(adams.id), format: 'csv' });
});
