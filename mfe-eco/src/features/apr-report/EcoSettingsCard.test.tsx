import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FieldMessages } from '@portal/shared-contracts';
import { type B7ReportByLea, type EcoSettings } from '@portal/shared-contracts/eco';
import { installApi, refusal, type ApiCall } from '@portal/shared-contracts/testing';
import { AprReportPage } from './AprReportPage';
import { renderEcoPage, stateAdmin, stateUser } from '../../testing/eco-harness';
import { EcoSettingsTexts as T } from './settings-texts';

const stored: EcoSettings = {
  progressQuestion: 'Has the child shown any new skills or behaviors related to this outcome since entry?',
  ageExpectedWithNo: 'warning',
  sameRatingWithNo: 'b',
  minimumDaysInProgram: 182,
  smallCellSize: 10,
  entryWindowDays: 60,
};
const noFigures: B7ReportByLea = { schoolYear: 2027, state: null, leas: [] };

/** The eco service's settings as stored; `refuse` answers a save instead of taking it. */
function installSettings(refuse?: Response) {
  let settings = stored;
  return installApi((call) => {
    if (call.path === '/api/eco/reports/b7/leas') return noFigures;
    if (call.path !== '/api/eco/settings') return undefined;
    if (call.method === 'PUT') {
      if (refuse) return refuse;
      settings = call.body as EcoSettings;
    }
    return settings;
  });
}

const settingsCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === '/api/eco/settings').map((c) => ({ method: c.method, body: c.body }));

async function openSettings() {
  renderEcoPage(AprReportPage, 'apr-report', stateAdmin);
  fireEvent.click(await screen.findByRole('button', { name: T.title }));
  const form = await screen.findByRole('form', { name: T.title });
  await waitFor(() => expect(within(form).getByLabelText(T.fields.progressQuestion)).toHaveValue(stored.progressQuestion));
  return form;
}

const type = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

async function choose(form: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(form).getByRole('combobox', { name: label }));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

test('a state administrator opens the ECO settings, fixes what is out of bounds, and saves them under the snackbar', async () => {
  const calls = installSettings();
  const form = await openSettings();
  expect(within(form).getByLabelText(T.fields.minimumDaysInProgram)).toHaveValue('182');
  expect(within(form).getByLabelText(T.fields.smallCellSize)).toHaveValue('10');

  type(
    form,
    T.fields.progressQuestion,
    '  Has the child shown any new skills or behaviors related to this outcome since the last outcomes summary? ',
  );
  type(form, T.fields.minimumDaysInProgram, '0');
  type(form, T.fields.smallCellSize, '');
  await choose(form, T.fields.sameRatingWithNo, T.sameRatingWithNo.a);
  await choose(form, T.fields.ageExpectedWithNo, T.ageExpectedWithNo.error);
  fireEvent.click(within(form).getByRole('button', { name: T.save }));
  expect(await within(form).findByText('min value 1')).toBeInTheDocument();
  expect(within(form).getByText(FieldMessages.required)).toBeInTheDocument();
  expect(settingsCalls(calls).filter((c) => c.method === 'PUT')).toEqual([]);

  type(form, T.fields.minimumDaysInProgram, '200');
  type(form, T.fields.smallCellSize, '5');
  type(form, T.fields.entryWindowDays, '45');
  fireEvent.click(within(form).getByRole('button', { name: T.save }));
  expect(await screen.findByText(T.saved)).toBeInTheDocument();
  expect(settingsCalls(calls).filter((c) => c.method === 'PUT')).toEqual([
    {
      method: 'PUT',
      body: {
        progressQuestion: 'Has the child shown any new skills or behaviors related to this outcome since the last outcomes summary?',
        ageExpectedWithNo: 'error',
        sameRatingWithNo: 'a',
        minimumDaysInProgram: 200,
        smallCellSize: 5,
        entryWindowDays: 45,
      },
    },
  ]);
});

test("shows the service's field errors under their fields", async () => {
  installSettings(refusal(400, 'The settings were not saved.', { minimumDaysInProgram: 'max value 365' }));
  const form = await openSettings();
  type(form, T.fields.minimumDaysInProgram, '400');
  fireEvent.click(within(form).getByRole('button', { name: T.save }));
  expect(await within(form).findByText('max value 365')).toBeInTheDocument();
  expect(await screen.findByText('Error: minimumDaysInProgram: max value 365')).toBeInTheDocument();
});

test('state staff who are not state administrators are not offered the settings, and never read them', async () => {
  const calls = installSettings();
  renderEcoPage(AprReportPage, 'apr-report', stateUser);
  expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
  await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/eco/reports/b7/leas'));
  expect(screen.queryByRole('button', { name: T.title })).toBeNull();
  expect(settingsCalls(calls)).toEqual([]);
});
