import { File as NodeFile } from 'node:buffer';
import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppPermissions, FieldMessages, type LeaSummary } from '@portal/shared-contracts';
import { CalendarMessages, type SchoolCalendar, type StateHoliday } from '@portal/shared-contracts/admin';
import { findDialog } from '@portal/shared-contracts/testing';
import { adminWith, installApi, renderAdminRoute, type ApiCall } from '../../testing/admin-harness';
import { CalendarTexts } from './calendar-texts';

const leaChoices: LeaSummary[] = [
  { id: 2, name: 'Adams Public Schools', leaCode: '01-1000', isIncludedInCharterGroup: false, isNdeLevelDistrict: false },
  { id: 3, name: 'Boone Public Schools', leaCode: '02-1007', isIncludedInCharterGroup: false, isNdeLevelDistrict: false },
];
const holidays: StateHoliday[] = [
  { id: 1, date: '2026-09-07', name: 'Labor Day', schoolYear: 2027 },
  { id: 2, date: '2026-10-30', name: 'Nevada Day', schoolYear: 2027 },
  { id: 3, date: '2026-11-27', name: 'Family Day', schoolYear: 2027 },
];
const adamsCalendar: SchoolCalendar = {
  leaId: 2,
  leaName: 'Adams Public Schools',
  schoolYear: 2027,
  importedAt: '2026-08-01T16:00:00.000Z',
  counts: { instructional: 1, partial: 1, 'early-release': 0, 'extended-year': 0, closed: 0 },
  days: [
    { date: '2026-09-08', kind: 'instructional', note: null },
    { date: '2026-09-09', kind: 'partial', note: 'Staff development' },
  ],
};
const { days: _days, ...adamsSummary } = adamsCalendar;
const file = 'date,kind,note\n2026-09-08,instructional,\n2026-09-09,partial,Staff development\n';

/** Admin's calendar calls as the service answers them; `answer` overrides. */
function installCalendarService(answer: (call: ApiCall) => Response | object | undefined = () => undefined) {
  let imported = false;
  return installApi((call) => {
    const overridden = answer(call);
    if (overridden) return overridden;
    if (call.path === '/api/leas/users') return leaChoices;
    if (call.path === '/api/admin/calendars/holidays' && call.method === 'GET') return holidays;
    if (call.path === '/api/admin/calendars/holidays' && call.method === 'POST')
      return Response.json({ id: 9, schoolYear: 2027, ...(call.body as object) }, { status: 201 });
    if (call.path === '/api/admin/calendars/holidays/generate') return holidays;
    if (call.path === '/api/admin/calendars/leas') return imported ? [adamsSummary] : [];
    if (call.path === '/api/admin/calendars/leas/2/2027/import') {
      imported = true;
      return adamsCalendar;
    }
    if (call.path === '/api/admin/calendars/leas/2/2027') return adamsCalendar;
    if (call.method === 'DELETE') return new Response(null, { status: 204 });
    return undefined;
  });
}

const manager = adminWith(AppPermissions.LeasManage);
const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');

async function openPage(answer?: (call: ApiCall) => Response | object | undefined) {
  const calls = installCalendarService(answer);
  renderAdminRoute('calendars', manager);
  expect(await screen.findByRole('heading', { level: 1, name: 'Calendars' })).toBeInTheDocument();
  await screen.findByText('Nevada Day');
  return calls;
}

async function chooseAdams() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: CalendarTexts.lea }));
  fireEvent.click(await screen.findByTitle('Adams Public Schools (01-1000)'));
}

const chooseFile = (content: string) =>
  fireEvent.change(screen.getByLabelText(CalendarTexts.chooseFile), {
    target: { files: [new NodeFile([content], 'calendar.csv', { type: 'text/csv' })] },
  });

