import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DistrictDashboard, YouthHistoryEntry } from '@portal/shared-contracts/psos';
import { dialogClosed, findDialog, refusal, type ApiCall } from '@portal/shared-contracts/testing';
import { B14Texts } from '../../components/b14/b14-texts';
import { InterviewTexts } from '../../components/interview/interview-texts';
import { WorkListTexts } from '../../components/interview/work-list-texts';
import { b14Report } from '../../testing/b14-fixtures';
import {
  adams,
  collectionRecord,
  districtAdmin,
  districtUser,
  installPsosApi,
  instrumentVersion1,
  pageAnswer,
  renderPsos,
  savedFiles,
  vendorUser,
  youthItem,
  youthRecord,
} from '../../testing/psos-harness';
import { DistrictDashboardTexts as T } from './lea-tracking-texts';

const ana = youthItem(1, 'Ana', 'Lee', { surveyStatus: 'InProgress', attempts: 2, lastOutcome: 'NO_ANSWER' });
const ben = youthItem(2, 'Ben', 'Ortiz', { verification: 'Excluded', exclusionReason: 'DECEASED' });

const dashboard: DistrictDashboard = {
  collectionId: 5,
  leaId: adams.id,
  listStatus: 'Verified',
  final: false,
  verification: { L: 200, pending: 0, confirmed: 198, excluded: 2, progress: 100 },
  statuses: { Completed: 15, Refused: 3, Unreachable: 5, Incomplete: 1, InProgress: 100, NotContacted: 74 },
  T: 198,
  R: 15,
  rawRate: 7.5,
  adjustedRate: (15 / 198) * 100,
  attempts: 250,
  attemptsPerContacted: 250 / 124,
  b14: b14Report({ leaId: adams.id }),
};

const history: YouthHistoryEntry[] = [
  {
    id: 12,
    at: '2028-06-03T15:00:00.000Z',
    userName: 'Casey Districtuser',
    action: 'attempt-logged',
    reason: null,
    changes: { outcome: { from: null, to: 'NO_ANSWER' } },
  },
  {
    id: 11,
    at: '2028-05-02T15:00:00.000Z',
    userName: 'Casey Districtuser',
    action: 'verification-changed',
    reason: null,
    changes: { verification: { from: 'Pending', to: 'Confirmed' } },
  },
];

function install(extra: (call: ApiCall) => Response | object | undefined = () => undefined, collection = collectionRecord()) {
  return installPsosApi((call) => {
    const answer = extra(call);
    if (answer !== undefined) return answer;
    if (call.path === '/api/psos/overview') return { leaId: adams.id, leaName: adams.name, schoolYear: '2026-2027', figures: [] };
    if (call.path === '/api/psos/dashboards/district') return dashboard;
    if (call.method === 'GET' && call.path === '/api/psos/youth') return pageAnswer([ana, ben], call);
    if (call.path === '/api/psos/youth/1') return youthRecord(ana);
    if (call.path === '/api/psos/youth/1/attempts') return [];
    if (call.path === '/api/psos/youth/1/history') return history;
    if (call.path === '/api/psos/instrument-versions/1') return instrumentVersion1();
    return undefined;
  }, collection);
}

test('shows the LEA’s verification progress, statuses, rates, categories and representativeness, with the work list', async () => {
  const calls = install();
  renderPsos('lea-tracking', districtUser);
  expect(await screen.findByRole('heading', { level: 1, name: 'District Dashboard' })).toBeInTheDocument();
  expect(await screen.findByText(T.figuresFor(adams.name, '2026-2027'))).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/api/psos/dashboards/district')!.query).toEqual({ collectionId: '5', leaId: String(adams.id) });
  expect(screen.getByText('100.00 %')).toBeInTheDocument();
  expect(screen.getByText('2.02')).toBeInTheDocument();
  const rates = screen.getByRole('table', { name: B14Texts.ratesCaption });
  expect(within(rates).getByText(B14Texts.adjustedRate).closest('tr')).toHaveTextContent('7.58 %');
  const measures = screen.getByRole('table', { name: B14Texts.measuresCaption });
  expect(within(measures).getByText(B14Texts.b14a).closest('tr')).toHaveTextContent('13.33 %');
  expect(within(measures).getByText(B14Texts.b14b).closest('tr')).toHaveTextContent('40.00 %');
  expect(within(measures).getByText(B14Texts.b14c).closest('tr')).toHaveTextContent('80.00 %');
  expect(screen.getByText(B14Texts.notRepresentative)).toBeInTheDocument();
  const subgroups = screen.getByRole('table', { name: B14Texts.subgroupsCaption });
  expect(within(subgroups).getByText('Dropout').closest('tr')).toHaveTextContent(B14Texts.under);
  // psos.md's boundary: 3.00 points is not more than the threshold.
  expect(within(subgroups).getByText('Specific learning disability').closest('tr')).not.toHaveTextContent(B14Texts.under);
  expect(screen.getByRole('figure', { name: B14Texts.statusesTitle })).toBeInTheDocument();

  const work = await screen.findByRole('table', { name: WorkListTexts.caption });
  expect(within(work).getByText('Lee, Ana').closest('tr')).toHaveTextContent('No answer');
  // An excluded youth is offered no attempt and no link.
  expect(within(work).queryByRole('button', { name: WorkListTexts.logAttemptLabel('Ben Ortiz') })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: T.reset })).not.toBeInTheDocument();
});

