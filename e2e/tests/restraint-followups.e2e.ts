import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { ViolationRecord } from '@portal/shared-contracts/restraint';
import type { Subscription, SubscriptionSave } from '@portal/shared-contracts';
import { seriousA11yViolations } from '../support/accessibility';
import { mailedLink } from '../support/accounts';
import { accessTokenOf } from '../support/api';
import { animationsSettled, portalUrl, signIn, useFreshPage } from '../support/browser';
import {
  asTyped,
  daysAgo,
  finalizedIncident,
  homeSchool,
  incidentOn,
  incidentPage,
  restraintApi as api,
  studentId,
} from '../support/restraint';
import { typeDay } from '../support/shell';

const DISTRICT_ADMIN = 'districtadmin@example.org';
const STATE_USER = 'stateuser@example.org';

const freshPage = useFreshPage();
let district: Page;
beforeEach(() => {
  district = freshPage();
});

async function expectAccessible(page: Page): Promise<void> {
  await animationsSettled(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test("the CAP deadline warning: a plan due within 7 days is warned about by the daily run, in the subscribed district user's mail", async () => {
  const districtToken = await accessTokenOf(DISTRICT_ADMIN);
  const stateToken = await accessTokenOf(STATE_USER);
  const home = await homeSchool(districtToken);

  // The district admin subscribes to the warning for the LEA, by e-mail, as Notification Settings saves it.
  const types = await api<Subscription[]>(districtToken, 'GET', '/api/event-notification/subscriptions/user');
  const warning = types.find((type) => type.name === 'Restraint CAP deadline warning');
  expect(warning).toBeDefined();
  await api<unknown>(districtToken, 'POST', '/api/event-notification/subscriptions', {
    eventNotificationSubscriptionId: warning!.eventNotificationSubscriptionId,
    eventNotificationTypeId: warning!.eventNotificationTypeId,
    isSubscribed: true,
    isEmail: true,
    isInApp: true,
    frequency: 1,
    subscribedLeaIds: [home.leaId],
  } satisfies SubscriptionSave);

  // 26 days ago: substantiated now, its plan is due in 4 days (incident date + 30 calendar days).
  const incident = await finalizedIncident(districtToken, incidentOn(daysAgo(26), studentId(), home));
  const violation = incident.violations.find((v) => v.ruleCode === 'PR-NO-EMERGENCY');
  expect(violation).toBeDefined();
  const decided = await api<ViolationRecord>(stateToken, 'POST', `/api/restraint/violations/${violation!.id}/decision`, {
    decision: 'Substantiated',
    reason: 'No emergency was described.',
  });
  expect(decided.plan).toMatchObject({ status: 'Draft', dueDate: daysAgo(-4) });

  // The daily run, now rather than at 06:00 state time (the portal's own run may have sent it first: either way, once).
  await api<{ raised: number }>(stateToken, 'POST', '/api/findings/daily-run');

  // The warning names the incident; its link opens the incident with its Draft plan.
  const link = await mailedLink(DISTRICT_ADMIN, 'Restraint CAP deadline warning', incident.number);
  await signIn(district, DISTRICT_ADMIN);
  await district.waitForURL(portalUrl('/'));
  await district.goto(link);
  await district.getByRole('heading', { level: 1, name: `Incident ${incident.number}` }).waitFor();
  const plan = district.getByRole('region', { name: 'Corrective plan' });
  await plan.getByLabel('Plan status: Draft').waitFor();
  await plan.getByText(`Due ${asTyped(daysAgo(-4))}`, { exact: false }).waitFor();
  await expectAccessible(district);

  // Each warning goes out once: a second run the same day raises nothing for this plan.
  const again = await api<{ raised: number }>(stateToken, 'POST', '/api/findings/daily-run');
  expect(again.raised).toBe(0);
}, 180_000);

test("a student's 3rd report of the school year requires an IEP meeting; the district records it held and FOLLOW-UP-OPEN clears; the incident report opens as a PDF", async () => {
  const districtToken = await accessTokenOf(DISTRICT_ADMIN);
  const home = await homeSchool(districtToken);
  const student = studentId();
  await finalizedIncident(districtToken, incidentOn(daysAgo(20), student, home));
  await finalizedIncident(districtToken, incidentOn(daysAgo(15), student, home));
  const third = await finalizedIncident(districtToken, incidentOn(daysAgo(10), student, home));

  await signIn(district, DISTRICT_ADMIN);
  await district.waitForURL(portalUrl('/'));
  await district.goto(incidentPage(third.id));
  await district.getByRole('heading', { level: 1, name: `Incident ${third.number}` }).waitFor();
  const followUps = district.getByRole('region', { name: 'Follow-ups' });
  const meeting = followUps.getByRole('row').filter({ has: district.getByRole('cell', { name: 'IEP team meeting', exact: true }) });
  await meeting.getByRole('cell', { name: '3rd report', exact: true }).waitFor();
  await meeting.getByRole('cell', { name: 'Required', exact: true }).waitFor();
  const flags = district.getByRole('region', { name: 'Flags' });
  const open = flags.getByText(`FOLLOW-UP-OPEN`, { exact: false }).filter({ hasText: student });
  await open.waitFor();
  await expectAccessible(district);

  // The IEP team met five days ago: Held, the outcome the dialog starts with, on that day.
  await followUps.getByRole('button', { name: `Record the follow-up of ${student}` }).click();
  const dialog = district.getByRole('dialog', { name: `IEP team meeting of student ${student}` });
  await dialog.waitFor();
  await typeDay(dialog, 'Held on', asTyped(daysAgo(5)));
  await expectAccessible(district);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await district.getByText('Follow-up recorded.').waitFor();
  await meeting.getByRole('cell', { name: 'Held', exact: true }).waitFor();
  await meeting.getByRole('cell', { name: asTyped(daysAgo(5)), exact: true }).waitFor();
  await open.waitFor({ state: 'detached' });
  expect(await followUps.getByRole('button', { name: `Record the follow-up of ${student}` }).count()).toBe(0);
  await expectAccessible(district);

  // The incident report, the parent's written notice, downloads as a PDF naming the incident.
  const [download] = await Promise.all([
    district.waitForEvent('download'),
    district.getByRole('button', { name: 'Incident report (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${third.number}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain(`Incident report ${third.number}`);
}, 180_000);
