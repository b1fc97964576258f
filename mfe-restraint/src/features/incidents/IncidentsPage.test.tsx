import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FieldMessages } from '@portal/shared-contracts';
import { findDialog, installApi, refusal, type ApiCall } from '@portal/shared-contracts/testing';
import { districtAdmin, incidentRecord, listItem, pageAnswer, plan, renderRestraint, stateUser } from '../../testing/restraint-harness';
import { DetailTexts } from './detail-texts';
import { FormTexts } from './form-texts';
import { IncidentTexts } from './incident-texts';
import { PlanTexts } from './plan-texts';

type Answer = (call: ApiCall) => Response | object | undefined;

const submit = PlanTexts.moves['Draft>Submitted']!;
const sendBack = PlanTexts.moves['Submitted>Revisions required']!;

function installRestraint(answer: Answer = () => undefined) {
  return installApi((call) => {
    const overridden = answer(call);
    if (overridden) return overridden;
    if (call.path === '/api/restraint/incidents' && call.method === 'GET')
      return pageAnswer([listItem(7, { status: 'Finalized' }), listItem(8)], call);
    if (call.path === '/api/restraint/incidents/7') return incidentRecord();
    if (call.path === '/api/restraint/incidents/7/history') return { items: [] };
    if (call.path.startsWith('/api/leas/school-lookups/')) return [{ id: 11, name: 'Adams Elementary', externalSchoolId: '01-1000-001' }];
    if (call.path.startsWith('/api/text-blocks/'))
      return {
        id: 1,
        title: 'x',
        html: '<p>How to report.</p>',
        isVisible: true,
        blockCode: 'VIOLATION_REPORTS_LIST',
        groupCode: 'RESTRAINT',
        displayFormat: 'Div',
      };
    return undefined;
  });
}

test('the list asks the service for the chosen year, searches by number and opens an incident', async () => {
  const calls = installRestraint();
  renderRestraint('incidents', districtAdmin);
  await screen.findByRole('heading', { level: 1, name: 'Incidents' });
  expect(await screen.findByText('How to report.')).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: 'RAI-27-00007' });
  expect(link).toHaveAttribute('href', '/restraint-aversive-intervention/incidents?incidentId=7');
  expect(screen.getAllByText('S*** J*** (NV123)')).toHaveLength(2);

  fireEvent.change(screen.getByLabelText(IncidentTexts.search), { target: { value: 'RAI-27-00008' } });
  fireEvent.keyDown(screen.getByLabelText(IncidentTexts.search), { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() =>
    expect(calls.some((call) => call.path === '/api/restraint/incidents' && call.query.search === 'RAI-27-00008')).toBe(true),
  );
  expect(screen.getByRole('button', { name: IncidentTexts.newIncident })).toBeInTheDocument();
});

test("state tracking's private school row opens the list of that school's incidents, its school filter set aside", async () => {
  const calls = installRestraint((call) =>
    call.path === '/api/restraint/private-schools' ? { items: [{ id: 4, code: 'PS001', name: 'Sierra Nevada Academy' }] } : undefined,
  );
  renderRestraint('incidents?privateSchoolId=4', stateUser);
  expect(await screen.findByText(IncidentTexts.showingPrivateSchool('Sierra Nevada Academy', '2026-2027'))).toBeInTheDocument();
  const listed = () => calls.filter((call) => call.path === '/api/restraint/incidents');
  expect(listed()[0]?.query.privateSchoolId).toBe('4');
  expect(screen.getByRole('combobox', { name: IncidentTexts.privateSchool })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: IncidentTexts.school })).toBeDisabled();
});

test('a state user without create sees no New incident button', async () => {
  installRestraint();
  renderRestraint('incidents', stateUser);
  await screen.findByRole('link', { name: 'RAI-27-00007' });
  expect(screen.queryByRole('button', { name: IncidentTexts.newIncident })).toBeNull();
});

