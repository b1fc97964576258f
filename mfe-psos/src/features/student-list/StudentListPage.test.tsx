import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { YouthListItem } from '@portal/shared-contracts/psos';
import { findDialog, dialogClosed, type ApiCall } from '@portal/shared-contracts/testing';
import {
  adams,
  baker,
  collectionLea,
  districtUser,
  installPsosApi,
  pageAnswer,
  renderPsos,
  stateUser,
  youthItem,
} from '../../testing/psos-harness';
import { StudentListTexts as T } from './student-list-texts';

const ana = youthItem(1, 'Ana', 'Lee');
const ben = youthItem(2, 'Ben', 'Ortiz', { verification: 'Confirmed' });
const cal = youthItem(3, 'Cal', 'Reyes', { verification: 'Excluded', exclusionReason: 'DUPLICATE' });

function install(listStatus: 'InVerification' | 'Verified' = 'InVerification', youth: YouthListItem[] = [ana, ben, cal]) {
  return installPsosApi((call) => {
    if (call.path === '/api/psos/collections/5/leas') return [collectionLea(adams, { listStatus }), collectionLea(baker)];
    if (call.path === '/api/psos/vendors') return [{ id: 9, name: 'Silver State Surveys', active: true, users: 1 }];
    if (call.method === 'GET' && call.path === '/api/psos/youth') return pageAnswer(youth, call);
    if (call.method === 'PUT' && call.path.endsWith('/verification')) return { ...ana, verification: 'Confirmed' };
    if (call.method === 'PUT' && call.path.endsWith('/assignment')) return { ...ana, vendorId: 9, assignment: 'Vendor' };
    return undefined;
  });
}

const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');

async function open(route: string, permissions: readonly string[]) {
  renderPsos(route, permissions);
  expect(await screen.findByRole('heading', { level: 1, name: 'Student List' })).toBeInTheDocument();
  await screen.findByText('Lee, Ana');
}

test('lists the chosen LEA’s youth with their verification, and filters on the server', async () => {
  const calls = install();
  await open('student-list', districtUser);
  expect(screen.getByText(T.showing(adams.name, '2026-2027'))).toBeInTheDocument();
  expect(screen.getByText('Excluded (Duplicate)')).toBeInTheDocument();
  const read = calls.find((c) => c.path === '/api/psos/youth')!;
  expect(read.query).toMatchObject({ collectionId: '5', leaId: String(adams.id), pageNumber: '1' });

  fireEvent.mouseDown(screen.getByRole('combobox', { name: T.verificationFilter }));
  fireEvent.click(await screen.findByTitle('Pending'));
  await waitFor(() => expect(calls.filter((c) => c.path === '/api/psos/youth').at(-1)!.query).toMatchObject({ verification: 'Pending' }));
});

test('the address names the LEA whatever the top bar says', async () => {
  const calls = install();
  await open(`student-list?leaId=${baker.id}`, stateUser);
  expect(calls.find((c) => c.path === '/api/psos/youth')!.query).toMatchObject({ leaId: String(baker.id) });
});

test('confirms a youth, excludes one with a reason, and sets an exclusion back to Pending', async () => {
  const calls = install();
  await open('student-list', districtUser);
  fireEvent.click(screen.getByRole('button', { name: T.confirmLabel('Ana Lee') }));
  await waitFor(() => expect(puts(calls)).toHaveLength(1));
  expect(puts(calls)[0]).toMatchObject({ path: '/api/psos/youth/1/verification', body: { status: 'Confirmed', reason: null } });

  fireEvent.click(screen.getByRole('button', { name: T.excludeLabel('Ben Ortiz') }));
  const dialog = await findDialog(T.excludeTitle('Ben Ortiz'));
  fireEvent.click(within(dialog).getByRole('button', { name: T.exclude }));
  expect(await within(dialog).findByText('Choose why the record is excluded.')).toBeInTheDocument();
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: new RegExp(`^${T.reason}`) }));
  fireEvent.click(await screen.findByTitle('Returned to school'));
  fireEvent.click(within(dialog).getByRole('button', { name: T.exclude }));
  await dialogClosed(T.excludeTitle('Ben Ortiz'));
  expect(puts(calls)[1]).toMatchObject({
    path: '/api/psos/youth/2/verification',
    body: { status: 'Excluded', reason: 'RETURNED_TO_SCHOOL' },
  });

  fireEvent.click(screen.getByRole('button', { name: T.toPendingLabel('Cal Reyes') }));
  await waitFor(() => expect(puts(calls)).toHaveLength(3));
  expect(puts(calls)[2]).toMatchObject({ path: '/api/psos/youth/3/verification', body: { status: 'Pending', reason: null } });
});

test('once Verified, only a death or a return to school is recorded', async () => {
  install('Verified');
  await open('student-list', districtUser);
  expect(screen.getByText(T.verifiedNote)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: T.confirmLabel('Ana Lee') })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: T.toPendingLabel('Cal Reyes') })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: T.excludeLabel('Ana Lee') }));
  const dialog = await findDialog(T.excludeTitle('Ana Lee'));
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: new RegExp(`^${T.reason}`) }));
  await screen.findByTitle('Deceased');
  expect(screen.queryByTitle('Duplicate')).not.toBeInTheDocument();
});

test('a state user moves one youth to a vendor; district staff cannot', async () => {
  const calls = install();
  await open('student-list', stateUser);
  fireEvent.click(screen.getByRole('button', { name: T.reassignLabel('Ana Lee') }));
  const dialog = await findDialog(T.reassignTitle('Ana Lee'));
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: new RegExp(`^${T.interviewer}`) }));
  fireEvent.click(await screen.findByTitle('Silver State Surveys'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await dialogClosed(T.reassignTitle('Ana Lee'));
  expect(puts(calls)[0]).toMatchObject({ path: '/api/psos/youth/1/assignment', body: { assignTo: 'Vendor', vendorId: 9 } });
});

test('district staff do not reassign youth', async () => {
  install();
  await open('student-list', districtUser);
  expect(screen.queryByRole('button', { name: T.reassignLabel('Ana Lee') })).not.toBeInTheDocument();
});
