import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppPermissions, TextBlockCodes } from '@portal/shared-contracts';
import { type LeaSchool } from '@portal/shared-contracts/admin';
import { EcoPermissions } from '@portal/shared-contracts/eco';
import { installApi, type ApiCall } from '@portal/shared-contracts/testing';
import {
  adams,
  baker,
  child,
  districtUser,
  pageAnswer,
  renderEcoPage,
  stateUser,
  textBlock,
  textBlockPath,
} from '../../testing/eco-harness';
import { NextStepSelectTexts } from '../../components/NextStepSelect';
import { ChildListTexts as T } from './child-list-texts';
import { ChildListPage } from './ChildListPage';

const ana = child(1, 'Ana', 'Lee', { nextStep: 'submitEntryRatings', entryStatus: 'Draft', missing: ['entryRatingC'] });
const ben = child(2, 'Ben', 'Ortiz', {
  birthDate: '2021-12-02',
  schoolId: 12,
  schoolName: 'Adams Preschool',
  entryDate: '2025-10-06',
  exitDate: '2027-05-28',
  entryStatus: 'Finalized',
  nextStep: 'enterExitRatings',
  flags: ['progressMissing'],
});
const schools: LeaSchool[] = [
  { id: 11, name: 'Adams Elementary', externalSchoolId: '0101' },
  { id: 12, name: 'Adams Preschool', externalSchoolId: '0102' },
];

function installEco() {
  return installApi((call) => {
    if (call.path === textBlockPath(TextBlockCodes.childList))
      return textBlock(TextBlockCodes.childList, '<p>Children served this year.</p>');
    if (/^\/api\/leas\/school-lookups\/\d+$/.test(call.path)) return schools;
    if (call.path === '/api/eco/children') {
      if (call.query.format === 'csv') return new Response('lastName\r\n', { headers: { 'content-type': 'text/csv' } });
      return pageAnswer(
        [ana, ben].filter((c) => !call.query.nextStep || c.nextStep === call.query.nextStep),
        call,
      );
    }
    return undefined;
  });
}

const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/eco/children');
const table = () => screen.getByRole('table', { name: T.caption });
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

async function openList(route = 'child-list', permissions = districtUser) {
  const calls = installEco();
  renderEcoPage(ChildListPage, route, permissions);
  expect(await screen.findByRole('heading', { level: 1, name: 'Child List' })).toBeInTheDocument();
  await screen.findByText('Lee, Ana');
  return calls;
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

function typeDays(window: string, placeholders: [string, string], days: [string, string]) {
  placeholders.forEach((placeholder, index) => {
    const input = within(screen.getByRole('group', { name: window })).getByPlaceholderText(placeholder);
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: days[index] } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  });
}