test('logs a contact attempt from the work list', async () => {
  const calls = install((call) =>
    call.method === 'POST' && call.path === '/api/psos/youth/1/attempts'
      ? Response.json(
          {
            id: 3,
            youthId: 1,
            attemptedAt: '',
            mode: 'PHONE',
            outcome: 'BUSY',
            contactUsed: null,
            note: null,
            userName: 'D',
            vendorId: null,
          },
          { status: 201 },
        )
      : undefined,
  );
  renderPsos('lea-tracking', districtUser);
  fireEvent.click(await screen.findByRole('button', { name: WorkListTexts.logAttemptLabel('Ana Lee') }));
  const dialog = await findDialog(InterviewTexts.attemptTitle('Ana Lee'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Field is required.')).toBeInTheDocument();
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: new RegExp(`^${InterviewTexts.attemptFields.outcome}`) }));
  fireEvent.click(await screen.findByTitle('Busy'));
  fireEvent.change(within(dialog).getByLabelText(InterviewTexts.attemptFields.note), { target: { value: 'Try evenings' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await dialogClosed(InterviewTexts.attemptTitle('Ana Lee'));
  expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
    mode: 'PHONE',
    outcome: 'BUSY',
    note: 'Try evenings',
    contactUsed: null,
  });
});

test('makes a youth’s survey link to send', async () => {
  install((call) =>
    call.method === 'POST' && call.path === '/api/psos/youth/1/link'
      ? { youthId: 1, token: 'abc123', url: 'https://portal.example.org/psos-public/abc123', createdAt: '2027-06-02T10:00:00.000Z' }
      : undefined,
  );
  renderPsos('lea-tracking', districtUser);
  fireEvent.click(await screen.findByRole('button', { name: WorkListTexts.makeLinkLabel('Ana Lee') }));
  const dialog = await findDialog(WorkListTexts.linkTitle('Ana Lee'));
  expect(within(dialog).getByLabelText(WorkListTexts.link)).toHaveValue('https://portal.example.org/psos-public/abc123');
});

test('downloads new survey links of the LEA’s youth for letters', async () => {
  const calls = install((call) =>
    call.method === 'POST' && call.path === '/api/psos/links'
      ? new Response('State student id,Survey link\r\n', { headers: { 'content-type': 'text/csv' } })
      : undefined,
  );
  const saved = savedFiles();
  renderPsos('lea-tracking', districtUser);
  fireEvent.click(await screen.findByRole('button', { name: WorkListTexts.linksDownload.csv }));
  await waitFor(() => expect(saved).toEqual(['survey-links.csv']));
  expect(calls.find((c) => c.path === '/api/psos/links')!.query).toEqual({ collectionId: '5', leaId: String(adams.id), format: 'csv' });
});

