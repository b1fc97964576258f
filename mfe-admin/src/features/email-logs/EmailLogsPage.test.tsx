import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppPermissions, type Page } from '@portal/shared-contracts';
import { EmailLogTexts, type EmailLogDetail, type EmailLogEntry } from '@portal/shared-contracts/admin';
import { dialogClosed, findDialog } from '@portal/shared-contracts/testing';
import { adminWith, installApi, refusal, renderAdminRoute, type ApiCall } from '../../testing/admin-harness';
import { EmailLogPageTexts as T } from './email-log-texts';

const mail = (id: number, to: string, subject: string, rest: Partial<EmailLogEntry> = {}): EmailLogEntry => ({
  id,
  mailId: `00000000-0000-4000-8000-00000000000${id}`,
  to,
  subject,
  type: 'password-reset',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-02T15:04:00.000Z',
  updatedAt: '2026-11-02T15:04:02.000Z',
  sentAt: '2026-11-02T15:04:02.000Z',
  ...rest,
});

const reset = mail(1, 'pat@example.org', 'Reset your password');
const bounced = mail(2, 'casey@example.org', 'Restraint violation created', {
  type: 'restraint.violation-created',
  status: 'failed',
  sentAt: null,
  lastError: '550 Recipient refused',
});
const details: Record<number, EmailLogDetail> = {
  1: {
    ...reset,
    text: 'Reset your password here: https://portal.test/reset',
    html: '<p>Reset your password <a href="https://portal.test/reset">here</a>.</p><script>window.pwned = true</script><img src="x" onerror="window.pwned = true">',
    messageId: '<00000000@portal.test>',
  },
  2: { ...bounced, text: 'A violation was recorded.', html: null, messageId: null },
};

function installEmailService(answer: (call: ApiCall) => Response | undefined = () => undefined) {
  return installApi((call) => {
    const overridden = answer(call);
    if (overridden) return overridden;
    if (call.path === '/api/emails/types') return ['password-reset', 'restraint.violation-created'];
    if (call.path === '/api/emails') {
      const items = [reset, bounced].filter(
        (m) =>
          (!call.query.status || m.status === call.query.status) &&
          (m.to + m.subject).toLowerCase().includes((call.query.search ?? '').toLowerCase()),
      );
      return {
        items,
        totalCount: items.length,
        pageNumber: Number(call.query.pageNumber),
        pageSize: Number(call.query.pageSize),
      } satisfies Page<EmailLogEntry>;
    }
    const one = /^\/api\/emails\/(\d+)$/.exec(call.path);
    if (one) return details[Number(one[1])];
    if (call.path === '/api/emails/2/retry') return Response.json({ retried: 1 }, { status: 202 });
    return undefined;
  });
}

const viewer = adminWith(AppPermissions.EmailLogsView);
const lastListCall = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/emails').at(-1)!;
const rowOf = (subject: string) => screen.getByText(subject, { selector: 'td' }).closest('tr')!;

async function openPage(permissions = viewer, answer?: (call: ApiCall) => Response | undefined) {
  const calls = installEmailService(answer);
  renderAdminRoute('email-logs', permissions);
  expect(await screen.findByRole('heading', { level: 1, name: 'Email Logs' })).toBeInTheDocument();
  await screen.findByText(reset.subject);
  return calls;
}

test('lists the mails the service pages, with recipient, subject, type, status and attempts', async () => {
  const calls = await openPage();
  expect(
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['To', 'Subject', 'Type', 'Status', 'Attempts', 'Created', 'Sent', 'Last attempt', 'Last error', 'Actions']);
  const cells = [...rowOf(bounced.subject).querySelectorAll('td')].map((td) => td.textContent);
  expect(cells.slice(0, 5)).toEqual(['casey@example.org', 'Restraint violation created', 'restraint.violation-created', 'Failed', '1']);
  expect(cells[5]).toMatch(/^11\/02\/2026 \d{1,2}:04 (AM|PM)$/);
  expect(cells[6]).toBe('');
  expect(lastListCall(calls).query).toEqual({ pageNumber: '1', pageSize: '25' });
});

