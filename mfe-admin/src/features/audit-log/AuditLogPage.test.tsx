import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppPermissions, type Page } from '@portal/shared-contracts';
import { type AuditLogEntry } from '@portal/shared-contracts/admin';
import { formatDateTime } from '@portal/shared-contracts/sdk';
import { adminWith, installApi, renderAdminRoute, type ApiCall } from '../../testing/admin-harness';
import { AuditLogTexts } from './audit-log-texts';

const entry = (key: string, rest: Partial<AuditLogEntry>): AuditLogEntry => ({
  key,
  occurredAt: '2026-11-20T17:05:00.000Z',
  service: 'admin',
  event: 'list-value-renamed',
  actorUserId: 1,
  actorName: 'Sam Siteadmin',
  userId: null,
  userName: null,
  entityType: 'lookup-value',
  entityId: '38',
  leaId: null,
  leaName: null,
  ip: '127.0.0.1',
  details: { to: 'Mediation session', code: 'MED', from: 'Mediation', list: 'case_types' },
  students: null,
  ...rest,
});

const entries = [
  entry('admin:2', {}),
  entry('identity:9', {
    service: 'identity',
    event: 'sign-in',
    actorName: 'Casey Districtuser',
    userId: 5,
    userName: 'Casey Districtuser',
    entityType: 'user',
    entityId: '5',
    details: {},
  }),
  entry('identity:8', {
    service: 'identity',
    event: 'lea-updated',
    entityType: 'lea',
    entityId: '2',
    leaId: 2,
    leaName: 'Adams Public Schools',
    details: { fields: ['city', 'zip'] },
  }),
  entry('eco:disclosure:4', {
    service: 'eco',
    event: 'disclosure-export',
    actorName: 'Casey Districtuser',
    entityType: 'child',
    entityId: null,
    leaId: 3,
    leaName: 'Baker Public Schools',
    details: { route: 'GET /api/eco/children', filter: { format: 'csv' }, purpose: 'Annual review' },
    students: { count: 3, ids: ['1000000011', '1000000012'] },
  }),
];

function installLog() {
  return installApi((call) => {
    if (call.path === '/api/admin/audit-events/services') return ['admin', 'identity', 'notification'];
    if (call.path === '/api/admin/audit-events') {
      if (call.query.format === 'csv') return new Response('When,Service\r\n', { headers: { 'content-type': 'text/csv' } });
      const items = entries.filter((e) => !call.query.service || e.service === call.query.service);
      return {
        items,
        totalCount: items.length,
        pageNumber: Number(call.query.pageNumber),
        pageSize: Number(call.query.pageSize),
      } satisfies Page<AuditLogEntry>;
    }
    return undefined;
  });
}

const logCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/admin/audit-events');
const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

