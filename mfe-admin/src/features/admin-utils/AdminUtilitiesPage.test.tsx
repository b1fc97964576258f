import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppPermissions, FieldMessages } from '@portal/shared-contracts';
import {
  QUEUE_UNAVAILABLE,
  SystemMessageCaptions,
  SystemMessageTexts,
  TestMailCaptions,
  TestMailTexts,
  type NotificationQueueFigures,
} from '@portal/shared-contracts/admin';
import { findDialog } from '@portal/shared-contracts/testing';
import { adminWith, installApi, refusal, renderAdminRoute, type ApiCall } from '../../testing/admin-harness';
import { AdminUtilsTexts as T, FigureLabels } from './admin-utils-texts';

const figures: NotificationQueueFigures = { waiting: 2, active: 1, delayed: 0, failed: 4, sent: 120, mailsFailed: 3, outboxPending: 0 };

function installUtilities(answer: (call: ApiCall) => Response | undefined = () => undefined) {
  return installApi((call) => {
    const overridden = answer(call);
    if (overridden) return overridden;
    if (call.path === '/api/event-notification/queue/figures') return figures;
    if (call.path === '/api/emails/retry-failed') return Response.json({ retried: 4 }, { status: 202 });
    if (call.path === '/api/emails/test') return Response.json({ mailId: '00000000-0000-4000-8000-000000000001' }, { status: 202 });
    if (call.path === '/api/notificationmesages') return Response.json({ delivered: 3 }, { status: 201 });
    return undefined;
  });
}

const utilities = adminWith(AppPermissions.RolesManage);
const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);
const card = (title: string) => screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

async function openPage(answer?: (call: ApiCall) => Response | undefined) {
  const calls = installUtilities(answer);
  renderAdminRoute('admin-utils', utilities);
  expect(await screen.findByRole('heading', { level: 1, name: 'Admin Utilities' })).toBeInTheDocument();
  return calls;
}

test('shows the queue figures and retries every failed job once asked and confirmed', async () => {
  const calls = await openPage();
  const queue = card(T.queueTitle);
  await within(queue).findByText(FigureLabels.failed);
  const shown = Object.fromEntries(
    [...queue.querySelectorAll('.ant-statistic')].map((s) => [
      s.querySelector('.ant-statistic-title')!.textContent,
      s.querySelector('.ant-statistic-content')!.textContent,
    ]),
  );
  expect(shown).toEqual({
    Waiting: '2',
    'Being worked': '1',
    'Waiting to retry': '0',
    'Failed jobs': '4',
    'E-mails sent': '120',
    'E-mails failed': '3',
    'Not yet queued': '0',
  });

  fireEvent.click(within(queue).getByText(T.retryFailed));
  const confirm = await findDialog(T.retryFailedTitle);
  expect(posts(calls)).toEqual([]);
  fireEvent.click(within(confirm).getByText(T.retryFailed));
  expect(await within(queue).findByText('4 failed jobs queued again.')).toBeInTheDocument();
  expect(posts(calls)).toEqual([['/api/emails/retry-failed', undefined]]);
  // The figures are read again after the retry.
  await waitFor(() => expect(calls.filter((c) => c.path === '/api/event-notification/queue/figures').length).toBeGreaterThanOrEqual(2));
});

test('says so when the queue cannot be reached', async () => {
  await openPage((call) => (call.path === '/api/event-notification/queue/figures' ? refusal(503, QUEUE_UNAVAILABLE) : undefined));
  expect(await within(card(T.queueTitle)).findByText(QUEUE_UNAVAILABLE)).toBeInTheDocument();
});

test('the test e-mail checks the address with the shared messages, then is queued and points to Email Logs', async () => {
  const calls = await openPage();
  const test = card(T.testTitle);
  const address = within(test).getByLabelText(TestMailCaptions.to);
  fireEvent.change(address, { target: { value: 'not-an-address' } });
  fireEvent.blur(address);
  expect(await within(test).findByText(FieldMessages.email)).toBeInTheDocument();
  fireEvent.click(within(test).getByText(T.send));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(posts(calls)).toEqual([]);

  fireEvent.change(address, { target: { value: 'ops@example.org' } });
  fireEvent.click(within(test).getByText(T.send));
  const link = await within(test).findByRole('link', { name: T.openEmailLogs });
  expect(link).toHaveAttribute('href', '/admin/email-logs');
  expect(within(test).getByRole('status')).toHaveTextContent(TestMailTexts.queued);
  expect(posts(calls)).toEqual([['/api/emails/test', { to: 'ops@example.org' }]]);
});

test('a system message needs its text and who it goes to, is confirmed, then posted with only what its audience needs', async () => {
  const calls = await openPage();
  const message = card(T.messageTitle);
  fireEvent.click(within(message).getByText(T.post));
  expect(await within(message).findAllByText(FieldMessages.required)).toHaveLength(2);
  expect(posts(calls)).toEqual([]);

  fireEvent.change(within(message).getByLabelText(SystemMessageCaptions.message), {
    target: { value: 'The portal is down Saturday 8 PM to 10 PM.' },
  });
  fireEvent.change(within(message).getByLabelText(SystemMessageCaptions.openUrl), { target: { value: '/notification-settings' } });
  fireEvent.click(within(message).getByLabelText("An LEA's users"));
  fireEvent.mouseDown(await within(message).findByLabelText(SystemMessageCaptions.leaId));
  fireEvent.click(await screen.findByTitle('Adams Public Schools'));
  fireEvent.click(within(message).getByText(T.post));

  const confirm = await findDialog(T.postConfirm('the users of Adams Public Schools'));
  fireEvent.click(within(confirm).getByText(T.post));
  expect(await within(message).findByText(SystemMessageTexts.posted(3))).toBeInTheDocument();
  expect(posts(calls)).toEqual([
    [
      '/api/notificationmesages',
      { message: 'The portal is down Saturday 8 PM to 10 PM.', openUrl: '/notification-settings', audience: 'lea', leaId: 2 },
    ],
  ]);
  // Posted: the form is empty again for the next message.
  await waitFor(() => expect(within(message).getByLabelText(SystemMessageCaptions.message)).toHaveValue(''));
});
