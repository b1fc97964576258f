import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { animationsSettled, openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';
import { pickByTyping, typeDay } from '../support/shell';

const RESTRAINT = 'Restraint & Aversive Intervention';
const freshPage = useFreshPage();
let district: Page;
beforeEach(() => {
  district = freshPage();
});

/** A file the documents service takes as a PDF by its content. */
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
});

async function expectAccessible(page: Page): Promise<void> {
  await animationsSettled(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** A state user's own browser, signed in, on the incident's page. */
async function stateUserOn(browser: Browser, incidentUrl: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'stateuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await page.goto(incidentUrl);
  return page;
}

/** Chooses the first option of an antd Select from the keyboard: the district's first school, whichever the demo data names. */
async function firstOption(page: Page, name: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name, exact: true });
  await combobox.click();
  await page.locator('.ant-select-item-option-active').waitFor();
  await combobox.press('Enter');
}

const planPanel = (page: Page): Locator => page.getByRole('region', { name: 'Corrective plan' });

async function planStatus(page: Page, status: string): Promise<void> {
  await planPanel(page).getByLabel(`Plan status: ${status}`).waitFor();
}

/** Uploads a document to the plan as its plan document or as evidence, and waits for it in the documents table. */
async function uploadPlanDocument(page: Page, kind: 'Plan document' | 'Evidence', title: string): Promise<void> {
  const panel = planPanel(page);
  await pickByTyping(page, 'Kind of document', kind);
  await panel.getByLabel('Document title').fill(title);
  await panel
    .getByLabel('File (PDF, DOCX, XLSX, JPG or PNG, at most 25 MB)')
    .setInputFiles(pdf(`${kind === 'Evidence' ? 'evidence' : 'plan'}.pdf`));
  await panel.getByRole('button', { name: 'Upload', exact: true }).click();
  await panel.getByRole('table', { name: 'Plan and evidence documents' }).getByRole('cell', { name: title, exact: true }).waitFor();
}

test('a district enters a physical restraint without an emergency and finalizes it; the state substantiates the violation; the district writes and submits the plan with its document; the state approves and verifies it', async () => {
  const localIncidentId = `E2E-${randomUUID().slice(0, 8)}`;
  await signIn(district, 'districtadmin@example.org');
  await district.waitForURL(portalUrl('/'));

  // The incidents list, with its text block's place and its downloads.
  await openFromMenu(district, RESTRAINT, 'Incidents');
  await district.getByRole('heading', { level: 1, name: 'Incidents' }).waitFor();
  await district.getByRole('table', { name: 'Reported incidents' }).waitFor();
  await expectAccessible(district);

  // A new Draft: one student, one physical restraint with emergency N.
  await district.getByRole('button', { name: 'New incident' }).click();
  const form = district.getByRole('form', { name: 'New incident' });
  await form.waitFor();
  await firstOption(district, 'School');
  await form.getByLabel('Local incident id', { exact: true }).fill(localIncidentId);
  await typeDay(form, 'Incident date', '11/02/2026');
  await form.getByLabel('State student id', { exact: true }).fill(`NV${randomUUID().slice(0, 8).replace(/-/g, '')}`);
  await form.getByLabel('First name', { exact: true }).fill('Robin');
  await form.getByLabel('Last name', { exact: true }).fill('Browsertest');
  await typeDay(form, 'Birth date', '03/14/2015');
  await pickByTyping(district, 'Grade', '05');
  await pickByTyping(district, 'Disability status', 'IDEA');
  await pickByTyping(district, 'Type', 'Physical restraint');
  await typeDay(form, 'Start', '11/02/2026 9:00 AM');
  await typeDay(form, 'End', '11/02/2026 9:12 AM');
  await pickByTyping(district, 'Emergency', 'No');
  await expectAccessible(district);
  await form.getByRole('button', { name: 'Save draft' }).click();

  // The Draft opens; finalizing runs the rules, which find PR-NO-EMERGENCY.
  await district.getByLabel('Status: Draft').waitFor();
  const incidentUrl = district.url();
  await district.getByRole('button', { name: 'Finalize', exact: true }).click();
  await district.getByRole('dialog', { name: 'Finalize the incident?' }).getByRole('button', { name: 'Finalize' }).click();
  await district.getByLabel('Status: Finalized').waitFor();
  const violations = district.getByRole('region', { name: 'Violations' });
  await violations.getByRole('cell', { name: 'Physical restraint without an emergency (PR-NO-EMERGENCY)' }).waitFor();
  const number = (await district.getByRole('heading', { level: 1 }).innerText()).replace('Incident ', '');
  await expectAccessible(district);

  // The state user substantiates it: a plan is required, due 30 calendar days after the incident.
  const state = await stateUserOn(district.context().browser()!, incidentUrl);
  try {
    await state.getByRole('button', { name: `Decide ${number}-V1` }).click();
    const decision = state.getByRole('dialog', { name: `Decision on violation ${number}-V1` });
    await decision.getByLabel('Reason').fill('No emergency was described: the pupil was not a danger to anyone.');
    await expectAccessible(state);
    await decision.getByRole('button', { name: 'Save' }).click();
    await planStatus(state, 'Draft');
    await planPanel(state).getByText('Due 12/02/2026', { exact: false }).waitFor();
    await expectAccessible(state);

    // The district writes the plan, attaches its document and submits it.
    await district.reload();
    await planStatus(district, 'Draft');
    const panel = planPanel(district);
    await pickByTyping(district, 'Action', 'Training');
    await panel.getByLabel('What will be done', { exact: true }).fill('Crisis prevention training for the classroom staff');
    await panel.getByLabel('Owner', { exact: true }).fill('Principal');
    await typeDay(panel, 'Target date', '11/30/2026');
    await panel.getByRole('button', { name: 'Save items' }).click();
    await district.getByText('Plan items saved.').waitFor();
    await uploadPlanDocument(district, 'Plan document', 'Corrective plan');
    await expectAccessible(district);
    await panel.getByRole('button', { name: 'Submit plan' }).click();
    await planStatus(district, 'Submitted');

    // The state approves the plan document, then the plan.
    await state.reload();
    await planStatus(state, 'Submitted');
    await planPanel(state).getByRole('button', { name: 'Approve Corrective plan' }).click();
    await planPanel(state).getByRole('cell', { name: 'Approved', exact: true }).waitFor();
    await planPanel(state).getByRole('button', { name: 'Approve plan' }).click();
    await planStatus(state, 'Approved');

    // The district sends its evidence; the state approves it and verifies the plan.
    await district.reload();
    await planStatus(district, 'Approved');
    await uploadPlanDocument(district, 'Evidence', 'Training sign-in sheet');
    await planPanel(district).getByRole('button', { name: 'Submit evidence' }).click();
    await planStatus(district, 'Evidence submitted');

    await state.reload();
    await planStatus(state, 'Evidence submitted');
    await planPanel(state).getByRole('button', { name: 'Approve Training sign-in sheet' }).click();
    await planPanel(state).getByRole('button', { name: 'Approve Training sign-in sheet' }).waitFor({ state: 'detached' });
    await planPanel(state).getByRole('button', { name: 'Verify' }).click();
    await planStatus(state, 'Verified');
    await expectAccessible(state);
  } finally {
    await state.context().close();
  }
}, 300_000);
