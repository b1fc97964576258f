import { fireEvent, screen, within } from '@testing-library/react';
import type { VendorDashboard, VendorLeaRow } from '@portal/shared-contracts/psos';
import { InterviewTexts } from '../../components/interview/interview-texts';
import { WorkListTexts } from '../../components/interview/work-list-texts';
import {
  baker,
  districtUser,
  installPsosApi,
  instrumentVersion1,
  pageAnswer,
  renderPsos,
  stateUser,
  vendorUser,
  youthItem,
  youthRecord,
} from '../../testing/psos-harness';
import { VendorDashboardTexts as T } from './vendor-dashboard-texts';

const figures = {
  youth: 40,
  statuses: { Completed: 10, Refused: 0, Unreachable: 0, Incomplete: 0, InProgress: 20, NotContacted: 10 },
  attempts: 45,
  attemptsToday: 6,
  badContact: 3,
  attemptsPerComplete: 4.5,
};
const bakerRow: VendorLeaRow = { leaId: baker.id, leaCode: baker.leaCode, leaName: baker.name, ...figures };

const dashboard: VendorDashboard = {
  collectionId: 5,
  vendorId: 9,
  vendorName: 'Silver State Surveys',
  rows: [bakerRow],
  total: figures,
  interviewers: [{ interviewer: 'Val Vendor', day: '2028-06-03', completes: 4, attempts: 12 }],
};
const dee = youthItem(4, 'Dee', 'Park', { leaId: baker.id, assignment: 'Vendor', vendorId: 9, surveyStatus: 'InProgress', attempts: 1 });

function install() {
  return installPsosApi((call) => {
    if (call.path === '/api/psos/vendors') return [{ id: 9, name: 'Silver State Surveys', active: true, users: 1 }];
    if (call.path === '/api/psos/dashboards/vendor') return dashboard;
    if (call.path === '/api/psos/youth') return pageAnswer([dee], call);
    if (call.path === '/api/psos/youth/4') return youthRecord(dee, { demographics: null });
    if (call.path === '/api/psos/youth/4/attempts') return [];
    if (call.path === '/api/psos/instrument-versions/1') return instrumentVersion1();
    return undefined;
  });
}

test('a vendor’s interviewer sees their vendor’s youth per LEA and in total, and their work list', async () => {
  const calls = install();
  renderPsos('vendor-dashboard', vendorUser);
  expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Dashboard' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: T.caption });
  expect(within(table).getByText(baker.name).closest('tr')).toHaveTextContent('4.5000');
  expect(within(table).getByText(T.total).closest('tr')).toHaveTextContent('45');
  expect(screen.getByRole('table', { name: T.interviewersCaption })).toHaveTextContent('06/03/2028');
  expect(screen.queryByRole('combobox', { name: T.vendor })).not.toBeInTheDocument();
  expect(calls.some((c) => c.path === '/api/psos/vendors')).toBe(false);
  expect(calls.find((c) => c.path === '/api/psos/dashboards/vendor')!.query).toEqual({ collectionId: '5' });
  const work = await screen.findByRole('table', { name: WorkListTexts.caption });
  expect(await within(work).findByText('Park, Dee')).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/api/psos/youth')!.query).not.toHaveProperty('vendorId');
});

test('state staff choose the vendor whose figures and youth they read, in every LEA; no links file across its LEAs', async () => {
  const calls = install();
  renderPsos('vendor-dashboard', stateUser);
  expect(await screen.findByText(T.chooseVendor)).toBeInTheDocument();
  expect(calls.some((c) => c.path === '/api/psos/dashboards/vendor')).toBe(false);
  expect(screen.queryByRole('table', { name: WorkListTexts.caption })).not.toBeInTheDocument();
  fireEvent.mouseDown(screen.getByRole('combobox', { name: T.vendor }));
  fireEvent.click(await screen.findByTitle('Silver State Surveys'));
  await screen.findByRole('table', { name: T.caption });
  expect(calls.find((c) => c.path === '/api/psos/dashboards/vendor')!.query).toEqual({ collectionId: '5', vendorId: '9' });
  const work = await screen.findByRole('table', { name: WorkListTexts.caption });
  expect(await within(work).findByText('Park, Dee')).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/api/psos/youth')!.query).toMatchObject({ collectionId: '5', vendorId: '9' });
  expect(screen.queryByRole('button', { name: WorkListTexts.linksDownload.csv })).not.toBeInTheDocument();
});

test('the interview screen shows a vendor’s interviewer names and contacts, no demographics', async () => {
  install();
  renderPsos('vendor-dashboard?youthId=4', vendorUser);
  expect(await screen.findByRole('heading', { level: 1, name: InterviewTexts.title('Dee Park') })).toBeInTheDocument();
  expect(screen.getByText('(775) 555-0101')).toBeInTheDocument();
  expect(screen.queryByText(InterviewTexts.fields.disability)).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: InterviewTexts.logAttempt })).toBeInTheDocument();
});

test('is denied to district staff', () => {
  const calls = install();
  renderPsos('vendor-dashboard', districtUser);
  expect(screen.getByText('Access Denied!')).toBeInTheDocument();
  expect(calls).toEqual([]);
});
