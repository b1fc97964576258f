import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Frequency, SubscriptionMessages, type Subscription } from '@portal/shared-contracts';
import { SubscriptionDialogTexts } from './SubscriptionDialog';
import { dialogClosed, findDialog, installServer, renderPage, rows, signInAs, subscriptionCell } from './subscriptions-test-harness';

beforeEach(() => signInAs());

async function openDialog(subscription: Subscription): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: `Manage Subscription for ${subscription.name}` }));
  return findDialog(SubscriptionDialogTexts.title(subscription.name));
}

const checkbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name });
const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const radios = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);
const leaPicker = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'LEAs' });

async function pickLea(dialog: HTMLElement, name: string) {
  fireEvent.mouseDown(leaPicker(dialog));
  fireEvent.click(await screen.findByTitle(name));
}

test('not yet subscribed: 900 px wide and titled with the type, both channels and Daily to start, an LEA to choose; Save subscribes', async () => {
  const server = installServer();
  renderPage();
  const dialog = await openDialog(rows.violation);

  expect(dialog.style.width).toBe('900px');
  expect(within(dialog).getByText(rows.violation.description)).toBeInTheDocument();
  expect(checkbox(dialog, 'E-mail')).toBeChecked();
  expect(checkbox(dialog, 'In-system messages')).toBeChecked();
  // Weekly is supported by the type, but only Immediately and Daily are offered.
  expect(radios(dialog)).toEqual(['Immediately', 'Daily']);
  expect(within(dialog).getByRole('radio', { name: 'Daily' })).toBeChecked();
  expect(within(dialog).getByRole('radiogroup', { name: 'Frequency' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Unsubscribe' })).toBeNull();

  // No LEA yet: Save waits, and the field says why.
  expect(button(dialog, 'Save')).toBeDisabled();
  expect(within(dialog).getByText(SubscriptionMessages.noLea)).toBeInTheDocument();
  expect(leaPicker(dialog)).toHaveAccessibleDescription(SubscriptionMessages.noLea);
  await pickLea(dialog, 'Washoe County School District');
  await waitFor(() => expect(button(dialog, 'Save')).toBeEnabled());
  expect(within(dialog).queryByText(SubscriptionMessages.noLea)).toBeNull();

  fireEvent.click(within(dialog).getByRole('radio', { name: 'Immediately' }));
  fireEvent.click(button(dialog, 'Save'));

  expect(await screen.findByText(SubscriptionMessages.saved)).toBeInTheDocument();
  expect(server.saved).toEqual([
    {
      eventNotificationSubscriptionId: null,
      eventNotificationTypeId: rows.violation.eventNotificationTypeId,
      isSubscribed: true,
      isEmail: true,
      isInApp: true,
      frequency: Frequency.Immediately,
      subscribedLeaIds: [2],
    },
  ]);
  await dialogClosed(SubscriptionDialogTexts.title(rows.violation.name));
  // The list is read again and shows the new subscription.
  await waitFor(() => expect(subscriptionCell(rows.violation.name)).toBe('SubscribedE-mail (Immediately), In-system messages'));
  expect(server.calls.filter((call) => call === 'GET /api/event-notification/subscriptions/user')).toHaveLength(2);
});

test('Save is disabled while no channel is chosen, with the message under the channels; checking one enables it', async () => {
  installServer();
  renderPage();
  const dialog = await openDialog(rows.disputeSubmitted);
  expect(checkbox(dialog, 'E-mail')).not.toBeChecked();
  expect(button(dialog, 'Save')).toBeEnabled();

  fireEvent.click(checkbox(dialog, 'In-system messages'));
  await waitFor(() => expect(button(dialog, 'Save')).toBeDisabled());
  expect(await within(dialog).findByText(SubscriptionMessages.noChannel)).toBeInTheDocument();
  expect(within(dialog).getByRole('group', { name: 'Notify me by' })).toHaveAccessibleDescription(SubscriptionMessages.noChannel);

  fireEvent.click(checkbox(dialog, 'E-mail'));
  await waitFor(() => expect(button(dialog, 'Save')).toBeEnabled());
  expect(within(dialog).queryByText(SubscriptionMessages.noChannel)).toBeNull();
});

test('a required type keeps its e-mail, its LEAs and Select All; its frequency and in-system messages can still change', async () => {
  signInAs({ allLeas: true });
  const server = installServer();
  renderPage();
  const dialog = await openDialog(rows.capMissed);

  expect(within(dialog).getByText(SubscriptionMessages.required)).toBeInTheDocument();
  expect(checkbox(dialog, 'E-mail')).toBeChecked();
  expect(checkbox(dialog, 'E-mail')).toBeDisabled();
  expect(leaPicker(dialog)).toBeDisabled();
  expect(checkbox(dialog, 'Select All')).toBeDisabled();
  expect(checkbox(dialog, 'Select All')).toBeChecked();
  expect(checkbox(dialog, 'In-system messages')).toBeEnabled();
  expect(within(dialog).getByRole('radio', { name: 'Immediately' })).toBeEnabled();
  expect(within(dialog).getByRole('radio', { name: 'Immediately' })).toBeChecked();
  // A required type cannot be left.
  expect(within(dialog).queryByRole('button', { name: 'Unsubscribe' })).toBeNull();

  fireEvent.click(checkbox(dialog, 'In-system messages'));
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Daily' }));
  await waitFor(() => expect(button(dialog, 'Save')).toBeEnabled());
  fireEvent.click(button(dialog, 'Save'));
  await waitFor(() => expect(server.saved).toHaveLength(1));
  expect(server.saved[0]).toEqual({
    eventNotificationSubscriptionId: 11,
    eventNotificationTypeId: rows.capMissed.eventNotificationTypeId,
    isSubscribed: true,
    isEmail: true,
    isInApp: false,
    frequency: Frequency.Daily,
    subscribedLeaIds: [1, 2, 3],
  });
});

test('a date-specific type has no frequency to choose', async () => {
  installServer();
  renderPage();
  const dialog = await openDialog(rows.visitScheduled);
  expect(radios(dialog)).toEqual([]);
  expect(within(dialog).queryByText('Frequency')).toBeNull();
  expect(checkbox(dialog, 'E-mail')).toBeInTheDocument();
});

test('the frequency offers only what the type supports; a type without LEAs has no LEA field', async () => {
  installServer();
  renderPage();
  const dialog = await openDialog(rows.psosOpened);
  expect(radios(dialog)).toEqual(['Daily']);
  expect(within(dialog).queryByRole('combobox', { name: 'LEAs' })).toBeNull();
});

test('Select All is offered only to a user who may view all LEAs', async () => {
  installServer();
  const { unmount } = renderPage();
  let dialog = await openDialog(rows.violation);
  expect(leaPicker(dialog)).toBeEnabled();
  expect(within(dialog).queryByRole('checkbox', { name: 'Select All' })).toBeNull();
  unmount();

  signInAs({ allLeas: true });
  const server = installServer();
  renderPage();
  dialog = await openDialog(rows.violation);
  fireEvent.click(checkbox(dialog, 'Select All'));
  await waitFor(() => expect(button(dialog, 'Save')).toBeEnabled());
  fireEvent.click(checkbox(dialog, 'Select All'));
  await waitFor(() => expect(button(dialog, 'Save')).toBeDisabled());
  fireEvent.click(checkbox(dialog, 'Select All'));
  await waitFor(() => expect(button(dialog, 'Save')).toBeEnabled());
  fireEvent.click(button(dialog, 'Save'));
  await waitFor(() => expect(server.saved.map((body) => body.subscribedLeaIds)).toEqual([[1, 2, 3]]));
});

test("a refused save says 'Error updating subscription' and leaves the dialog open", async () => {
  const server = installServer(undefined, (method) =>
    method === 'POST'
      ? Response.json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'Validation failed',
            errors: { subscribedLeaIds: SubscriptionMessages.leaNotAllowed },
          },
          { status: 400 },
        )
      : null,
  );
  renderPage();
  const dialog = await openDialog(rows.disputeSubmitted);
  fireEvent.click(button(dialog, 'Save'));
  expect(await screen.findByText(SubscriptionMessages.failed)).toBeInTheDocument();
  expect(server.calls).toContain('POST /api/event-notification/subscriptions');
  expect(await findDialog(SubscriptionDialogTexts.title(rows.disputeSubmitted.name))).toBeInTheDocument();
  expect(button(dialog, 'Save')).toBeEnabled();
});

test("the dialog's Unsubscribe asks first, then ends the subscription and closes", async () => {
  const server = installServer();
  renderPage();
  const dialog = await openDialog(rows.psosOpened);
  expect(
    within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter(Boolean),
  ).toEqual(['Unsubscribe', 'Cancel', 'Save']);
  fireEvent.click(button(dialog, 'Unsubscribe'));

  const confirm = await findDialog(SubscriptionMessages.confirmUnsubscribe(rows.psosOpened.name));
  expect(
    within(confirm)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Cancel', 'Unsubscribe']);
  fireEvent.click(within(confirm).getByRole('button', { name: 'Unsubscribe' }));

  expect(await screen.findByText(SubscriptionMessages.saved)).toBeInTheDocument();
  expect(server.calls).toContain('DELETE /api/event-notification/subscriptions/unsubscribe/13');
  await dialogClosed(SubscriptionDialogTexts.title(rows.psosOpened.name));
});

test('Cancel closes the dialog without saving', async () => {
  const server = installServer();
  renderPage();
  const dialog = await openDialog(rows.violation);
  fireEvent.click(button(dialog, 'Cancel'));
  await dialogClosed(SubscriptionDialogTexts.title(rows.violation.name));
  expect(server.saved).toEqual([]);
});
