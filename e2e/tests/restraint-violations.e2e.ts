import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { RestraintPermissions as R, type ViolationRecord } from '@portal/shared-contracts/restraint';
import { seriousA11yViolations } from '../support/accessibility';
import { accessTokenOf } from '../support/api';
import { animationsSettled, openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';
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
import { clickListedOption, listedOption, pickByTyping, typeDay } from '../support/shell';

const RESTRAINT = 'Restraint & Aversive Intervention';
const DISTRICT_ADMIN = 'districtadmin@example.org';
const STATE_USER = 'stateuser@example.org';
const STATE_ADMIN = 'stateadmin@example.org';
/** A password the policy accepts, for the private school's reporter made by the test. */
const REPORTER_PASSWORD = 'Juniper-Canyon-Lantern-58';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

async function expectAccessible(on: Page): Promise<void> {
  await animationsSettled(on);
  expect(await seriousA11yViolations(on)).toEqual([]);
}

/** A row of the violations table, found by a cell of it (its number or its rule). */
const violationRow = (violations: Locator, cell: string) =>
  violations.getByRole('row').filter({ has: violations.page().getByRole('cell', { name: cell, exact: true }) });

async function statusIs(violations: Locator, number: string, status: string): Promise<void> {
  await violationRow(violations, number).getByRole('cell', { name: status, exact: true }).waitFor();
}

test('a state user escalates a violation whose plan was not carried out, adds FORCE-EXCESS by hand, decides it not substantiated and reopens it', async () => {
  const districtToken = await accessTokenOf(DISTRICT_ADMIN);
  const stateToken = await accessTokenOf(STATE_USER);
  const incident = await finalizedIncident(districtToken, incidentOn(daysAgo(5), studentId(), await homeSchool(districtToken)));
  const found = incident.violations.find((violation) => violation.ruleCode === 'PR-NO-EMERGENCY')!;
  // Substantiated through the API: the plan it requires is the state's to escalate when it is not carried out.
  const decided = await api<ViolationRecord>(stateToken, 'POST', `/api/restraint/violations/${found.id}/decision`, {
    decision: 'Substantiated',
    reason: 'No emergency was described.',
  });
  expect(decided.status).toBe('Plan required');

  await signIn(page, STATE_USER);
  await page.waitForURL(portalUrl('/'));
  await page.goto(incidentPage(incident.id));
  await page.getByRole('heading', { level: 1, name: `Incident ${incident.number}` }).waitFor();
  const violations = page.getByRole('region', { name: 'Violations' });
  await statusIs(violations, found.number, 'Plan required');
  await expectAccessible(page);

  // Escalated: the action the Department took, and its day.
  await violations.getByRole('button', { name: `Escalate ${found.number}` }).click();
  const escalate = page.getByRole('dialog', { name: `Escalate violation ${found.number}` });
  await escalate.getByLabel('Action taken', { exact: true }).fill('A licensed administrator was appointed over the school.');
  await typeDay(escalate, 'Action taken on', asTyped(daysAgo(0)));
  await expectAccessible(page);
  await escalate.getByRole('button', { name: 'Escalate' }).click();
  await statusIs(violations, found.number, 'Escalated');
  expect(await violations.getByRole('button', { name: `Escalate ${found.number}` }).count()).toBe(0);
  await violationRow(violations, found.number)
    .getByRole('cell', {
      name: `A licensed administrator was appointed over the school. (action taken on ${asTyped(daysAgo(0))})`,
      exact: true,
    })
    .waitFor();

  // FORCE-EXCESS, which only a state reviewer adds, for the incident's one student (chosen already).
  await violations.getByRole('button', { name: 'Add a violation' }).click();
  const add = page.getByRole('dialog', { name: `Add a violation to incident ${incident.number}` });
  await add.waitFor();
  await pickByTyping(page, 'Rule', 'FORCE-EXCESS');
  await add.getByLabel('Why is it a violation?', { exact: true }).fill('The hold went on after the pupil had calmed.');
  await expectAccessible(page);
  await add.getByRole('button', { name: 'Add a violation' }).click();
  await add.waitFor({ state: 'detached' });
  const forceRow = violationRow(violations, 'Force or duration beyond need (FORCE-EXCESS)');
  await forceRow.getByRole('cell', { name: 'Open', exact: true }).waitFor();
  const added = (await forceRow.getByRole('cell').first().innerText()).trim();
  expect(added).toBe(`${incident.number}-V2`);

  // Decided Not substantiated, then reopened by the state with a reason: Open again.
  await violations.getByRole('button', { name: `Decide ${added}` }).click();
  const decision = page.getByRole('dialog', { name: `Decision on violation ${added}` });
  await decision.getByLabel('Not substantiated').check();
  await decision.getByLabel('Reason', { exact: true }).fill('The video shows the hold ended when the pupil calmed.');
  await decision.getByRole('button', { name: 'Save' }).click();
  await statusIs(violations, added, 'Not substantiated');

  await violations.getByRole('button', { name: `Reopen ${added}` }).click();
  const reopen = page.getByRole('dialog', { name: `Reopen violation ${added}` });
  await reopen.getByLabel('Why is the decision reopened?', { exact: true }).fill('A second video came in from the parent.');
  await expectAccessible(page);
  await reopen.getByRole('button', { name: 'Reopen' }).click();
  await statusIs(violations, added, 'Open');
  await violations.getByRole('button', { name: `Decide ${added}` }).waitFor();
  await expectAccessible(page);
}, 240_000);

test('a state admin adds a private school on State Tracking and assigns its reporter, who records and finalizes an incident at it', async () => {
  const suffix = randomUUID().slice(0, 6).toUpperCase();
  const schoolName = `Red Rock Academy ${suffix}`;
  const reporterName = `Morgan Reporter ${suffix}`;
  const reporterEmail = `private-${suffix.toLowerCase()}@example.org`;

  // Setup as Manage Roles and Manage Users would make it: a user with private school data entry and the
  // view tiers, of no LEA.
  const admin = await accessTokenOf(STATE_ADMIN);
  const role = await api<{ id: number }>(admin, 'POST', '/api/roles', {
    name: `Private school reporter ${suffix}`,
    description: 'Reports restraint incidents of the private schools assigned to them',
    permissions: [R.Access, R.ViolationListView, R.ViolationView, R.ViolationDetailsView, R.PrivateSchoolDataEntry],
  });
  const reporter = await api<{ id: number }>(admin, 'POST', '/api/account/users', {
    email: reporterEmail,
    fullName: reporterName,
    jobTitle: null,
    phoneNumber: null,
    userName: reporterEmail,
    enabled: true,
    roleIds: [role.id],
    leaIds: [],
  });
  await api(admin, 'PUT', '/api/account/admin/changeuser-password', { id: reporter.id, newPassword: REPORTER_PASSWORD });

  // The state admin adds the school and assigns the reporter, on State Tracking.
  await signIn(page, STATE_ADMIN);
  await page.waitForURL(portalUrl('/'));
  await openFromMenu(page, RESTRAINT, 'State Tracking');
  await page.getByRole('heading', { level: 1, name: 'State Tracking' }).waitFor();
  const schools = page.getByRole('region', { name: 'Private schools' });
  await schools.getByRole('table', { name: 'Private schools and their users' }).waitFor();
  await expectAccessible(page);

  await schools.getByRole('button', { name: 'Add a private school' }).click();
  const add = page.getByRole('dialog', { name: 'Add a private school' });
  await add.getByLabel('Code (letters, digits and hyphens)', { exact: true }).fill(`e2e-${suffix}`);
  await add.getByLabel('Name', { exact: true }).fill(schoolName);
  await expectAccessible(page);
  await add.getByRole('button', { name: 'Add a private school' }).click();
  await schools.getByRole('cell', { name: `E2E-${suffix}`, exact: true }).waitFor();

  await schools.getByRole('button', { name: `Users of ${schoolName}` }).click();
  const users = page.getByRole('dialog', { name: `Users who report for ${schoolName}` });
  const userField = users.getByRole('combobox', { name: 'Users' });
  await userField.click();
  await userField.fill(reporterName);
  await clickListedOption(listedOption(page, `${reporterName} (${reporterEmail})`));
  await users.locator('.ant-select-selection-item', { hasText: reporterName }).waitFor();
  await users.locator('.ant-modal-title').click();
  await expectAccessible(page);
  await users.getByRole('button', { name: 'Save' }).click();
  await users.waitFor({ state: 'detached' });

  // The reporter, of no LEA, in a browser of their own, records the incident at the school: no LEA to choose.
  const own = await (await page.context().browser()!.newContext()).newPage();
  try {
    await recordPrivateSchoolIncident(own, { email: reporterEmail, schoolName, suffix });
  } finally {
    await own.context().close();
  }
}, 300_000);

/** The reporter signs in, enters an incident at the school (a restraint in an emergency, by trained staff) and finalizes it. */
async function recordPrivateSchoolIncident(
  own: Page,
  { email, schoolName, suffix }: { email: string; schoolName: string; suffix: string },
) {
  await signIn(own, email, REPORTER_PASSWORD);
  await own.waitForURL(portalUrl('/'));
  await openFromMenu(own, RESTRAINT, 'Incidents');
  await own.getByRole('button', { name: 'New incident' }).click();
  const form = own.getByRole('form', { name: 'New incident' });
  await form.waitFor();
  expect(await form.getByRole('combobox', { name: 'LEA', exact: true }).count()).toBe(0);
  await pickByTyping(own, 'Private school', schoolName);
  const day = asTyped(daysAgo(1));
  await form.getByLabel('Local incident id', { exact: true }).fill(`RR-${suffix}`);
  await typeDay(form, 'Incident date', day);
  await typeDay(form, 'Filed in the pupil record on', day);
  await form.getByLabel('State student id', { exact: true }).fill(studentId());
  await form.getByLabel('First name', { exact: true }).fill('Avery');
  await form.getByLabel('Last name', { exact: true }).fill('Private');
  await typeDay(form, 'Birth date', '05/06/2013');
  await pickByTyping(own, 'Grade', '07');
  await pickByTyping(own, 'Disability status', 'IDEA');
  await pickByTyping(own, 'Type', 'Physical restraint');
  await typeDay(form, 'Start', `${day} 10:00 AM`);
  await typeDay(form, 'End', `${day} 10:05 AM`);
  await pickByTyping(own, 'Emergency', 'Yes');
  await pickByTyping(own, 'Emergency reason', 'Harm to others');
  await form.getByRole('button', { name: 'Add a staff member' }).click();
  await form.getByLabel('Staff id', { exact: true }).fill('RR1');
  await form.getByLabel('Name', { exact: true }).fill('Jamie Aide');
  await pickByTyping(own, 'Role', 'Applied');
  await typeDay(form, 'Last training date', asTyped(daysAgo(90)));
  await expectAccessible(own);
  await form.getByRole('button', { name: 'Save draft' }).click();

  await own.getByLabel('Status: Draft').waitFor();
  await own.getByText(schoolName, { exact: true }).waitFor();
  // No LEA step: the school's own reporter finalizes it.
  await own.getByRole('button', { name: 'Finalize', exact: true }).click();
  await own.getByRole('dialog', { name: 'Finalize the incident?' }).getByRole('button', { name: 'Finalize' }).click();
  await own.getByLabel('Status: Finalized').waitFor();
  await own.getByRole('region', { name: 'Violations' }).getByText('No violations.').waitFor();
  await expectAccessible(own);
}
