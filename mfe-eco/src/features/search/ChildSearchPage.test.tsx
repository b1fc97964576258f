import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { FieldMessages } from '@portal/shared-contracts';
import { EcoPermissions, EcoRecordMessages, type ChildSearchResult } from '@portal/shared-contracts/eco';
import { dialogClosed, findDialog, installApi, refusal, type ApiCall } from '@portal/shared-contracts/testing';
import { childRecord } from '../../testing/child-record';
import { adams, child, districtUser, renderEcoPage, stateUser } from '../../testing/eco-harness';
import { ChildSearchPage } from './ChildSearchPage';
import { SearchTexts as T } from './search-texts';

const found: ChildSearchResult = {
  items: [
    { ...child(7, 'John', 'Smith', { nextStep: 'enterExitRatings', exitDate: '2026-06-01' }), leaName: adams.name },
    { ...child(8, 'Joan', 'Smyth'), leaName: adams.name },
  ],
  truncated: true,
};

function installEco(answer: (call: ApiCall) => Response | object | undefined = () => undefined) {
  return installApi((call) => {
    const overridden = answer(call);
    if (overridden) return overridden;
    if (call.path === '/api/eco/children/search' && call.query.format === 'csv')
      return new Response('Child\r\n', { headers: { 'content-type': 'text/csv' } });
    if (call.path === '/api/eco/children/search') return found;
    if (call.path === '/api/eco/children' && call.method === 'POST') return Response.json(childRecord({ id: 42 }), { status: 201 });
    if (call.path.startsWith('/api/leas/school-lookups/')) return [{ id: 11, name: 'Adams Elementary', externalSchoolId: '01-1000-001' }];
    if (call.path.startsWith('/api/admin/lists/')) return [];
    return undefined;
  });
}

const searches = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/eco/children/search').map((c) => c.query);

/** The page with the address it is at, as the browser's location bar would show it. */
function ChildSearchAtUrl() {
  const location = useLocation();
  return (
    <>
      <ChildSearchPage />
      <output aria-label="URL">{location.search}</output>
    </>
  );
}

async function openPage(
  permissions: readonly string[] = districtUser,
  answer?: (call: ApiCall) => Response | object | undefined,
  route = 'search',
) {
  const calls = installEco(answer);
  const page = renderEcoPage(ChildSearchAtUrl, route, permissions);
  await screen.findByRole('heading', { level: 1, name: 'Child Search' });
  return Object.assign(calls, { unmount: page.unmount });
}

test('a name search asks the service, lists the children with their next step and links to their scores', async () => {
  const calls = await openPage();
  fireEvent.change(screen.getByLabelText(T.name), { target: { value: ' Jonh ' } });
  fireEvent.click(screen.getByRole('button', { name: T.search }));
  const results = await screen.findByRole('region', { name: T.results });
  await within(results).findByText('Smith, John');
  expect(searches(calls)).toEqual([{ name: 'Jonh' }]);
  expect(within(results).getByText('Smith, John').closest('a')).toHaveAttribute('href', '/child-search/exitscore?childId=7');
  expect(within(results).getByText('Smyth, Joan').closest('a')).toHaveAttribute('href', '/child-search/entryscore?childId=8');
  expect(within(results).getByText('Enter exit ratings')).toBeInTheDocument();
  expect(within(results).getByText(T.truncated)).toBeInTheDocument();
  expect(within(results).queryByRole('columnheader', { name: 'LEA' })).toBeNull();
});