test("lists the LEA's children for the chosen year under the text block, each name opening the ratings still open", async () => {
  const calls = await openList();
  expect(await screen.findByText('Children served this year.')).toBeInTheDocument();
  expect(screen.getByText(T.showing(adams.name, '2026-2027'))).toBeInTheDocument();
  expect(
    within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Name', 'State student id', 'Birth date', 'School', 'Entry date', 'Exit date', 'Next step', 'Data quality']);
  expect(cells(rowOf('Ortiz, Ben'))).toEqual([
    'Ortiz, Ben',
    'SSID-2',
    '12/02/2021',
    'Adams Preschool',
    '10/06/2025',
    '05/28/2027',
    'Enter exit ratings',
    'Progress answer missing where it does not decide the category',
  ]);
  expect(cells(rowOf('Lee, Ana')).slice(-2)).toEqual(['Submit entry ratings', '']);
  expect(screen.getByRole('link', { name: 'Lee, Ana' })).toHaveAttribute('href', '/child-search/entryscore?childId=1');
  expect(screen.getByRole('link', { name: 'Ortiz, Ben' })).toHaveAttribute('href', '/child-search/exitscore?childId=2');
  expect(listCalls(calls)[0]!.query).toEqual({ pageNumber: '1', pageSize: '25' });
  expect(calls.some((c) => c.path === `/api/leas/school-lookups/${adams.id}`)).toBe(true);
});

test('sends next step, school, entry and exit windows and missing data to the server, with the search and sort, and exports them', async () => {
  const calls = await openList();
  await choose(NextStepSelectTexts.label, 'Enter exit ratings');
  await waitFor(() => expect(listCalls(calls).at(-1)!.query).toMatchObject({ nextStep: 'enterExitRatings', pageNumber: '1' }));
  await waitFor(() => expect(screen.queryByText('Lee, Ana')).toBeNull());

  await choose(T.school, 'Adams Preschool');
  await choose(T.missing, 'Exit ratings or answers missing');
  await choose(T.dataQuality, 'Same rating (2 to 5) at entry and exit with progress No');
  typeDays(T.entryWindow, [T.entryFrom, T.entryTo], ['07/01/2025', '06/30/2026']);
  typeDays(T.exitWindow, [T.exitFrom, T.exitTo], ['05/01/2027', '06/30/2027']);
  const search = screen.getByRole('searchbox', { name: T.search });
  fireEvent.change(search, { target: { value: 'Ortiz' } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
  const filters = {
    nextStep: 'enterExitRatings',
    schoolId: '12',
    missing: 'exit',
    flag: 'progressNoImpossible',
    entryFrom: '2025-07-01',
    entryTo: '2026-06-30',
    exitFrom: '2027-05-01',
    exitTo: '2027-06-30',
    search: 'Ortiz',
  };
  await waitFor(() => expect(listCalls(calls).at(-1)!.query).toEqual({ pageNumber: '1', pageSize: '25', ...filters }));

  fireEvent.click(within(table()).getByRole('columnheader', { name: 'Entry date' }));
  await waitFor(() => expect(listCalls(calls).at(-1)!.query).toMatchObject({ sortField: 'entryDate', sortDirection: 'asc' }));

  URL.createObjectURL = () => 'blob:children';
  URL.revokeObjectURL = () => {};
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(clicked).toHaveBeenCalled());
  expect(listCalls(calls).at(-1)!.query).toEqual({ ...filters, sortField: 'entryDate', sortDirection: 'asc', format: 'csv' });
  clicked.mockRestore();
});

test("opened from state tracking, lists that LEA's children and says so", async () => {
  const calls = await openList(`child-list?leaId=${baker.id}`, stateUser);
  expect(screen.getByText(T.showing(baker.name, '2026-2027'))).toBeInTheDocument();
  expect(listCalls(calls)[0]!.query).toEqual({ pageNumber: '1', pageSize: '25', leaId: String(baker.id) });
  expect(calls.some((c) => c.path === `/api/leas/school-lookups/${baker.id}`)).toBe(true);
});

test('opened from the report with a data-quality flag, lists the children carrying it and shows the flag chosen', async () => {
  const calls = await openList(`child-list?leaId=${adams.id}&flag=progressMissing`);
  expect(listCalls(calls)[0]!.query).toEqual({ pageNumber: '1', pageSize: '25', leaId: String(adams.id), flag: 'progressMissing' });
  expect(
    within(screen.getByRole('combobox', { name: T.dataQuality }).closest('.ant-select')!).getByTitle(
      'Progress answer missing where it does not decide the category',
    ),
  ).toBeInTheDocument();
});

test('names are plain text for a user who may not open the score pages', async () => {
  await openList('child-list', [EcoPermissions.Access]);
  expect(screen.queryByRole('link', { name: 'Lee, Ana' })).toBeNull();
});

test('is denied to a user without Eco.access, who never calls the service', () => {
  const calls = installEco();
  renderEcoPage(ChildListPage, 'child-list', [AppPermissions.LocalUser, EcoPermissions.ReportsView]);
  expect(screen.getByText('Access Denied!')).toBeInTheDocument();
  expect(calls).toEqual([]);
});
