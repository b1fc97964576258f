import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FieldMessages } from '@portal/shared-contracts';
import { DEFAULT_RESTRAINT_SETTINGS, ViolationMessages, type IncidentViolation } from '@portal/shared-contracts/restraint';
import { dialogClosed, findDialog, installApi, refusal, type ApiCall } from '@portal/shared-contracts/testing';
import { districtAdmin, incidentRecord, renderRestraint, stateUser } from '../../testing/restraint-harness';
import { DetailTexts as T } from './detail-texts';

const V1 = 'RAI-27-00007-V1';
const violation = (rest: Partial<IncidentViolation>): IncidentViolation => ({
  id: 31,
  number: V1,
  ruleCode: 'PR-NO-EMERGENCY',
  status: 'Open',
  studentStateId: 'NV123',
  plan: null,
  ...rest,
});

/** Incident 7 with the violation given (or its Open one), the rule settings, and whatever `answer` adds. */
function installIncident(violations: IncidentViolation[], answer: (call: ApiCall) => Response | object | undefined = () => undefined) {
  return installApi((call) => {
    const overridden = answer(call);
    if (overridden) return overridden;
    if (call.path === '/api/restraint/incidents/7') return incidentRecord({ violations });
    if (call.path === '/api/restraint/incidents/7/history') return { items: [] };
    if (call.path === '/api/restraint/settings') return DEFAULT_RESTRAINT_SETTINGS;
    if (call.path === '/api/findings/plans') return { items: [], totalCount: 0 };
    return undefined;
  });
}

const violationsRegion = () => screen.findByRole('region', { name: T.violations });
const sent = (calls: ApiCall[], path: string) => calls.find((call) => call.method === 'POST' && call.path === path);

