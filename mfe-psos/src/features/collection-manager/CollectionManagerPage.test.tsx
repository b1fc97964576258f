import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PSOS_SETTINGS, type CollectionRecord, type Vendor } from '@portal/shared-contracts/psos';
import { dialogClosed, findDialog, refusal } from '@portal/shared-contracts/testing';
import {
  adams,
  baker,
  collectionLea,
  collectionRecord,
  districtUser,
  installPsosApi,
  instrumentVersion1,
  renderPsos,
  stateUser,
} from '../../testing/psos-harness';
import { CollectionManagerTexts as T, LeaTexts, SettingsTexts, VendorTexts } from './collection-manager-texts';

const vendor: Vendor = { id: 9, name: 'Silver State Surveys', active: true, users: 1 };
const versions = [instrumentVersion1()];

function install(
  collection: CollectionRecord | null,
  extra: (call: { method: string; path: string; body: unknown }) => unknown = () => undefined,
) {
  return installPsosApi((call) => {
    const answer = extra(call);
    if (answer !== undefined) return answer as object;
    if (call.path === '/api/psos/settings') return DEFAULT_PSOS_SETTINGS;
    if (call.path === '/api/psos/vendors') return [vendor];
    if (call.path === `/api/psos/vendors/${vendor.id}/users`)
      return [{ userId: 40, fullName: 'Val Vendor', email: 'vendor@example.org', vendorId: 9 }];
    if (call.path === '/api/psos/instrument-versions') return versions;
    if (collection && call.path === `/api/psos/collections/${collection.id}/leas`) return [collectionLea(adams), collectionLea(baker)];
    return undefined;
  }, collection);
}

async function open(permissions: readonly string[]) {
  renderPsos('collection-manager', permissions);
  expect(await screen.findByRole('heading', { level: 1, name: 'Collection Manager' })).toBeInTheDocument();
}

test('shows the year’s collection, and a state user opens a Draft once confirmed', async () => {
  const calls = install(collectionRecord({ status: 'Draft', openedAt: null, settings: null }), (call) =>
    call.method === 'POST' && call.path === '/api/psos/collections/5/open' ? collectionRecord() : undefined,
  );
  await open(stateUser);
  const card = (await screen.findByText(T.title('2026-2027'))).closest('.ant-card') as HTMLElement;
  expect(within(card).getByText('Draft')).toBeInTheDocument();
  expect(within(card).getByText('06/01/2028 to 09/30/2028')).toBeInTheDocument();
  expect(within(card).getByText('Version 1')).toBeInTheDocument();
  // Before opening, the settings shown are the state's, which the collection will copy.
  expect(await screen.findByText(SettingsTexts.stateIntro)).toBeInTheDocument();

  fireEvent.click(within(card).getByRole('button', { name: T.open }));
  fireEvent.click(await screen.findByRole('button', { name: 'Ok' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/psos/collections/5/open')).toBe(true));
});

test('a year without a collection offers to create it with psos.md’s default window', async () => {
  const calls = install(null, (call) =>
    call.method === 'POST' && call.path === '/api/psos/collections' ? collectionRecord({ status: 'Draft' }) : undefined,
  );
  await open(stateUser);
  fireEvent.click(await screen.findByRole('button', { name: T.create('2026-2027') }));
  const dialog = await findDialog(T.create('2026-2027'));
  expect(within(dialog).getByLabelText(T.fields.windowStart)).toHaveValue('06/01/2028');
  expect(within(dialog).getByLabelText(T.fields.windowEnd)).toHaveValue('09/30/2028');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await dialogClosed(T.create('2026-2027'));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    schoolYear: 2027,
    windowStart: '2028-06-01',
    windowEnd: '2028-09-30',
    verificationDueDate: null,
    instrumentVersion: null,
  });
});

test('a Closed collection is reopened only with a reason', async () => {
  const calls = install(collectionRecord({ status: 'Closed', final: true, closedAt: '2028-10-01T12:00:00.000Z' }), (call) =>
    call.path === '/api/psos/collections/5/reopen' ? collectionRecord() : undefined,
  );
  await open(stateUser);
  expect(await screen.findByText('Final')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: T.edit })).not.toBeInTheDocument();
  expect(screen.getByText(SettingsTexts.closedIntro)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: SettingsTexts.save })).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: T.reopen }));
  const dialog = await findDialog(T.reopenTitle('2026-2027'));
  fireEvent.click(within(dialog).getByRole('button', { name: T.reopen }));
  expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText(new RegExp(T.reopenReason)), { target: { value: 'Two LEAs sent late interviews' } });
  fireEvent.click(within(dialog).getByRole('button', { name: T.reopen }));
  await dialogClosed(T.reopenTitle('2026-2027'));
  expect(calls.find((c) => c.path === '/api/psos/collections/5/reopen')?.body).toEqual({ reason: 'Two LEAs sent late interviews' });
});