test('a new incident saved empty shows the spec field texts and sends nothing', async () => {
  const calls = installRestraint();
  renderRestraint('incidents?new=1', districtAdmin);
  await screen.findByRole('form', { name: FormTexts.newTitle });
  fireEvent.click(screen.getByRole('button', { name: FormTexts.save }));
  expect((await screen.findAllByText(FieldMessages.required)).length).toBeGreaterThan(0);
  expect(screen.getAllByText(FieldMessages.selectFromList).length).toBeGreaterThan(0);
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('a district user finalizes a Draft incident, which names the version it read', async () => {
  const calls = installRestraint((call) =>
    call.path === '/api/restraint/incidents/7' ? incidentRecord({ status: 'Draft', violations: [] }) : undefined,
  );
  renderRestraint('incidents?incidentId=7', districtAdmin);
  await screen.findByLabelText('Status: Draft');
  fireEvent.click(screen.getByRole('button', { name: DetailTexts.finalize }));
  const dialog = await findDialog(DetailTexts.finalizeTitle);
  fireEvent.click(within(dialog).getByRole('button', { name: DetailTexts.finalize }));
  await waitFor(() =>
    expect(calls.find((call) => call.path === '/api/restraint/incidents/7/finalize')).toMatchObject({
      method: 'POST',
      body: { version: 2 },
    }),
  );
});

test('a refused finalize lists what the Draft still lacks, in the words of the form', async () => {
  installRestraint((call) => {
    if (call.path === '/api/restraint/incidents/7') return incidentRecord({ status: 'Draft', violations: [] });
    if (call.path === '/api/restraint/incidents/7/finalize')
      return refusal(400, 'The incident cannot be finalized yet.', {
        'students.0.interventions.0.staffTrained': 'Name the staff who applied it, or say whether they were all trained.',
      });
    return undefined;
  });
  renderRestraint('incidents?incidentId=7', districtAdmin);
  await screen.findByLabelText('Status: Draft');
  fireEvent.click(screen.getByRole('button', { name: DetailTexts.finalize }));
  fireEvent.click(within(await findDialog(DetailTexts.finalizeTitle)).getByRole('button', { name: DetailTexts.finalize }));
  expect(
    await screen.findByText(
      'Student 1, intervention 1, All staff applying it trained: Name the staff who applied it, or say whether they were all trained.',
    ),
  ).toBeInTheDocument();
});

test('a state user substantiates an Open violation; the district user may not decide', async () => {
  const calls = installRestraint();
  const view = renderRestraint('incidents?incidentId=7', stateUser);
  const violations = await screen.findByRole('region', { name: DetailTexts.violations });
  expect(within(violations).getByText('Physical restraint without an emergency (PR-NO-EMERGENCY)')).toBeInTheDocument();
  fireEvent.click(within(violations).getByRole('button', { name: DetailTexts.decide('RAI-27-00007-V1') }));
  const dialog = await findDialog(DetailTexts.decideTitle('RAI-27-00007-V1'));
  fireEvent.change(within(dialog).getByLabelText(DetailTexts.decisionReason), { target: { value: 'No emergency was described.' } });
  fireEvent.click(within(dialog).getByRole('button', { name: DetailTexts.save }));
  await waitFor(() =>
    expect(calls.find((call) => call.path === '/api/restraint/violations/31/decision')?.body).toEqual({
      decision: 'Substantiated',
      reason: 'No emergency was described.',
    }),
  );
  view.unmount();

  installRestraint();
  renderRestraint('incidents?incidentId=7', districtAdmin);
  const own = await screen.findByRole('region', { name: DetailTexts.violations });
  expect(within(own).queryByRole('button', { name: DetailTexts.decide('RAI-27-00007-V1') })).toBeNull();
});

const withPlan = (status: 'Draft' | 'Submitted') => (call: ApiCall) => {
  if (call.path === '/api/restraint/incidents/7')
    return incidentRecord({
      violations: [
        {
          id: 31,
          number: 'RAI-27-00007-V1',
          ruleCode: 'PR-NO-EMERGENCY',
          status: 'Plan required',
          studentStateId: 'NV123',
          plan: { id: 90, status, dueDate: '2026-10-14' },
        },
      ],
    });
  if (call.path === '/api/findings/plans') return { items: [{ id: 90, status, dueDate: '2026-10-14' }], totalCount: 1 };
  if (call.path === '/api/findings/plans/90' && call.method === 'GET')
    return plan({
      status,
      items:
        status === 'Draft'
          ? []
          : [
              {
                id: 1,
                action: 'Training',
                description: 'Crisis prevention training',
                owner: 'Principal',
                targetDate: '2026-10-01',
                status: 'Not started',
              },
            ],
    });
  if (call.path === '/api/findings/plans/90/moves') return plan({ status: 'Submitted' });
  return undefined;
};

test('the district writes its Draft plan (items, documents) and submits it', async () => {
  const calls = installRestraint(withPlan('Draft'));
  renderRestraint('incidents?incidentId=7', districtAdmin);
  const panel = await screen.findByRole('region', { name: PlanTexts.title });
  expect(within(panel).getByLabelText('Plan status: Draft')).toBeInTheDocument();
  expect(calls.find((call) => call.path === '/api/findings/plans')?.query).toEqual({
    source: 'restraint',
    planGroupKey: 'restraint-incident-7',
  });
  expect(within(panel).getByRole('form', { name: PlanTexts.items })).toBeInTheDocument();
  expect(within(panel).getByLabelText(PlanTexts.uploadFile)).toBeInTheDocument();
  fireEvent.click(within(panel).getByRole('button', { name: submit.text }));
  await waitFor(() => expect(calls.find((call) => call.path === '/api/findings/plans/90/moves')?.body).toEqual({ to: 'Submitted' }));
});

test('the state returns a Submitted plan with a reason', async () => {
  const calls = installRestraint(withPlan('Submitted'));
  renderRestraint('incidents?incidentId=7', stateUser);
  const panel = await screen.findByRole('region', { name: PlanTexts.title });
  expect(within(panel).getByText('Principal')).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: submit.text })).toBeNull();
  fireEvent.click(within(panel).getByRole('button', { name: sendBack.text }));
  const dialog = await findDialog(sendBack.title!);
  fireEvent.click(within(dialog).getByRole('button', { name: sendBack.text }));
  expect(await within(dialog).findByText(FieldMessages.required)).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText(sendBack.reason!), { target: { value: 'Name the training.' } });
  fireEvent.click(within(dialog).getByRole('button', { name: sendBack.text }));
  await waitFor(() =>
    expect(calls.find((call) => call.path === '/api/findings/plans/90/moves')?.body).toEqual({
      to: 'Revisions required',
      reason: 'Name the training.',
    }),
  );
});