async function typeDay(dialog: HTMLElement, label: string, day: string) {
  const input = within(dialog).getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

async function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

test('a state reviewer escalates a violation whose plan was not carried out, with the action taken and its day', async () => {
  const planned = violation({ status: 'Plan required', plan: { id: 90, status: 'Approved', dueDate: '2026-10-14' } });
  const calls = installIncident([planned], (call) =>
    call.path === '/api/restraint/violations/31/escalate' ? { ...planned, status: 'Escalated' } : undefined,
  );
  renderRestraint('incidents?incidentId=7', stateUser);
  const region = await violationsRegion();
  expect(within(region).queryByRole('button', { name: T.decide(V1) })).toBeNull();
  fireEvent.click(within(region).getByRole('button', { name: T.escalateFor(V1) }));
  const dialog = await findDialog(T.escalateTitle(V1));

  fireEvent.click(within(dialog).getByRole('button', { name: T.escalate }));
  expect(await within(dialog).findAllByText(FieldMessages.required)).toHaveLength(2);
  expect(sent(calls, '/api/restraint/violations/31/escalate')).toBeUndefined();

  fireEvent.change(within(dialog).getByLabelText(T.escalationAction), { target: { value: ' An administrator was appointed. ' } });
  await typeDay(dialog, T.escalationDate, '11/20/2026');
  fireEvent.click(within(dialog).getByRole('button', { name: T.escalate }));
  await waitFor(() =>
    expect(sent(calls, '/api/restraint/violations/31/escalate')?.body).toEqual({
      action: 'An administrator was appointed.',
      actionDate: '2026-11-20',
    }),
  );
  await dialogClosed(T.escalateTitle(V1));
});

test('the incident page shows an escalated violation with the action the state took and its day, to the district too', async () => {
  const escalated = violation({
    status: 'Escalated',
    plan: { id: 90, status: 'Approved', dueDate: '2026-10-14' },
    escalationAction: 'An administrator was appointed.',
    escalationDate: '2026-11-20',
  });
  installIncident([escalated, violation({ id: 32, number: 'RAI-27-00007-V2' })]);
  renderRestraint('incidents?incidentId=7', districtAdmin);
  const region = await violationsRegion();
  expect(within(region).getByRole('columnheader', { name: T.violationColumns.escalation })).toBeInTheDocument();
  const row = within(region).getByRole('row', { name: new RegExp(V1) });
  expect(within(row).getByText('Escalated')).toBeInTheDocument();
  expect(within(row).getByText(T.escalationOf('An administrator was appointed.', '11/20/2026'))).toBeInTheDocument();
  const other = within(region).getByRole('row', { name: /RAI-27-00007-V2/ });
  expect(within(other).queryByText(/action taken on/)).toBeNull();
});

test("the service's refusal of an escalation shows under the field it names, and the dialog stays open", async () => {
  const planned = violation({ status: 'Plan required', plan: { id: 90, status: 'Approved', dueDate: '2026-10-14' } });
  installIncident([planned], (call) =>
    call.path === '/api/restraint/violations/31/escalate'
      ? refusal(400, 'The request is not valid.', { actionDate: FieldMessages.invalidDate })
      : undefined,
  );
  renderRestraint('incidents?incidentId=7', stateUser);
  fireEvent.click(within(await violationsRegion()).getByRole('button', { name: T.escalateFor(V1) }));
  const dialog = await findDialog(T.escalateTitle(V1));
  fireEvent.change(within(dialog).getByLabelText(T.escalationAction), { target: { value: 'Administrator appointed.' } });
  await typeDay(dialog, T.escalationDate, '11/20/2026');
  fireEvent.click(within(dialog).getByRole('button', { name: T.escalate }));
  expect(await within(dialog).findByText(FieldMessages.invalidDate)).toBeInTheDocument();
  expect(within(dialog).getByLabelText(T.escalationDate)).toHaveAttribute('aria-invalid', 'true');
});

test('a state reviewer reopens a Not substantiated violation with a reason; a district user is offered no reopen', async () => {
  const decided = violation({ status: 'Not substantiated' });
  const calls = installIncident([decided], (call) =>
    call.path === '/api/restraint/violations/31/reopen' ? { ...decided, status: 'Open' } : undefined,
  );
  const view = renderRestraint('incidents?incidentId=7', stateUser);
  fireEvent.click(within(await violationsRegion()).getByRole('button', { name: T.reopenViolationFor(V1) }));
  const dialog = await findDialog(T.reopenViolationTitle(V1));
  fireEvent.click(within(dialog).getByRole('button', { name: T.reopenViolation }));
  expect(await within(dialog).findByText(FieldMessages.required)).toBeInTheDocument();
  expect(sent(calls, '/api/restraint/violations/31/reopen')).toBeUndefined();

  fireEvent.change(within(dialog).getByLabelText(T.reopenViolationReason), { target: { value: 'New evidence from the parent.' } });
  fireEvent.click(within(dialog).getByRole('button', { name: T.reopenViolation }));
  await waitFor(() =>
    expect(sent(calls, '/api/restraint/violations/31/reopen')?.body).toEqual({ reason: 'New evidence from the parent.' }),
  );
  await dialogClosed(T.reopenViolationTitle(V1));
  view.unmount();

  installIncident([decided]);
  renderRestraint('incidents?incidentId=7', districtAdmin);
  const own = await violationsRegion();
  expect(within(own).getByText('Not substantiated')).toBeInTheDocument();
  expect(within(own).queryByRole('button', { name: T.reopenViolationFor(V1) })).toBeNull();
});

test('a state reviewer adds FORCE-EXCESS by hand for the incident’s student; what the service refuses shows at its field', async () => {
  let refused = false;
  const calls = installIncident([violation({})], (call) => {
    if (call.path !== '/api/restraint/incidents/7/violations') return undefined;
    if (!refused) {
      refused = true;
      return refusal(400, ViolationMessages.unknownStudent, { studentStateId: ViolationMessages.unknownStudent });
    }
    return violation({ id: 32, number: 'RAI-27-00007-V2', ruleCode: 'FORCE-EXCESS' });
  });
  renderRestraint('incidents?incidentId=7', stateUser);
  fireEvent.click(within(await violationsRegion()).getByRole('button', { name: T.addViolation }));
  const dialog = await findDialog(T.addViolationTitle('RAI-27-00007'));

  fireEvent.click(within(dialog).getByRole('button', { name: T.addViolation }));
  expect(await within(dialog).findByText(FieldMessages.selectFromList)).toBeInTheDocument();
  expect(within(dialog).getByText(FieldMessages.required)).toBeInTheDocument();
  expect(sent(calls, '/api/restraint/incidents/7/violations')).toBeUndefined();

  await choose(dialog, T.violationFields.rule, 'Force or duration beyond need (FORCE-EXCESS)');
  fireEvent.change(within(dialog).getByLabelText(T.violationFields.reason), { target: { value: 'A 40-minute hold for a minor threat.' } });
  fireEvent.click(within(dialog).getByRole('button', { name: T.addViolation }));
  expect(await within(dialog).findByText(ViolationMessages.unknownStudent)).toBeInTheDocument();
  expect(sent(calls, '/api/restraint/incidents/7/violations')?.body).toEqual({
    ruleCode: 'FORCE-EXCESS',
    studentStateId: 'NV123',
    occurredAt: null,
    reason: 'A 40-minute hold for a minor threat.',
  });

  await choose(dialog, T.violationFields.student, T.wholeIncident);
  fireEvent.click(within(dialog).getByRole('button', { name: T.addViolation }));
  await dialogClosed(T.addViolationTitle('RAI-27-00007'));
  expect(calls.filter((call) => call.path === '/api/restraint/incidents/7/violations').at(-1)?.body).toMatchObject({
    ruleCode: 'FORCE-EXCESS',
    studentStateId: null,
  });
});

test('a district user adds a violation under the pack’s rules but not the state-only FORCE-EXCESS; a Draft takes none', async () => {
  installIncident([violation({})]);
  const view = renderRestraint('incidents?incidentId=7', districtAdmin);
  fireEvent.click(within(await violationsRegion()).getByRole('button', { name: T.addViolation }));
  const dialog = await findDialog(T.addViolationTitle('RAI-27-00007'));
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: T.violationFields.rule }));
  expect((await screen.findAllByTitle('Aversive intervention used (AV-USE)')).length).toBeGreaterThan(0);
  expect(screen.queryAllByTitle('Force or duration beyond need (FORCE-EXCESS)')).toEqual([]);
  view.unmount();

  installApi((call) =>
    call.path === '/api/restraint/incidents/7'
      ? incidentRecord({ status: 'Draft', violations: [] })
      : call.path.endsWith('/history')
        ? { items: [] }
        : undefined,
  );
  renderRestraint('incidents?incidentId=7', districtAdmin);
  await screen.findByLabelText('Status: Draft');
  expect(within(await violationsRegion()).queryByRole('button', { name: T.addViolation })).toBeNull();
});