test('shows the state holidays of the shell’s school year with their days, and adds, generates and removes holidays', async () => {
  const calls = await openPage();
  expect(screen.getByRole('heading', { level: 2, name: CalendarTexts.holidaysTitle('2026-2027') })).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/api/admin/calendars/holidays')?.query).toEqual({ schoolYear: '2027' });
  const row = screen.getByText('Nevada Day').closest('tr')!;
  expect([...row.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent)).toEqual(['10/30/2026', 'Fri']);

  const date = screen.getByLabelText(/^Date/);
  fireEvent.mouseDown(date);
  fireEvent.focus(date);
  fireEvent.change(date, { target: { value: '04/02/2027' } });
  fireEvent.keyDown(date, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.change(screen.getByLabelText(/^Holiday name/), { target: { value: 'Day of Mourning' } });
  fireEvent.click(screen.getByRole('button', { name: CalendarTexts.add }));
  await waitFor(() =>
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/api/admin/calendars/holidays', query: {}, body: { date: '2027-04-02', name: 'Day of Mourning' } },
    ]),
  );

  fireEvent.click(screen.getByRole('button', { name: CalendarTexts.generate }));
  await waitFor(() =>
    expect(writes(calls).at(-1)).toMatchObject({ path: '/api/admin/calendars/holidays/generate', query: { schoolYear: '2027' } }),
  );

  fireEvent.click(screen.getByRole('button', { name: `${CalendarTexts.remove} Family Day` }));
  const confirm = await findDialog(CalendarTexts.removeTitle('Family Day', '11/27/2026'));
  fireEvent.click(within(confirm).getByRole('button', { name: 'Ok' }));
  await waitFor(() => expect(writes(calls).at(-1)).toMatchObject({ method: 'DELETE', path: '/api/admin/calendars/holidays/3' }));
});

test('an LEA without a calendar is counted in business days; a refused file lists each line, an accepted one shows its days', async () => {
  let refuse = true;
  const reasons = [`Line 3, date: ${FieldMessages.invalidDate}`, `Line 4, kind: ${CalendarMessages.kind}`];
  const calls = await openPage((call) => {
    if (call.path !== '/api/admin/calendars/leas/2/2027/import' || !refuse) return undefined;
    refuse = false;
    return Response.json({ statusCode: 400, code: 'BAD_REQUEST', message: CalendarMessages.notImported(2), reasons }, { status: 400 });
  });
  await chooseAdams();
  expect(await screen.findByText(CalendarTexts.noCalendar)).toBeInTheDocument();

  chooseFile('date,kind\n2026-09-08,instructional\n09/09/2026,instructional\n2026-09-10,holiday\n');
  const alert = (await screen.findByText(CalendarMessages.notImported(2))).closest('.ant-alert') as HTMLElement;
  expect(alert).toHaveAttribute('role', 'alert');
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(reasons);

  chooseFile(file);
  expect(await screen.findByText('Staff development')).toBeInTheDocument();
  expect(screen.queryByText(CalendarTexts.noCalendar)).toBeNull();
  expect(writes(calls).map((c) => [c.path, c.body])).toEqual([
    ['/api/admin/calendars/leas/2/2027/import', 'date,kind\n2026-09-08,instructional\n09/09/2026,instructional\n2026-09-10,holiday\n'],
    ['/api/admin/calendars/leas/2/2027/import', file],
  ]);
  expect(screen.getByText('09/09/2026').closest('tr')).toHaveTextContent('Partial');
});

test("downloads the chosen LEA's calendar days, named for the LEA and the year", async () => {
  const calls = await openPage((call) => (call.path === '/api/admin/calendars/leas' ? [adamsSummary] : undefined));
  await chooseAdams();
  expect(await screen.findByText('Staff development')).toBeInTheDocument();
  URL.createObjectURL = () => 'blob:calendar';
  URL.revokeObjectURL = () => {};
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  fireEvent.click(screen.getByRole('button', { name: 'Download Excel (.xlsx)' }));
  await waitFor(() => expect(clicked).toHaveBeenCalled());
  expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('school-calendar Adams Public Schools 2026-2027.xlsx');
  expect(calls.filter((c) => c.query.format)).toEqual([
    expect.objectContaining({ method: 'GET', path: '/api/admin/calendars/leas/2/2027', query: { format: 'xlsx' } }),
  ]);
  clicked.mockRestore();
});

test('the page is refused to an administrator without App.leas.manage, without calling the service', async () => {
  const calls = installCalendarService();
  renderAdminRoute('calendars', adminWith(AppPermissions.SchoolsManage));
  expect(await screen.findByText('Access Denied!')).toBeInTheDocument();
  expect(calls).toEqual([]);
});
