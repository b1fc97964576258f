import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppPermissions, FieldMessages, type Page } from '@portal/shared-contracts';
import { EventTypeMessages, type NotificationEventType, type NotificationEventTypeUpdate } from '@portal/shared-contracts/admin';
import { dialogClosed, findDialog } from '@portal/shared-contracts/testing';
import { adminWith, installApi, refusal, renderAdminRoute, type ApiCall } from '../../testing/admin-harness';
import { NotificationEventTexts as T } from './notification-event-texts';

const violation: NotificationEventType = {
  id: 1,
  code: 'restraint.violation-created',
  name: 'Restraint violation created',
  description: 'A violation was recorded for an incident in one of your LEAs.',
  isRequired: false,
  supportsEmail: true,
  supportsInApp: true,
  supportedFrequencies: [1, 2],
  hasLea: true,
  hasSpecificDate: false,
  audiencePermission: 'RestraintAversiveIntervention.notify.violation.created',
  subscribers: 3,
};
const missed: NotificationEventType = {
  ...violation,
  id: 3,
  code: 'restraint.cap-deadline-missed',
  name: 'Restraint CAP deadline missed',
  isRequired: true,
  subscribers: 0,
};

function installTypeService(answer: (call: ApiCall) => Response | undefined = () => undefined) {
  const types = [missed, violation].map((t) => ({ ...t }));
  const calls = installApi((call) => {
    const overridden = answer(call);
    if (overridden) return overridden;
    if (call.path === '/api/event-notification/types' && call.method === 'GET') {
      const items = types.filter((t) => call.query.isRequired === undefined || String(t.isRequired) === call.query.isRequired);
      return {
        items,
        totalCount: items.length,
        pageNumber: Number(call.query.pageNumber),
        pageSize: Number(call.query.pageSize),
      } satisfies Page<NotificationEventType>;
    }
    const one = /^\/api\/event-notification\/types\/(\d+)$/.exec(call.path);
    if (one && call.method === 'PUT')
      return Object.assign(
        types.find((t) => t.id === Number(one[1]))!,
        call.body,
      );
    return undefined;
  });
  return calls;
}

const manager = adminWith(AppPermissions.NotificationManage);
const rowOf = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr')!;
const saves = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body]);

async function openDialog(answer?: (call: ApiCall) => Response | undefined) {
  const calls = installTypeService(answer);
  renderAdminRoute('manage-notification', manager);
  expect(await screen.findByRole('heading', { level: 1, name: 'Manage Notification Events' })).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: T.editLabel(violation.name) }));
  return { calls, dialog: await findDialog(T.dialogTitle(violation.name)) };
}

const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: T.save });

test('lists the types with their code, channels, frequencies, flags, audience and subscribers', async () => {
  const calls = installTypeService();
  renderAdminRoute('manage-notification', manager);
  await screen.findByText(violation.name);
  expect([...rowOf(violation.name).querySelectorAll('td')].map((td) => td.textContent)).toEqual([
    'Restraint violation created',
    'restraint.violation-created',
    violation.description,
    'No',
    'E-mail, In-system messages',
    'Immediately and Daily',
    'Yes',
    'No',
    'RestraintAversiveIntervention.notify.violation.created',
    '3',
    'Edit',
  ]);
  expect(rowOf(missed.name).querySelectorAll('td')[3]!.textContent).toBe('Yes');
  // No Add or Delete: the services raise the types by code.
  expect(screen.queryByRole('button', { name: /add|delete/i })).toBeNull();

  fireEvent.mouseDown(screen.getByRole('combobox', { name: T.requiredFilter }));
  fireEvent.click(await screen.findByTitle(T.requiredOnly));
  await waitFor(() => expect(calls.filter((c) => c.method === 'GET').at(-1)!.query).toMatchObject({ isRequired: 'true', pageNumber: '1' }));
  await waitFor(() => expect(screen.queryByText(violation.name, { selector: 'td' })).toBeNull());
});

test('the dialog shows the type, its code kept, and saves what was changed', async () => {
  const { calls, dialog } = await openDialog();
  expect(within(dialog).getByText(violation.code)).toBeInTheDocument();
  expect(within(dialog).getByText(T.codeKept, { exact: false })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Name')).toHaveValue(violation.name);

  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Violation recorded' } });
  fireEvent.click(within(dialog).getByLabelText(T.inApp));
  fireEvent.click(within(dialog).getByLabelText('Immediately'));
  fireEvent.click(save(dialog));

  expect(await screen.findByText(EventTypeMessages.saved)).toBeInTheDocument();
  await dialogClosed(T.dialogTitle(violation.name));
  expect(saves(calls)).toEqual([
    [
      '/api/event-notification/types/1',
      {
        name: 'Violation recorded',
        description: violation.description,
        isRequired: false,
        supportsEmail: true,
        supportsInApp: false,
        supportedFrequencies: [2],
        hasLea: true,
        hasSpecificDate: false,
        audiencePermission: violation.audiencePermission,
      } satisfies NotificationEventTypeUpdate,
    ],
  ]);
  expect(await screen.findByText('Violation recorded', { selector: 'td' })).toBeInTheDocument();
});

// By label rather than by role: antd's dialog makes role queries slow in jsdom.
const box = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);

test("Save waits while a rule is broken, with the rule's message under its field", async () => {
  const { calls, dialog } = await openDialog();
  fireEvent.change(box(dialog, 'Name'), { target: { value: '  ' } });
  expect(await within(dialog).findByText(FieldMessages.required)).toBeInTheDocument();
  expect(save(dialog)).toBeDisabled();
  fireEvent.change(box(dialog, 'Name'), { target: { value: 'Named' } });

  fireEvent.click(box(dialog, T.email));
  fireEvent.click(box(dialog, T.inApp));
  expect(await within(dialog).findByText(EventTypeMessages.noChannel)).toBeInTheDocument();
  expect(within(dialog).getByRole('group', { name: 'Channels' })).toHaveAccessibleDescription(EventTypeMessages.noChannel);
  expect(save(dialog)).toBeDisabled();
  fireEvent.click(box(dialog, T.email));
  await waitFor(() => expect(save(dialog)).toBeEnabled());

  fireEvent.click(box(dialog, 'Immediately'));
  fireEvent.click(box(dialog, 'Daily'));
  expect(await within(dialog).findByText(EventTypeMessages.noFrequency)).toBeInTheDocument();
  expect(save(dialog)).toBeDisabled();
  expect(saves(calls)).toEqual([]);
});

test('a date-specific type goes out Immediately: choosing it sets that and locks the choice', async () => {
  const { dialog } = await openDialog();
  fireEvent.click(box(dialog, 'Immediately'));
  fireEvent.click(box(dialog, T.hasSpecificDate));
  await waitFor(() => expect(box(dialog, 'Immediately')).toBeChecked());
  expect(box(dialog, 'Daily')).not.toBeChecked();
  expect(box(dialog, 'Daily')).toBeDisabled();
  expect(save(dialog)).toBeEnabled();
});

test('a refusal from the service is told, and the dialog stays open', async () => {
  const { dialog } = await openDialog((call) =>
    call.method === 'PUT' ? refusal(400, EventTypeMessages.refused, { 'Audience permission': FieldMessages.selectFromList }) : undefined,
  );
  fireEvent.click(save(dialog));
  expect(await screen.findByText(`Error: Audience permission: ${FieldMessages.selectFromList}`)).toBeInTheDocument();
  expect(await findDialog(T.dialogTitle(violation.name))).toBeInTheDocument();
});
