import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { MessageStatus, type NotificationMessage } from '@portal/shared-contracts';
import { sessionStore } from '@portal/shared-contracts/sdk';
import { MessagesWidget, NO_MESSAGES } from './MessagesWidget';

const newReport: NotificationMessage = {
  id: 7,
  message: 'Reports are ready to review.',
  createdOn: '2026-11-20T15:05:00Z',
  status: MessageStatus.New,
  openUrl: '/restraint-aversive-intervention/reports',
};
const maintenance: NotificationMessage = {
  id: 8,
  message: 'Scheduled maintenance on Saturday.',
  createdOn: '2026-11-18T09:00:00Z',
  status: MessageStatus.Viewed,
  openUrl: null,
};

let messages: NotificationMessage[];
let calls: string[];

/** The notification API of the notifications service, as far as the widget uses it. */
function installServer(answer: (method: string, path: string) => Response | null = () => null) {
  calls = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path}`);
    const override = answer(request.method, path);
    if (override) return override;
    if (request.method === 'GET' && path === '/api/event-notification/message/user-messages') return Response.json(messages);
    const change = /^\/api\/event-notification\/message\/(view|dismiss)\/(\d+)$/.exec(path);
    if (request.method === 'PUT' && change) {
      const id = Number(change[2]);
      messages =
        change[1] === 'view'
          ? messages.map((m) => (m.id === id ? { ...m, status: MessageStatus.Viewed } : m))
          : messages.filter((m) => m.id !== id);
      return new Response(null, { status: 204 });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  }) as typeof fetch;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderWidget() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<MessagesWidget />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  messages = [newReport, maintenance];
  // With a school year chosen, the client sends each call at once instead of fetching the years first.
  sessionStore.setState({ currentSchoolYear: { key: 2027, label: '2026-2027' } });
});

test('with no messages the widget says so, and still links to Notification Settings', async () => {
  messages = [];
  installServer();
  renderWidget();
  expect(await screen.findByText(NO_MESSAGES)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Notification Settings' })).toHaveAttribute('href', '/notification-settings');
});

test('a New message is marked so, and the mark reaches a keyboard user on its button', async () => {
  installServer();
  renderWidget();
  const open = await screen.findByRole('button', { name: newReport.message });
  expect(open).toHaveAccessibleDescription(expect.stringContaining('New'));
  expect(screen.getByRole('button', { name: maintenance.message })).not.toHaveAccessibleDescription(expect.stringContaining('New'));
  expect(screen.getAllByText('New')).toHaveLength(1);
});

test('opening a message marks it Viewed, then follows its openUrl', async () => {
  installServer();
  renderWidget();
  fireEvent.click(await screen.findByRole('button', { name: newReport.message }));
  expect(await screen.findByTestId('where')).toHaveTextContent('/restraint-aversive-intervention/reports');
  expect(calls).toContain('PUT /api/event-notification/message/view/7');
});

test('opening a message without an openUrl only marks it Viewed', async () => {
  messages = [{ ...maintenance, status: MessageStatus.New }];
  installServer();
  renderWidget();
  fireEvent.click(await screen.findByRole('button', { name: maintenance.message }));
  await waitFor(() => expect(screen.queryByText('New')).toBeNull());
  expect(calls).toContain('PUT /api/event-notification/message/view/8');
  expect(screen.queryByTestId('where')).toBeNull();
});

test('dismissing a message removes it from the list and keeps the keyboard in the widget', async () => {
  installServer();
  renderWidget();
  const list = await screen.findByRole('list');
  fireEvent.click(within(list).getByRole('button', { name: `Dismiss message: ${newReport.message}` }));
  await waitFor(() => expect(screen.queryByText(newReport.message)).toBeNull());
  expect(calls).toContain('PUT /api/event-notification/message/dismiss/7');
  expect(screen.getByText(maintenance.message)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Messages' })).toHaveFocus();
});

test('dismissing the last message leaves the empty text', async () => {
  messages = [maintenance];
  installServer();
  renderWidget();
  fireEvent.click(await screen.findByRole('button', { name: `Dismiss message: ${maintenance.message}` }));
  expect(await screen.findByText(NO_MESSAGES)).toBeInTheDocument();
});

test("a refused change shows the server's message once, and the list is read again", async () => {
  installServer((method) =>
    method === 'PUT' ? Response.json({ statusCode: 404, code: 'NOT_FOUND', message: 'There is no such message.' }, { status: 404 }) : null,
  );
  renderWidget();
  fireEvent.click(await screen.findByRole('button', { name: `Dismiss message: ${newReport.message}` }));
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no such message.');
  expect(calls.filter((c) => c.startsWith('PUT'))).toHaveLength(1);
  await waitFor(() => expect(calls.filter((c) => c.endsWith('/user-messages'))).toHaveLength(2));
});

test('a list that cannot be loaded shows the generic HTTP message of spec 8', async () => {
  installServer(() => Response.json({ statusCode: 403, code: 'FORBIDDEN', message: 'Forbidden' }, { status: 403 }));
  renderWidget();
  expect(await screen.findByRole('alert')).toHaveTextContent('Access Denied!');
  expect(screen.queryByText(NO_MESSAGES)).toBeNull();
});