test('the interview screen asks the questions as the answers call for them, and refuses a day outside the window before sending', async () => {
  const calls = install((call) =>
    call.method === 'PUT' && call.path === '/api/psos/youth/1/interview'
      ? {
          ...(call.body as object),
          youthId: 1,
          instrumentVersion: 1,
          inputs: {},
          category: 'HE',
          classifiable: true,
          interviewerName: 'D',
          vendorId: null,
          updatedAt: '',
        }
      : undefined,
  );
  renderPsos('lea-tracking?youthId=1', districtUser);
  expect(await screen.findByRole('heading', { level: 1, name: InterviewTexts.title('Ana Lee') })).toBeInTheDocument();
  expect(screen.getByText('(775) 555-0101')).toBeInTheDocument();
  await screen.findByRole('radiogroup', { name: /Who is answering/ });
  // E2 is asked only after E1 yes; E3 after E2 yes.
  expect(screen.queryByRole('radiogroup', { name: /complete at least one entire term/ })).not.toBeInTheDocument();
  fireEvent.click(within(screen.getByRole('radiogroup', { name: /Who is answering/ })).getByLabelText('The youth'));
  fireEvent.click(within(screen.getByRole('radiogroup', { name: /ever enrolled/ })).getByLabelText('Yes'));
  fireEvent.click(within(await screen.findByRole('radiogroup', { name: /complete at least one entire term/ })).getByLabelText('Yes'));
  fireEvent.click(
    within(await screen.findByRole('group', { name: /In which programs/ })).getByLabelText('A community or technical college (2-year)'),
  );
  expect(await screen.findByText(InterviewTexts.classified('1. Higher education'))).toBeInTheDocument();
  // Answering No to E1 takes E2 and E3 away, and their answers with them.
  fireEvent.click(within(screen.getByRole('radiogroup', { name: /ever enrolled/ })).getByLabelText('No'));
  await waitFor(() => expect(screen.queryByRole('group', { name: /In which programs/ })).not.toBeInTheDocument());
  fireEvent.click(within(screen.getByRole('radiogroup', { name: /ever enrolled/ })).getByLabelText('Yes'));
  fireEvent.click(within(await screen.findByRole('radiogroup', { name: /complete at least one entire term/ })).getByLabelText('Yes'));
  fireEvent.click(
    within(await screen.findByRole('group', { name: /In which programs/ })).getByLabelText('A community or technical college (2-year)'),
  );

  fireEvent.click(screen.getByRole('button', { name: InterviewTexts.save }));
  // Today lies outside the 2028 window: the date is refused before anything is sent.
  expect(await screen.findByText('The date must fall in the interview window, 06/01/2028 to 09/30/2028.')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'PUT')).toBe(false);
});

test('saves an interview in the window, and the service’s refusal of an answer shows on its question', async () => {
  const calls = install(
    (call) => (call.method === 'PUT' ? refusal(400, 'The interview is not valid.', { E1: 'Answer yes or no.' }) : undefined),
    collectionRecord({ windowStart: '2020-06-01', windowEnd: '2099-09-30' }),
  );
  renderPsos('lea-tracking?youthId=1', districtUser);
  await screen.findByRole('radiogroup', { name: /Who is answering/ });
  fireEvent.click(within(screen.getByRole('radiogroup', { name: /Who is answering/ })).getByLabelText('A family member'));
  fireEvent.click(within(screen.getByRole('radiogroup', { name: /ever enrolled/ })).getByLabelText('No'));
  fireEvent.click(screen.getByRole('button', { name: InterviewTexts.save }));
  expect(await screen.findByText('Answer yes or no.')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
    mode: 'PHONE',
    respondent: 'FAMILY',
    answers: { RESP: 'FAMILY', E1: false },
  });
});

test('the interview screen ends with the youth’s history: who changed what and when, in words', async () => {
  install();
  renderPsos('lea-tracking?youthId=1', districtUser);
  const table = await screen.findByRole('table', { name: InterviewTexts.historyCaption });
  const attempt = await within(table).findByText('Contact attempt logged');
  expect(attempt.closest('tr')).toHaveTextContent('Casey Districtuser');
  expect(attempt.closest('tr')).toHaveTextContent('Outcome: — → No answer');
  expect(within(table).getByText('Verification: Pending → Confirmed')).toBeInTheDocument();
});

test('a district administrator resets the LEA only by typing its code and a reason', async () => {
  const calls = install((call) =>
    call.method === 'POST' && call.path.endsWith('/reset')
      ? { collectionId: 5, leaId: adams.id, removed: { youth: 200, attempts: 250, interviews: 16 } }
      : undefined,
  );
  renderPsos('lea-tracking', districtAdmin);
  fireEvent.click(await screen.findByRole('button', { name: T.reset }));
  const dialog = await findDialog(T.resetTitle(adams.name));
  fireEvent.change(within(dialog).getByLabelText(new RegExp(T.leaCode(adams.leaCode).replace(/[()]/g, '.'))), {
    target: { value: '01-1001' },
  });
  fireEvent.change(within(dialog).getByLabelText(new RegExp(T.reason)), { target: { value: 'Wrong file loaded' } });
  fireEvent.click(within(dialog).getByRole('button', { name: T.resetSave }));
  expect(await within(dialog).findByText('Type the LEA code exactly as shown to confirm the reset.')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText(new RegExp(T.leaCode(adams.leaCode).replace(/[()]/g, '.'))), {
    target: { value: adams.leaCode },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: T.resetSave }));
  await dialogClosed(T.resetTitle(adams.name));
  expect(calls.find((c) => c.path.endsWith('/reset'))).toMatchObject({
    path: `/api/psos/collections/5/leas/${adams.id}/reset`,
    body: { leaCode: adams.leaCode, reason: 'Wrong file loaded' },
  });
});

test('is denied to a vendor’s interviewer', () => {
  const calls = install();
  renderPsos('lea-tracking', vendorUser);
  expect(screen.getByText('Access Denied!')).toBeInTheDocument();
  expect(calls).toEqual([]);
});