test("a student's 3rd report shows its IEP meeting as required; the district records the day it was held", async () => {
  let held = false;
  const followUp = { id: 5, kind: 'IEP_MEETING' as const, trigger: 3 as const, studentStateId: 'NV123', dueDate: null };
  const calls = installRestraint((call) => {
    if (call.path === '/api/restraint/follow-ups/5') {
      held = true;
      return new Response(null, { status: 204 });
    }
    if (call.path === '/api/restraint/incidents/7')
      return incidentRecord({
        incidentDate: '2026-09-10',
        flags: held ? [] : [{ ruleCode: 'FOLLOW-UP-OPEN', studentStateId: 'NV123' }],
        followUps: [held ? { ...followUp, status: 'Held', heldDate: '2026-09-20' } : { ...followUp, status: 'Required', heldDate: null }],
      });
    return undefined;
  });
  renderRestraint('incidents?incidentId=7', districtAdmin);
  const followUps = await screen.findByRole('region', { name: DetailTexts.followUps });
  const row = within(followUps).getByText('IEP team meeting').closest('tr')!;
  expect(row).toHaveTextContent('3rd report');
  expect(row).toHaveTextContent('Required');
  expect(within(screen.getByRole('region', { name: DetailTexts.flags })).getByText(/FOLLOW-UP-OPEN/)).toBeInTheDocument();

  fireEvent.click(within(followUps).getByRole('button', { name: DetailTexts.recordOutcome('NV123') }));
  const dialog = await findDialog(DetailTexts.outcomeTitle('IEP team meeting', 'NV123'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(FieldMessages.required)).toBeInTheDocument();
  expect(calls.some((call) => call.path === '/api/restraint/follow-ups/5')).toBe(false);

  const day = within(dialog).getByLabelText(DetailTexts.heldDate);
  fireEvent.mouseDown(day);
  fireEvent.change(day, { target: { value: '09/20/2026' } });
  fireEvent.keyDown(day, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(calls.find((call) => call.path === '/api/restraint/follow-ups/5')).toMatchObject({
      method: 'PUT',
      body: { status: 'Held', heldDate: '2026-09-20' },
    }),
  );
  await waitFor(() => expect(within(row.closest('table')!).getByText('Held')).toBeInTheDocument());
  expect(within(screen.getByRole('region', { name: DetailTexts.flags })).getByText(DetailTexts.noFlags)).toBeInTheDocument();
  expect(within(followUps).queryByRole('button', { name: DetailTexts.recordOutcome('NV123') })).toBeNull();
});

test("a follow-up the parent waived in writing: the waiver is uploaded as the follow-up's document, then named", async () => {
  const calls = installRestraint((call) => {
    if (call.path === '/api/documents' && call.method === 'POST') return { id: 77, title: 'waiver', versions: [] };
    if (call.path === '/api/restraint/follow-ups/5') return new Response(null, { status: 204 });
    if (call.path === '/api/restraint/incidents/7')
      return incidentRecord({
        followUps: [{ id: 5, kind: 'IEP_MEETING', trigger: 3, studentStateId: 'NV123', status: 'Required', dueDate: null, heldDate: null }],
      });
    return undefined;
  });
  renderRestraint('incidents?incidentId=7', districtAdmin);
  const followUps = await screen.findByRole('region', { name: DetailTexts.followUps });
  fireEvent.click(within(followUps).getByRole('button', { name: DetailTexts.recordOutcome('NV123') }));
  const dialog = await findDialog(DetailTexts.outcomeTitle('IEP team meeting', 'NV123'));
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: DetailTexts.outcome }));
  fireEvent.click((await screen.findAllByTitle('Waived by the parent in writing')).at(-1)!);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(FieldMessages.required)).toBeInTheDocument();
  expect(calls.some((call) => call.path === '/api/documents')).toBe(false);

  const waiver = new File(['%PDF-1.4 waiver'], 'waiver.pdf', { type: 'application/pdf' });
  fireEvent.change(within(dialog).getByLabelText(DetailTexts.waiverFile), { target: { files: [waiver] } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(calls.find((call) => call.path === '/api/restraint/follow-ups/5')).toMatchObject({
      method: 'PUT',
      body: { status: 'Waived', heldDate: null, waiverDocumentId: 77 },
    }),
  );
  expect(calls.filter((call) => call.path === '/api/documents').map((call) => call.method)).toEqual(['POST']);
});
