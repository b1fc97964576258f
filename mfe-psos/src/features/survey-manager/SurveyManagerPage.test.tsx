import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  INSTRUMENT_VERSION_1,
  type InstrumentVersionFields,
  type InstrumentVersionRecord,
  type InstrumentVersionSummary,
} from '@portal/shared-contracts/psos';
import { dialogClosed, findDialog, refusal, type ApiCall } from '@portal/shared-contracts/testing';
import { districtUser, installPsosApi, renderPsos, stateUser } from '../../testing/psos-harness';
import { SurveyManagerTexts as T } from './survey-manager-texts';

const summary = (version: number, status: InstrumentVersionSummary['status'], collections: number[]): InstrumentVersionSummary => ({
  version,
  status,
  title: 'NTACT:C protocol',
  publishedAt: status === 'Draft' ? null : '2026-01-05T16:00:00.000Z',
  retiredAt: null,
  collections,
});
const published = summary(1, 'Published', [2026, 2027]);
const draft = summary(2, 'Draft', []);
const { HE, CE, OE, EMP } = INSTRUMENT_VERSION_1.derived;
const fields = {
  title: 'NTACT:C protocol',
  questions: INSTRUMENT_VERSION_1.questions,
  mapping: { HE: HE!, CE: CE!, OE: OE!, EMP: EMP! },
} as InstrumentVersionFields;
const record = (of: InstrumentVersionSummary): InstrumentVersionRecord => ({ ...of, ...fields });

function install(extra: (call: ApiCall) => Response | object | undefined = () => undefined) {
  return installPsosApi((call) => {
    const answer = extra(call);
    if (answer !== undefined) return answer;
    if (call.path === '/api/psos/instrument-versions') return call.method === 'POST' ? record(draft) : [draft, published];
    if (call.path === '/api/psos/instrument-versions/1') return record(published);
    if (call.path === '/api/psos/instrument-versions/2') return record(draft);
    return undefined;
  });
}

const saved = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT').at(-1)?.body as InstrumentVersionFields | undefined;

test('lists the versions and reads a published one, its questions, conditions and mapping, without changing it', async () => {
  install();
  renderPsos('survey-manager?version=1', stateUser);
  expect(await screen.findByRole('heading', { level: 1, name: 'Survey Manager' })).toBeInTheDocument();
  const versions = await screen.findByRole('table', { name: T.versionsCaption });
  expect(await within(versions).findByText('2025-2026, 2026-2027')).toBeInTheDocument();
  const questions = await screen.findByRole('table', { name: T.questionsCaption(1) });
  expect(within(questions).getByText('E2').closest('tr')).toHaveTextContent('E1 is Yes');
  expect(within(questions).getByText('S3').closest('tr')).toHaveTextContent('E1 is No or W1 is No');
  const mapping = screen.getByRole('table', { name: T.mappingCaption });
  expect(within(mapping).getByText('CE').closest('tr')).toHaveTextContent('W5 is in the setting competitiveSet');
  expect(screen.getByText(T.readOnly)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: T.addQuestion })).not.toBeInTheDocument();
  expect(within(versions).getByRole('button', { name: T.publishLabel(2) })).toBeInTheDocument();
  expect(within(versions).queryByRole('button', { name: T.publishLabel(1) })).not.toBeInTheDocument();
});

test('drafts a new version from a published one and opens it', async () => {
  const calls = install();
  renderPsos('survey-manager?version=1', stateUser);
  fireEvent.click(await screen.findByRole('button', { name: T.newVersionLabel(1) }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  // A copy of the version it is drafted from: its title, questions and mapping.
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual(JSON.parse(JSON.stringify(fields)));
  expect(await screen.findByRole('table', { name: T.questionsCaption(2) })).toBeInTheDocument();
});

test('adds a question to a Draft, asked after an earlier answer, with its Spanish wording', async () => {
  const calls = install();
  renderPsos('survey-manager?version=2', stateUser);
  fireEvent.click(await screen.findByRole('button', { name: T.addQuestion }));
  const dialog = await findDialog(T.questionTitle(null));
  const field = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '.')}`));
  fireEvent.change(field(T.fields.code), { target: { value: 'S7' } });
  fireEvent.change(field(T.fields.block), { target: { value: 'Supplemental (not part of B14)' } });
  fireEvent.change(field(T.fields.text), { target: { value: 'Do you drive?' } });
  fireEvent.change(field(T.fields.spanishText), { target: { value: '¿Maneja usted?' } });
  fireEvent.change(field(T.fields.spanishBlock), { target: { value: 'Preguntas adicionales' } });
  fireEvent.click(within(dialog).getByLabelText(T.showWhenModes.answer));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Field is required.')).toBeInTheDocument();
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: new RegExp(`^${T.fields.showWhenQuestion}`) }));
  fireEvent.click(await screen.findByTitle(/^W1:/));
  fireEvent.click(within(within(dialog).getByRole('radiogroup', { name: T.fields.showWhenValues })).getByLabelText(T.yes));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await dialogClosed(T.questionTitle(null));
  const body = saved(calls)!;
  expect(body.questions.at(-1)).toEqual({
    code: 'S7',
    block: 'Supplemental (not part of B14)',
    text: 'Do you drive?',
    type: 'yesNo',
    options: [],
    required: true,
    showWhen: { question: 'W1', equals: true },
    translations: { es: { text: '¿Maneja usted?', options: {}, block: 'Preguntas adicionales' } },
  });
  expect(body.questions).toHaveLength(INSTRUMENT_VERSION_1.questions.length + 1);
  expect(body.mapping).toEqual(JSON.parse(JSON.stringify(fields.mapping)));
  expect(body.title).toBe('NTACT:C protocol');
});

test('a question’s code is one of its own; options are CODE = label lines', async () => {
  install();
  renderPsos('survey-manager?version=2', stateUser);
  fireEvent.click(await screen.findByRole('button', { name: T.editLabel('W5') }));
  const dialog = await findDialog(T.questionTitle('W5'));
  fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${T.fields.code}`)), { target: { value: 'W4' } });
  fireEvent.change(within(dialog).getByLabelText(/^Options \(English\)/), { target: { value: 'INTEGRATED Integrated' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(T.codeTaken)).toBeInTheDocument();
  expect(within(dialog).getByText(T.optionsFormat)).toBeInTheDocument();
});

test('publishing a Draft the service refuses says why', async () => {
  install((call) =>
    call.path === '/api/psos/instrument-versions/2/publish'
      ? refusal(409, "Question W9's show-when condition refers to W8, which is not an earlier question.")
      : undefined,
  );
  renderPsos('survey-manager?version=2', stateUser);
  fireEvent.click(await screen.findByRole('button', { name: T.publishLabel(2) }));
  fireEvent.click(await screen.findByRole('button', { name: 'Ok' }));
  expect(await screen.findByText(/refers to W8, which is not an earlier question/)).toBeInTheDocument();
});

test('is denied to district staff', () => {
  const calls = install();
  renderPsos('survey-manager', districtUser);
  expect(screen.getByText('Access Denied!')).toBeInTheDocument();
  expect(calls).toEqual([]);
});
