import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppPermissions, FieldMessages } from '@portal/shared-contracts';
import { RestraintMessages, RestraintPermissions as R, type RestraintStateTracking } from '@portal/shared-contracts/restraint';
import { dialogClosed, findDialog, installApi, refusal, type ApiCall } from '@portal/shared-contracts/testing';
import { renderRestraintPage, stateUser } from '../../testing/dashboard-harness';
import { PrivateSchoolTexts as T } from './private-schools-texts';
import { StateTrackingPage } from './StateTrackingPage';

const stateAdmin: readonly string[] = [AppPermissions.StateAdmin, ...stateUser, ...Object.values(R)];
const tracking: RestraintStateTracking = { schoolYear: 2027, leas: [], privateSchools: [], total: {} as RestraintStateTracking['total'] };
const sierra = { id: 3, code: 'PS001', name: 'Sierra Nevada Academy' };
const pat = { id: 5, fullName: 'Pat Entry', email: 'pat@example.org' };
const robin = { id: 9, fullName: 'Robin Reporter', email: 'robin@example.org' };

function installStateTracking(answer: (call: ApiCall) => Response | object | undefined = () => undefined) {
  return installApi((call) => {
    const overridden = answer(call);
    if (overridden) return overridden;
    if (call.path === '/api/restraint/state-tracking') return tracking;
    if (call.path === '/api/restraint/private-schools' && call.method === 'GET') return { items: [sierra] };
    return undefined;
  });
}

const section = () => screen.findByRole('region', { name: T.title });

test('a state admin adds a private school; a code taken shows under Code, and the school is saved with its code in capitals', async () => {
  const added = { id: 8, code: 'PS-009', name: 'High Desert Academy' };
  let taken = true;
  let saved = false;
  const calls = installStateTracking((call) => {
    if (call.path !== '/api/restraint/private-schools') return undefined;
    if (call.method === 'GET') return { items: saved ? [sierra, added] : [sierra] };
    if (taken) {
      taken = false;
      return refusal(409, RestraintMessages.duplicatePrivateSchool, { code: RestraintMessages.duplicatePrivateSchool });
    }
    saved = true;
    return added;
  });
  renderRestraintPage(StateTrackingPage, 'state-tracking', stateAdmin);
  const schools = await section();
  expect(await within(schools).findByText(sierra.name)).toBeInTheDocument();

  fireEvent.click(within(schools).getByRole('button', { name: T.add }));
  const dialog = await findDialog(T.addTitle);
  fireEvent.click(within(dialog).getByRole('button', { name: T.add }));
  expect(await within(dialog).findAllByText(FieldMessages.required)).toHaveLength(2);
  fireEvent.change(within(dialog).getByLabelText(T.code), { target: { value: 'PS 009' } });
  fireEvent.change(within(dialog).getByLabelText(T.name), { target: { value: ' High Desert Academy ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: T.add }));
  expect(await within(dialog).findByText(FieldMessages.incorrectFormat)).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);

  fireEvent.change(within(dialog).getByLabelText(T.code), { target: { value: 'ps-009' } });
  fireEvent.click(within(dialog).getByRole('button', { name: T.add }));
  expect(await within(dialog).findByText(RestraintMessages.duplicatePrivateSchool)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: T.add }));
  await dialogClosed(T.addTitle);
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
    { code: 'PS-009', name: 'High Desert Academy' },
    { code: 'PS-009', name: 'High Desert Academy' },
  ]);
  expect(await within(schools).findByText(added.name)).toBeInTheDocument();
});

test("a state admin assigns a private school's users, found by name, beside those it has", async () => {
  const calls = installStateTracking((call) => {
    if (call.path === '/api/restraint/private-schools/3/users')
      return call.method === 'PUT' ? (call.body as object) : { userIds: [pat.id] };
    if (call.path === '/api/account/users/5') return pat;
    if (call.path === '/api/account/users') return { items: [robin], totalCount: 1, pageNumber: 1, pageSize: 25 };
    return undefined;
  });
  renderRestraintPage(StateTrackingPage, 'state-tracking', stateAdmin);
  fireEvent.click(await within(await section()).findByRole('button', { name: T.users(sierra.name) }));
  const dialog = await findDialog(T.usersTitle(sierra.name));
  expect(await within(dialog).findByText('Pat Entry (pat@example.org)')).toBeInTheDocument();

  const users = within(dialog).getByRole('combobox', { name: T.userField });
  fireEvent.change(users, { target: { value: 'robin' } });
  await waitFor(() => expect(calls.find((call) => call.path === '/api/account/users')?.query).toMatchObject({ search: 'robin' }));
  fireEvent.click((await screen.findAllByTitle('Robin Reporter (robin@example.org)')).at(-1)!);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await dialogClosed(T.usersTitle(sierra.name));
  expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
    path: '/api/restraint/private-schools/3/users',
    body: { userIds: [5, 9] },
  });
});

test('a state user, who does not set up private schools, sees no section and no call for them', async () => {
  const calls = installStateTracking();
  renderRestraintPage(StateTrackingPage, 'state-tracking', stateUser);
  await screen.findByRole('table', { name: 'Incidents by LEA and private school' });
  expect(screen.queryByRole('region', { name: T.title })).toBeNull();
  expect(calls.map((call) => call.path)).toEqual(['/api/restraint/state-tracking']);
});