test('the search asked is in the URL, and opening the page at that URL (a reload, Back, a shared link) shows the same children', async () => {
  const first = await openPage();
  fireEvent.change(screen.getByLabelText(T.name), { target: { value: ' Jonh ' } });
  fireEvent.change(screen.getByLabelText(T.stateStudentId), { target: { value: 'SSID-7' } });
  fireEvent.click(screen.getByRole('button', { name: T.search }));
  await within(await screen.findByRole('region', { name: T.results })).findByText('Smith, John');
  const url = screen.getByRole('status', { name: 'URL' }).textContent!;
  expect(Object.fromEntries(new URLSearchParams(url))).toEqual({ name: 'Jonh', stateStudentId: 'SSID-7' });
  first.unmount();

  const again = await openPage(districtUser, undefined, `search${url}`);
  await within(await screen.findByRole('region', { name: T.results })).findByText('Smith, John');
  expect(searches(again)).toEqual([{ name: 'Jonh', stateStudentId: 'SSID-7' }]);
  expect(screen.getByLabelText(T.name)).toHaveValue('Jonh');
  expect(screen.getByLabelText(T.stateStudentId)).toHaveValue('SSID-7');
});

test('downloads the children found, as the search asked them', async () => {
  const calls = await openPage(districtUser, undefined, 'search?name=Jonh');
  await within(await screen.findByRole('region', { name: T.results })).findByText('Smith, John');
  URL.createObjectURL = () => 'blob:children';
  URL.revokeObjectURL = () => {};
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(clicked).toHaveBeenCalled());
  expect(searches(calls).at(-1)).toEqual({ name: 'Jonh', format: 'csv' });
  clicked.mockRestore();
});

test('a search needs a criterion, and a district user cannot search every LEA', async () => {
  const calls = await openPage();
  fireEvent.change(screen.getByLabelText(T.name), { target: { value: 'J' } });
  fireEvent.click(screen.getByRole('button', { name: T.search }));
  expect(await screen.findByText(T.needCriterion)).toBeInTheDocument();
  expect(searches(calls)).toEqual([]);
  expect(screen.queryByRole('checkbox', { name: T.allLeas })).toBeNull();
});

test('with the advanced search permission the search may cross every LEA, naming each child’s LEA', async () => {
  const calls = await openPage([...stateUser, EcoPermissions.AdvancedSearchView]);
  fireEvent.change(screen.getByLabelText(T.stateStudentId), { target: { value: 'SSID-7' } });
  fireEvent.click(screen.getByRole('checkbox', { name: T.allLeas }));
  fireEvent.click(screen.getByRole('button', { name: T.search }));
  const results = await screen.findByRole('region', { name: T.results });
  await within(results).findByRole('columnheader', { name: 'LEA' });
  expect(searches(calls)).toEqual([{ stateStudentId: 'SSID-7', allLeas: 'true' }]);
});

test("adding a child checks the form's rules first, shows what only the service knows under its field, then opens the entry scores", async () => {
  let duplicate = true;
  const calls = await openPage(districtUser, (call) =>
    call.method === 'POST' && duplicate
      ? refusal(409, EcoRecordMessages.duplicateEntry, { entryDate: EcoRecordMessages.duplicateEntry })
      : undefined,
  );
  fireEvent.click(screen.getByRole('button', { name: T.addChild }));
  const dialog = await findDialog('Add a child');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(dialog).getAllByText(FieldMessages.required).length).toBeGreaterThanOrEqual(4));
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

  const type = (label: RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  type(/^State student id/, 'NE-0042');
  type(/^First name/, 'Ada');
  type(/^Last name/, 'Lovelace');
  const day = (label: RegExp, value: string) => {
    const input = within(dialog).getByLabelText(label);
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  };
  day(/^Date of birth/, '03/01/2022');
  day(/^Program entry date/, '09/01/2025');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(EcoRecordMessages.duplicateEntry)).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
    expect.objectContaining({
      stateStudentId: 'NE-0042',
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthDate: '2022-03-01',
      entryDate: '2025-09-01',
      leaId: adams.id,
    }),
  ]);

  duplicate = false;
  day(/^Program entry date/, '09/02/2025');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await dialogClosed('Add a child');
  await screen.findByRole('heading', { level: 1, name: 'Entry Score' });
});
