import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppPermissions, FieldMessages } from '@portal/shared-contracts';
import { RestraintMessages, RestraintPermissions as R } from '@portal/shared-contracts/restraint';
import { installApi, refusal, type ApiCall } from '@portal/shared-contracts/testing';
import { districtAdmin, incidentRecord, leas, listItem, pageAnswer, renderRestraint } from '../../testing/restraint-harness';
import { DetailTexts } from './detail-texts';
import { FormTexts as T } from './form-texts';
import { IncidentTexts } from './incident-texts';

/** restraint.md: private school data entry is given to named users, with the three view tiers and no LEA's create. */
const privateSchoolEntry: readonly string[] = [
  R.Access,
  R.ViolationListView,
  R.ViolationView,
  R.ViolationDetailsView,
  R.PrivateSchoolDataEntry,
];
/** A state admin: every restraint key and every LEA. */
const stateAdmin: readonly string[] = [AppPermissions.StateAdmin, AppPermissions.AllLeas, ...Object.values(R)];

const sierra = { id: 3, code: 'PS001', name: 'Sierra Nevada Academy' };
const basin = { id: 4, code: 'PS002', name: 'Great Basin Christian School' };
const stateLea = leas[0]!;

function installIncidents(answer: (call: ApiCall) => Response | object | undefined = () => undefined) {
  return installApi((call) => {
    const overridden = answer(call);
    if (overridden) return overridden;
    if (call.path === '/api/restraint/incidents' && call.method === 'GET') return pageAnswer([listItem(7)], call);
    if (call.path === '/api/restraint/private-schools') return { items: [sierra, basin] };
    if (call.path.startsWith('/api/leas/school-lookups/')) return [{ id: 11, name: 'Adams Elementary', externalSchoolId: '01-1000-001' }];
    if (call.path.endsWith('/history')) return { items: [] };
    return undefined;
  });
}

const form = () => screen.findByRole('form', { name: T.newTitle });
const comboboxNames = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('combobox')
    .map((box) => box.getAttribute('aria-label'));

test('a private school data entry user, without an LEA to enter for, makes a new incident at a private school of theirs', async () => {
  const calls = installIncidents();
  renderRestraint('incidents', privateSchoolEntry);
  fireEvent.click(await screen.findByRole('button', { name: IncidentTexts.newIncident }));
  const entry = await form();
  expect(comboboxNames(entry)).toContain(T.fields.privateSchoolId);
  expect(comboboxNames(entry)).not.toContain(T.fields.leaId);
  expect(comboboxNames(entry)).not.toContain(T.fields.place);

  fireEvent.mouseDown(within(entry).getByRole('combobox', { name: T.fields.privateSchoolId }));
  expect((await screen.findAllByTitle('Sierra Nevada Academy (PS001)')).length).toBeGreaterThan(0);

  fireEvent.click(within(entry).getByRole('button', { name: T.save }));
  await waitFor(() =>
    expect(within(entry).getByRole('combobox', { name: T.fields.privateSchoolId })).toHaveAttribute('aria-invalid', 'true'),
  );
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('a state admin chooses where the incident happened: an LEA school, or any private school', async () => {
  installIncidents();
  renderRestraint('incidents?new=1', stateAdmin);
  const entry = await form();
  expect(comboboxNames(entry)).toEqual(expect.arrayContaining([T.fields.place, T.fields.leaId, T.fields.schoolId]));
  expect(comboboxNames(entry)).not.toContain(T.fields.privateSchoolId);

  fireEvent.mouseDown(within(entry).getByRole('combobox', { name: T.fields.place }));
  fireEvent.click((await screen.findAllByTitle(T.places.private)).at(-1)!);
  await waitFor(() => expect(comboboxNames(entry)).toContain(T.fields.privateSchoolId));
  expect(comboboxNames(entry)).not.toContain(T.fields.leaId);
  fireEvent.mouseDown(within(entry).getByRole('combobox', { name: T.fields.privateSchoolId }));
  expect((await screen.findAllByTitle('Great Basin Christian School (PS002)')).length).toBeGreaterThan(0);
});

test("a private school's Draft is edited by its data entry user and saved as the private school's, under no LEA; the service's refusal shows at the field", async () => {
  const draft = incidentRecord({
    status: 'Draft',
    violations: [],
    leaId: stateLea.id,
    leaName: stateLea.name,
    schoolId: null,
    schoolName: null,
    privateSchoolId: sierra.id,
    privateSchoolName: sierra.name,
  });
  const calls = installIncidents((call) => {
    if (call.path !== '/api/restraint/incidents/7') return undefined;
    if (call.method === 'PUT')
      return refusal(409, RestraintMessages.duplicateLocalId, { localIncidentId: RestraintMessages.duplicateLocalId });
    return draft;
  });
  renderRestraint('incidents?incidentId=7', privateSchoolEntry);
  expect(await screen.findByText(sierra.name)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: DetailTexts.finalize })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: DetailTexts.edit }));
  const edit = await screen.findByRole('form', { name: T.editTitle(draft.number) });
  expect(comboboxNames(edit)).not.toContain(T.fields.leaId);
  fireEvent.click(within(edit).getByRole('button', { name: T.save }));
  expect(await within(edit).findByText(RestraintMessages.duplicateLocalId)).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
    leaId: null,
    schoolId: null,
    privateSchoolId: sierra.id,
    localIncidentId: 'LOC-7',
    version: 2,
  });
});

test('a district user enters for their LEA only: no choice of place and no call for private schools', async () => {
  const calls = installIncidents();
  renderRestraint('incidents?new=1', districtAdmin);
  const entry = await form();
  await waitFor(() => expect(comboboxNames(entry)).toContain(T.fields.schoolId));
  expect(comboboxNames(entry)).not.toContain(T.fields.place);
  expect(comboboxNames(entry)).not.toContain(T.fields.privateSchoolId);
  fireEvent.click(within(entry).getByRole('button', { name: T.save }));
  expect((await within(entry).findAllByText(FieldMessages.selectFromList)).length).toBeGreaterThan(0);
  expect(calls.some((call) => call.path === '/api/restraint/private-schools')).toBe(false);
});
