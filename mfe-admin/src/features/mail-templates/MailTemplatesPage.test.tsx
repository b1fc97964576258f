import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MailTemplateMessages, RestraintPermissions as R } from '@portal/shared-contracts';
import { type MailType, type MailTypeList, type RenderedMail } from '@portal/shared-contracts/admin';
import { adminWith, installApi, refusal, renderAdminRoute, type ApiCall } from '../../testing/admin-harness';
import { MailTemplateTexts as T } from './mail-template-texts';

const v1 = {
  id: 11,
  version: 1,
  subject: 'Corrective action plan approved: incident {{incidentNumber}}',
  body: 'Dear {{recipientName}},\n\nThe plan for {{incidentNumber}} was approved.',
  format: 'text' as const,
  createdAt: '2026-11-20T17:00:00.000Z',
  createdBy: 'Portal',
  active: true,
};
const planApproved: MailType = {
  code: 'restraint.plan-approved',
  application: 'restraint',
  name: 'Plan approved',
  description: 'Tells the LEA that its corrective action plan was approved.',
  activeVersion: 1,
  updatedAt: v1.createdAt,
  fields: [
    { name: 'incidentNumber', description: 'The incident number.', sample: 'RAI-27-00042' },
    { name: 'recipientName', description: 'The name of the person the mail is sent to.', sample: 'Jordan Rivera' },
  ],
  versions: [v1],
};

function installMailTypes(answer: (call: ApiCall) => Response | object | undefined = () => undefined) {
  let type = planApproved;
  return installApi((call) => {
    const overridden = answer(call);
    if (overridden) return overridden;
    if (call.path === '/api/mail-types' && call.method === 'GET') {
      const { fields: _f, versions: _v, ...summary } = type;
      return { items: [summary] } satisfies MailTypeList;
    }
    if (call.path === `/api/mail-types/${type.code}` && call.method === 'GET') return type;
    if (call.path === `/api/mail-types/${type.code}/versions` && call.method === 'POST') {
      const draft = call.body as { subject: string; body: string; format: 'text' | 'html' };
      const next = { ...v1, ...draft, id: 12, version: 2, createdBy: 'Avery Stateadmin', active: true };
      type = { ...type, activeVersion: 2, versions: [next, ...type.versions.map((v) => ({ ...v, active: false }))] };
      return type;
    }
    return undefined;
  });
}

async function openTemplates(permissions = adminWith(R.EmailTemplatesView, R.MailTypeCreate)) {
  renderAdminRoute('mail-templates', permissions);
  expect(await screen.findByRole('heading', { level: 1, name: 'Mail Templates' })).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: T.openLabel('Plan approved') }));
  return screen.findByRole('heading', { level: 2, name: T.editorTitle('Plan approved') });
}

test('lists the mail types and opens one with its active template, its fields and its versions', async () => {
  installMailTypes();
  await openTemplates();
  expect(screen.getByLabelText(T.subject)).toHaveValue(v1.subject);
  expect(screen.getByLabelText(T.body)).toHaveValue(v1.body);
  expect(screen.getByLabelText(T.fieldValueLabel('incidentNumber'))).toHaveValue('RAI-27-00042');
  const versions = screen.getByRole('table', { name: T.versions });
  expect(within(versions).getByText('1 (Active)')).toBeInTheDocument();
});

test('previews the draft with the values typed for a record', async () => {
  const calls = installMailTypes((call) =>
    call.path.endsWith('/preview')
      ? ({
          subject: 'Corrective action plan approved: incident RAI-27-00077',
          text: 't',
          html: '<p>Dear Jordan Rivera,</p>',
        } satisfies RenderedMail)
      : undefined,
  );
  await openTemplates();
  fireEvent.change(screen.getByLabelText(T.fieldValueLabel('incidentNumber')), { target: { value: 'RAI-27-00077' } });
  fireEvent.click(screen.getByRole('button', { name: T.preview }));
  const preview = await screen.findByRole('region', { name: T.previewTitle });
  expect(within(preview).getByText(T.previewSubject('Corrective action plan approved: incident RAI-27-00077'))).toBeInTheDocument();
  expect(within(preview).getByText('Dear Jordan Rivera,')).toBeInTheDocument();
  expect(calls.find((c) => c.path.endsWith('/preview'))?.body).toEqual({
    subject: v1.subject,
    body: v1.body,
    format: 'text',
    sample: { incidentNumber: 'RAI-27-00077', recipientName: 'Jordan Rivera' },
  });
});

test('an unknown merge field is shown under the body, and a corrected draft is saved as a new version', async () => {
  const unknown =
    'Unknown merge field {{studentName}}: "Plan approved" has no field "studentName". Use one of: incidentNumber, recipientName.';
  let refuse = true;
  const calls = installMailTypes((call) =>
    call.path.endsWith('/versions') && refuse ? refusal(400, MailTemplateMessages.refused, { Body: unknown }) : undefined,
  );
  await openTemplates();
  fireEvent.change(screen.getByLabelText(T.body), { target: { value: 'Dear {{studentName}}' } });
  fireEvent.click(screen.getByRole('button', { name: T.save }));
  expect(await screen.findByText(unknown)).toBeInTheDocument();

  refuse = false;
  fireEvent.change(screen.getByLabelText(T.body), { target: { value: 'Dear {{recipientName}}, approved.' } });
  fireEvent.click(screen.getByRole('button', { name: T.save }));
  await waitFor(() => expect(within(screen.getByRole('table', { name: T.versions })).getByText('2 (Active)')).toBeInTheDocument());
  expect(calls.filter((c) => c.path.endsWith('/versions')).map((c) => c.body)).toEqual([
    { subject: v1.subject, body: 'Dear {{studentName}}', format: 'text' },
    { subject: v1.subject, body: 'Dear {{recipientName}}, approved.', format: 'text' },
  ]);
});

test('sends a test to the caller; a viewer without "mail type create" cannot save', async () => {
  const calls = installMailTypes((call) =>
    call.path.endsWith('/test-send') ? { mailId: 'm-1', to: 'stateuser@example.org', message: MailTemplateMessages.testSent } : undefined,
  );
  await openTemplates(adminWith(R.EmailTemplatesView));
  expect(screen.getByText(T.viewOnly)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: T.save })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: T.testSend }));
  await waitFor(() => expect(calls.some((c) => c.path === '/api/mail-types/restraint.plan-approved/test-send')).toBe(true));
  // The saved version, unchanged: sent as the letter the worker writes, with the values shown.
  expect(calls.find((c) => c.path.endsWith('/test-send'))?.body).toEqual({
    sample: { incidentNumber: 'RAI-27-00042', recipientName: 'Jordan Rivera' },
  });
});
