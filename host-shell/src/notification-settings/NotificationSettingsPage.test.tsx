import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SubscriptionMessages, type Subscription } from '@portal/shared-contracts';
import { dialogClosed, findDialog, installServer, renderPage, rows, signInAs, subscriptionCell } from './subscriptions-test-harness';

beforeEach(() => signInAs());

const table = () => screen.getByRole('table');
const row = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr')!;
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

/** Rows past the five of the harness, to fill more than one page. */
const more = (count: number): Subscription[] =>
  Array.from({ length: count }, (_, i) => ({ ...rows.violation, eventNotificationTypeId: 1000 + i, name: `Extra notification ${i + 1}` }));

test('lists the notification types under the columns of spec 2, 25 a page, with 25, 50 and 100 to choose from', async () => {
  installServer([...Object.values(rows), ...more(25)]);
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Notification Settings' })).toBeInTheDocument();
  await screen.findByText(rows.violation.name);

  expect(
    within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Actions', 'name', 'description', 'subscription', 'Manage Subscription']);
  expect(bodyRows()).toHaveLength(25);
  expect(screen.getByText('1 - 25 / 30')).toBeInTheDocument();

  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Items per page' }));
  const listbox = await screen.findByRole('listbox');
  expect(
    within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['25', '50', '100']);
  fireEvent.click(screen.getByTitle('50'));
  await waitFor(() => expect(bodyRows()).toHaveLength(30));
});

test('the subscription column says whether the user is subscribed, on which channels and how often, and marks required types', async () => {
  installServer();
  renderPage();
  await screen.findByText(rows.violation.name);
  const summary = subscriptionCell;

  expect(summary(rows.violation.name)).toBe('Not subscribed');
  expect(summary(rows.capMissed.name)).toBe('Subscribed RequiredE-mail (Immediately), In-system messages');
  expect(summary(rows.disputeSubmitted.name)).toBe('SubscribedIn-system messages');
  expect(summary(rows.psosOpened.name)).toBe('SubscribedE-mail (Daily)');
  expect(summary(rows.visitScheduled.name)).toBe('Not subscribed');
  expect(within(row(rows.violation.name)).getByText(rows.violation.description)).toBeInTheDocument();
});

test('Unsubscribe is offered only where there is a subscription to end and the type is not required', async () => {
  installServer();
  renderPage();
  await screen.findByText(rows.violation.name);
  const unsubscribeIn = (subscription: Subscription) => screen.getByRole('button', { name: `Unsubscribe from ${subscription.name}` });

  expect(unsubscribeIn(rows.violation)).toBeDisabled();
  expect(unsubscribeIn(rows.capMissed)).toBeDisabled();
  expect(unsubscribeIn(rows.visitScheduled)).toBeDisabled();
  expect(unsubscribeIn(rows.disputeSubmitted)).toBeEnabled();
  expect(unsubscribeIn(rows.psosOpened)).toBeEnabled();
});

test("a row's Unsubscribe asks first, with Cancel and Unsubscribe; Cancel leaves it, Unsubscribe ends it and the list is read again", async () => {
  const server = installServer();
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: `Unsubscribe from ${rows.disputeSubmitted.name}` }));

  const question = SubscriptionMessages.confirmUnsubscribe(rows.disputeSubmitted.name);
  expect(question).toBe('Are you sure you want to unsubscribe from Dispute resolution request submitted?');
  let confirm = await findDialog(question);
  expect(
    within(confirm)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Cancel', 'Unsubscribe']);
  fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await dialogClosed(question);
  expect(server.calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: `Unsubscribe from ${rows.disputeSubmitted.name}` }));
  confirm = await findDialog(question);
  fireEvent.click(within(confirm).getByRole('button', { name: 'Unsubscribe' }));

  expect(await screen.findByText(SubscriptionMessages.saved)).toBeInTheDocument();
  expect(server.calls).toContain('DELETE /api/event-notification/subscriptions/unsubscribe/12');
  await waitFor(() => expect(subscriptionCell(rows.disputeSubmitted.name)).toBe('Not subscribed'));
  expect(server.calls.filter((call) => call === 'GET /api/event-notification/subscriptions/user')).toHaveLength(2);
  // Its Unsubscribe is disabled now: the keyboard is handed to the row's Manage Subscription.
  expect(screen.getByRole('button', { name: `Manage Subscription for ${rows.disputeSubmitted.name}` })).toHaveFocus();
});

test("a refused unsubscribe says 'Error updating subscription'", async () => {
  installServer(undefined, (method) =>
    method === 'DELETE'
      ? Response.json({ statusCode: 409, code: 'REQUIRED', message: SubscriptionMessages.required }, { status: 409 })
      : null,
  );
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: `Unsubscribe from ${rows.psosOpened.name}` }));
  const confirm = await findDialog(SubscriptionMessages.confirmUnsubscribe(rows.psosOpened.name));
  fireEvent.click(within(confirm).getByRole('button', { name: 'Unsubscribe' }));
  expect(await screen.findByText(SubscriptionMessages.failed)).toBeInTheDocument();
});

test('a list that cannot be loaded is only logged: the table stays empty and nothing else is said', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    installServer(undefined, () => Response.json({ statusCode: 500, code: 'INTERNAL', message: 'Something went wrong!' }, { status: 500 }));
    renderPage();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('The notification subscriptions could not be loaded', expect.anything()));
    expect(bodyRows().some((r) => r.textContent?.includes(rows.violation.name))).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Something went wrong!')).toBeNull();
  } finally {
    logged.mockRestore();
  }
});