async function openLog() {
  const calls = installLog();
  renderAdminRoute('audit-log', adminWith(AppPermissions.AuditLogView));
  expect(await screen.findByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
  await screen.findByText('Adams Public Schools');
  return calls;
}

test('shows when, service, event, who, whom, which record, LEA, address and details, as the server pages them', async () => {
  const calls = await openLog();
  expect(
    within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['When', 'Service', 'Event', 'Actor', 'User', 'Record', 'LEA', 'IP', 'Students', 'Details']);
  expect(cells(bodyRows()[0]!)).toEqual([
    formatDateTime('2026-11-20T17:05:00.000Z'),
    'admin',
    'list-value-renamed',
    'Sam Siteadmin',
    '',
    'lookup-value 38',
    '',
    '127.0.0.1',
    '',
    'code: MED; from: Mediation; list: case_types; to: Mediation session',
  ]);
  expect(cells(bodyRows()[1]!).slice(3, 6)).toEqual(['Casey Districtuser', 'Casey Districtuser', 'user 5']);
  expect(cells(bodyRows()[2]!).at(-1)).toBe('fields: ["city","zip"]');
  // A read of student data: its students, and the route, filter and purpose as details.
  expect(cells(bodyRows()[3]!).slice(2)).toEqual([
    'disclosure-export',
    'Casey Districtuser',
    '',
    'child',
    'Baker Public Schools',
    '127.0.0.1',
    '3: 1000000011, 1000000012, …',
    'filter: {"format":"csv"}; purpose: Annual review; route: GET /api/eco/children',
  ]);
  expect(formatDateTime('2026-11-20T17:05:00.000Z')).toMatch(/^11\/20\/2026 \d{1,2}:05 (AM|PM)$/);
  expect(logCalls(calls)[0]!.query).toEqual({ pageNumber: '1', pageSize: '25' });
});

test('applies the filters together, sends them to the server, and Clear drops them', async () => {
  const calls = await openLog();
  fireEvent.mouseDown(screen.getByRole('combobox', { name: AuditLogTexts.service }));
  fireEvent.click(await screen.findByTitle('identity'));
  fireEvent.change(screen.getByRole('textbox', { name: AuditLogTexts.event }), { target: { value: ' lea-updated ' } });
  fireEvent.change(screen.getByRole('textbox', { name: AuditLogTexts.actor }), { target: { value: 'Sam' } });
  fireEvent.change(screen.getByRole('textbox', { name: AuditLogTexts.recordType }), { target: { value: 'lea' } });
  fireEvent.change(screen.getByRole('textbox', { name: AuditLogTexts.recordId }), { target: { value: '2' } });
  fireEvent.change(screen.getByRole('textbox', { name: AuditLogTexts.studentId }), { target: { value: ' 1000000011 ' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: AuditLogTexts.lea }));
  fireEvent.click(await screen.findByTitle('Adams Public Schools'));
  // Nothing is asked until the filters are applied.
  expect(logCalls(calls)).toHaveLength(1);

  fireEvent.click(screen.getByRole('button', { name: AuditLogTexts.apply }));
  await waitFor(() => expect(logCalls(calls)).toHaveLength(2));
  expect(logCalls(calls)[1]!.query).toEqual({
    pageNumber: '1',
    pageSize: '25',
    service: 'identity',
    event: 'lea-updated',
    actor: 'Sam',
    entityType: 'lea',
    entityId: '2',
    studentId: '1000000011',
    leaId: '2',
  });
  await waitFor(() => expect(bodyRows()).toHaveLength(2));

  fireEvent.click(screen.getByRole('button', { name: AuditLogTexts.clear }));
  await waitFor(() => expect(logCalls(calls).at(-1)!.query).toEqual({ pageNumber: '1', pageSize: '25' }));
  expect(screen.getByRole('textbox', { name: AuditLogTexts.event })).toHaveValue('');
});

test('a date range asks for whole days, from the start of the first to the end of the last', async () => {
  const calls = await openLog();
  const [start, end] = within(screen.getByRole('form', { name: AuditLogTexts.filters })).getAllByPlaceholderText(
    /date/i,
  ) as HTMLInputElement[];
  fireEvent.mouseDown(start!);
  fireEvent.change(start!, { target: { value: '11/01/2026' } });
  fireEvent.keyDown(start!, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.change(end!, { target: { value: '11/20/2026' } });
  fireEvent.keyDown(end!, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.click(screen.getByRole('button', { name: AuditLogTexts.apply }));
  await waitFor(() => expect(logCalls(calls).at(-1)!.query.from).toBeDefined());
  const { from, to } = logCalls(calls).at(-1)!.query;
  expect(new Date(from!).getTime()).toBe(new Date(2026, 10, 1).getTime());
  expect(new Date(to!).getTime()).toBe(new Date(2026, 10, 20, 23, 59, 59, 999).getTime());
});

test('searches, sorts by time and exports on the server', async () => {
  const calls = await openLog();
  const search = screen.getByRole('searchbox', { name: AuditLogTexts.search });
  fireEvent.change(search, { target: { value: 'Mediation' } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(logCalls(calls).at(-1)!.query).toMatchObject({ search: 'Mediation', pageNumber: '1' }));

  fireEvent.click(within(table()).getByRole('columnheader', { name: 'When' }));
  await waitFor(() => expect(logCalls(calls).at(-1)!.query).toMatchObject({ sortField: 'occurredAt', sortDirection: 'asc' }));

  URL.createObjectURL = () => 'blob:log';
  URL.revokeObjectURL = () => {};
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(clicked).toHaveBeenCalled());
  expect(logCalls(calls).at(-1)!.query).toEqual({ search: 'Mediation', sortField: 'occurredAt', sortDirection: 'asc', format: 'csv' });
  clicked.mockRestore();
});

test('is denied to an administrator without App.auditlog.view, who never calls the service', () => {
  const calls = installLog();
  renderAdminRoute('audit-log', adminWith(AppPermissions.ListManagerManage));
  expect(screen.getByText('Access Denied!')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

test('opens with the filters its address names, in the form and in the first call, so a shared link or Back shows the same entries', async () => {
  const calls = installLog();
  renderAdminRoute('audit-log?studentId=1000000011&service=identity&leaId=2', adminWith(AppPermissions.AuditLogView));
  expect(await screen.findByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
  await waitFor(() => expect(logCalls(calls)).toHaveLength(1));
  expect(logCalls(calls)[0]!.query).toEqual({ pageNumber: '1', pageSize: '25', studentId: '1000000011', service: 'identity', leaId: '2' });
  expect(screen.getByRole('textbox', { name: AuditLogTexts.studentId })).toHaveValue('1000000011');
});