test('searches, filters by status and type, and sorts on the server', async () => {
  const calls = await openPage();
  const search = screen.getByRole('searchbox', { name: T.search });
  fireEvent.change(search, { target: { value: 'casey' } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(lastListCall(calls).query).toMatchObject({ search: 'casey', pageNumber: '1' }));
  await waitFor(() => expect(screen.queryByText(reset.subject, { selector: 'td' })).toBeNull());

  fireEvent.mouseDown(screen.getByRole('combobox', { name: T.status }));
  fireEvent.click(await screen.findByTitle('Failed'));
  await waitFor(() => expect(lastListCall(calls).query).toMatchObject({ status: 'failed' }));

  fireEvent.mouseDown(screen.getByRole('combobox', { name: T.type }));
  fireEvent.click(await screen.findByTitle('restraint.violation-created'));
  await waitFor(() =>
    expect(lastListCall(calls).query).toMatchObject({ type: 'restraint.violation-created', status: 'failed', search: 'casey' }),
  );

  fireEvent.click(screen.getByText('Attempts', { selector: 'th *' }));
  await waitFor(() => expect(lastListCall(calls).query).toMatchObject({ sortField: 'attempts', sortDirection: 'asc' }));
  expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
});

test('View shows the mail with its text part and its HTML part rendered without scripts', async () => {
  await openPage();
  fireEvent.click(screen.getByRole('button', { name: T.viewLabel(reset.to, reset.subject) }));
  const dialog = await findDialog(T.viewerTitle(reset.subject));
  expect(await within(dialog).findByText('Reset your password here: https://portal.test/reset')).toBeInTheDocument();
  expect(within(dialog).getByText('<00000000@portal.test>')).toBeInTheDocument();
  // Sent: nothing to retry, whoever looks.
  expect(within(dialog).queryByRole('button', { name: T.retry })).toBeNull();

  fireEvent.click(within(dialog).getByRole('tab', { name: T.htmlPart }));
  const link = await within(dialog).findByRole('link', { name: 'here' });
  expect(link).toHaveAttribute('href', 'https://portal.test/reset');
  expect(dialog.querySelector('script')).toBeNull();
  expect(dialog.querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();
  expect((window as { pwned?: boolean }).pwned).toBeUndefined();

  // The footer's Close, not the corner's, which has the same name.
  fireEvent.click(within(dialog).getAllByRole('button', { name: T.close }).at(-1)!);
  await dialogClosed(T.viewerTitle(reset.subject));
});

test('a mail without an HTML part says so, and shows why it failed', async () => {
  await openPage();
  fireEvent.click(screen.getByRole('button', { name: T.viewLabel(bounced.to, bounced.subject) }));
  const dialog = await findDialog(T.viewerTitle(bounced.subject));
  expect(await within(dialog).findByText('550 Recipient refused')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('tab', { name: T.htmlPart }));
  expect(await within(dialog).findByText(T.noHtml)).toBeInTheDocument();
  // Retrying is Admin Utilities' key: a viewer without it is not offered it.
  expect(within(dialog).queryByRole('button', { name: T.retry })).toBeNull();
});

test("a holder of Admin Utilities' key can retry a failed mail from the viewer; a refusal is told", async () => {
  let refuse = false;
  const calls = await openPage(adminWith(AppPermissions.EmailLogsView, AppPermissions.RolesManage), (call) =>
    refuse && call.method === 'POST' ? refusal(409, EmailLogTexts.alreadySent) : undefined,
  );
  fireEvent.click(screen.getByRole('button', { name: T.viewLabel(bounced.to, bounced.subject) }));
  const dialog = await findDialog(T.viewerTitle(bounced.subject));
  fireEvent.click(await within(dialog).findByRole('button', { name: T.retry }));
  expect(await screen.findByText(T.retried)).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/emails/2/retry']);

  refuse = true;
  fireEvent.click(within(dialog).getByRole('button', { name: T.retry }));
  expect(await screen.findByText(`Error: ${EmailLogTexts.alreadySent}`)).toBeInTheDocument();
});

test('a created range in the address is asked of the server and shown in the picker, as a shared link or Back brings it', async () => {
  const calls = installEmailService();
  const from = new Date(2026, 10, 1).toISOString();
  const to = new Date(2026, 10, 20, 23, 59, 59, 999).toISOString();
  renderAdminRoute(`email-logs?createdFrom=${encodeURIComponent(from)}&createdTo=${encodeURIComponent(to)}`, viewer);
  await screen.findByText(reset.subject);
  expect(lastListCall(calls).query).toMatchObject({ createdFrom: from, createdTo: to });
  expect(screen.getByDisplayValue('2026-11-01')).toBeInTheDocument();
});