test('an Open collection’s own settings are saved with the threshold in hundredths of a point', async () => {
  const calls = install(collectionRecord(), (call) =>
    call.method === 'PUT' && call.path === '/api/psos/collections/5' ? collectionRecord() : undefined,
  );
  await open(stateUser);
  expect(await screen.findByText(SettingsTexts.collectionIntro)).toBeInTheDocument();
  const threshold = screen.getByLabelText(new RegExp(SettingsTexts.fields.representativenessThreshold.replace(/[()]/g, '.')));
  expect(threshold).toHaveValue('3.00');
  fireEvent.change(threshold, { target: { value: '3.5' } });
  fireEvent.change(screen.getByLabelText(new RegExp(SettingsTexts.fields.minimumWage.replace(/[()]/g, '.'))), {
    target: { value: '7.255' },
  });
  fireEvent.click(screen.getByRole('button', { name: SettingsTexts.save }));
  expect(await screen.findByText(SettingsTexts.wage)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(new RegExp(SettingsTexts.fields.minimumWage.replace(/[()]/g, '.'))), { target: { value: '12' } });
  fireEvent.click(screen.getByRole('button', { name: SettingsTexts.save }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
    windowStart: '2028-06-01',
    settings: { ...DEFAULT_PSOS_SETTINGS, representativenessThresholdHundredths: 350, minimumWage: 12 },
  });
});

test('assigns an LEA’s youth to a vendor', async () => {
  const calls = install(collectionRecord(), (call) =>
    call.method === 'PUT' && call.path.endsWith('/assignment') ? new Response(null, { status: 204 }) : undefined,
  );
  await open(stateUser);
  const leas = await screen.findByRole('table', { name: LeaTexts.caption });
  await within(leas).findByText(baker.name);
  fireEvent.mouseDown(within(leas).getByRole('combobox', { name: LeaTexts.assign(baker.name) }));
  fireEvent.click(await screen.findByTitle(vendor.name));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
    path: `/api/psos/collections/5/leas/${baker.id}/assignment`,
    body: { vendorId: 9 },
  });
});

test('adds a vendor, and the service’s refusal stays on its field', async () => {
  const calls = install(collectionRecord(), (call) =>
    call.method === 'POST' && call.path === '/api/psos/vendors'
      ? refusal(409, 'Another vendor has this name.', { name: 'Another vendor has this name.' })
      : undefined,
  );
  await open(stateUser);
  fireEvent.click(screen.getByRole('button', { name: VendorTexts.add }));
  const dialog = await findDialog(VendorTexts.addTitle);
  fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${VendorTexts.name}`)), { target: { value: vendor.name } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Another vendor has this name.')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: vendor.name, active: true });
});

test('district staff read the collection, its settings and vendors but change nothing', async () => {
  const calls = install(collectionRecord());
  await open(districtUser);
  await screen.findByText(T.title('2026-2027'));
  await screen.findByRole('table', { name: LeaTexts.caption });
  expect(screen.queryByRole('button', { name: T.edit })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: T.close })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: SettingsTexts.save })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: VendorTexts.add })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: LeaTexts.assign(adams.name) })).not.toBeInTheDocument();
  expect(calls.every((c) => c.method === 'GET')).toBe(true);
});
