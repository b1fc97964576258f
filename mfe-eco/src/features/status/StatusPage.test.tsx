import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppPermissions, TextBlockCodes } from '@portal/shared-contracts';
import { StatusWords } from '@portal/shared-contracts/eco';
import { EcoPermissions } from '@portal/shared-contracts/eco';
import { installApi, type ApiCall } from '@portal/shared-contracts/testing';
import { child, districtUser, pageAnswer, renderEcoPage, textBlock, textBlockPath } from '../../testing/eco-harness';
import { NextStepSelectTexts } from '../../components/NextStepSelect';
import { StatusTexts as T } from './status-texts';
import { StatusPage } from './StatusPage';

const children = [
  child(1, 'Ana', 'Lee', { nextStep: 'enterEntryRatings', missing: ['entryRatingA', 'entryRatingB', 'entryRatingC'] }),
  child(2, 'Ben', 'Ortiz', {
    exitDate: '2027-05-28',
    entryStatus: 'Finalized',
    exitStatus: 'Draft',
    missing: ['exitRatingB', 'progressC'],
    nextStep: 'submitExitRatings',
  }),
  child(3, 'Cam', 'Park', { entryStatus: 'Submitted', nextStep: 'finalizeEntryRatings' }),
];

function installEco() {
  return installApi((call) => {
    if (call.path === textBlockPath(TextBlockCodes.childSearchStatusInstructions))
      return textBlock(TextBlockCodes.childSearchStatusInstructions, '<p>Finish what is missing.</p>');
    if (call.path === '/api/eco/children')
      return pageAnswer(
        children.filter((c) => !call.query.nextStep || c.nextStep === call.query.nextStep),
        call,
      );
    return undefined;
  });
}

const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/eco/children');
const table = () => screen.getByRole('table', { name: T.caption });
const cells = (name: string) => [...screen.getByText(name).closest('tr')!.querySelectorAll('td')].map((cell) => cell.textContent);

async function openStatus() {
  const calls = installEco();
  renderEcoPage(StatusPage, 'status', districtUser);
  expect(await screen.findByRole('heading', { level: 1, name: 'Status' })).toBeInTheDocument();
  await screen.findByText('Lee, Ana');
  return calls;
}

test('shows per child where the entry and exit ratings stand, what is missing in words and what comes next', async () => {
  const calls = await openStatus();
  expect(await screen.findByText('Finish what is missing.')).toBeInTheDocument();
  expect(
    within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Child', 'State student id', 'Entry ratings', 'Exit ratings', 'Missing', 'Next step']);
  expect(cells('Lee, Ana')).toEqual([
    'Lee, Ana',
    'SSID-1',
    'Missing',
    StatusWords.notExited,
    'Entry rating A, Entry rating B, Entry rating C',
    'Enter entry ratings',
  ]);
  expect(cells('Ortiz, Ben')).toEqual(['Ortiz, Ben', 'SSID-2', 'Finalized', 'Draft', 'Exit rating B, Progress C', 'Submit exit ratings']);
  expect(cells('Park, Cam')).toEqual([
    'Park, Cam',
    'SSID-3',
    'Submitted',
    StatusWords.notExited,
    StatusWords.nothingMissing,
    'Finalize entry ratings',
  ]);
  expect(listCalls(calls)[0]!.query).toEqual({ pageNumber: '1', pageSize: '25' });
});

test('filters by next step and sorts on the server', async () => {
  const calls = await openStatus();
  fireEvent.mouseDown(screen.getByRole('combobox', { name: NextStepSelectTexts.label }));
  fireEvent.click(await screen.findByTitle('Submit exit ratings'));
  await waitFor(() => expect(listCalls(calls).at(-1)!.query).toEqual({ pageNumber: '1', pageSize: '25', nextStep: 'submitExitRatings' }));
  await waitFor(() => expect(screen.queryByText('Lee, Ana')).toBeNull());

  fireEvent.click(within(table()).getByRole('columnheader', { name: 'Child' }));
  await waitFor(() =>
    expect(listCalls(calls).at(-1)!.query).toMatchObject({ nextStep: 'submitExitRatings', sortField: 'lastName', sortDirection: 'asc' }),
  );
});

test('is denied to a user without Eco.access, who never calls the service', () => {
  const calls = installEco();
  renderEcoPage(StatusPage, 'status', [AppPermissions.LocalUser, EcoPermissions.SubmitScores]);
  expect(screen.getByText('Access Denied!')).toBeInTheDocument();
  expect(calls).toEqual([]);
});
