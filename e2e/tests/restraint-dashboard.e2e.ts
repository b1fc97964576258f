import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';
import { downloadedFile } from '../support/imports';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const RESTRAINT = 'Restraint & Aversive Intervention';
const DEMO_DISTRICT = 'Adams Public Schools';

test('a state user reads the dashboard with its chart, state tracking with every LEA and the total, and the annual report; axe on each', async () => {
  await signIn(page, 'stateuser@example.org');
  await page.waitForURL(portalUrl('/'));

  await openFromMenu(page, RESTRAINT, 'Dashboard');
  await page.getByRole('heading', { level: 2, name: 'Needs attention' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Timeliness this school year' }).waitFor();
  const chart = page.getByRole('figure', { name: 'Finalized interventions by month', exact: true });
  await chart.locator('svg.recharts-surface').first().waitFor();
  // All LEAs first for a state user; the chosen LEA on request.
  expect(await page.getByRole('radio', { name: 'All LEAs' }).isChecked()).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await openFromMenu(page, RESTRAINT, 'State Tracking');
  const table = page.getByRole('table', { name: 'Incidents by LEA' });
  await table.getByRole('link', { name: DEMO_DISTRICT }).waitFor();
  const total = table.getByRole('row').filter({ hasText: 'State total' });
  // The demo data gives every LEA finalized incidents in the years seeded, so the state has some this year.
  expect(Number(await total.locator('td').nth(3).textContent())).toBeGreaterThan(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await openFromMenu(page, RESTRAINT, 'Reports');
  const annual = page.getByRole('table', { name: 'Annual report by school' });
  await annual.locator('tbody tr.ant-table-row').first().waitFor();
  await page.getByText('Due', { exact: true }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await openFromMenu(page, RESTRAINT, 'State Tracking');
  await table.getByRole('link', { name: DEMO_DISTRICT }).click();
  await page.waitForURL(/\/restraint-aversive-intervention\/incidents\?leaId=\d+$/);
});

test("a state user finds the demo district's student at a 5th report in the student report and reads the teacher report, each as a file; axe on each", async () => {
  await signIn(page, 'stateuser@example.org');
  await page.waitForURL(portalUrl('/'));

  // The demo district's id, from its state tracking link: its roster's first student is at a 5th report this year.
  await openFromMenu(page, RESTRAINT, 'State Tracking');
  await page.getByRole('table', { name: 'Incidents by LEA' }).getByRole('link', { name: DEMO_DISTRICT }).click();
  await page.waitForURL(/\/restraint-aversive-intervention\/incidents\?leaId=\d+$/);
  const stateStudentId = `${new URL(page.url()).searchParams.get('leaId')}000001`;

  await openFromMenu(page, RESTRAINT, 'Reports');
  const student = page.getByRole('region', { name: 'Student report' });
  await student.getByRole('button', { name: 'Find student' }).click();
  await student.getByText('Field is required.').waitFor();
  await student.getByLabel('State student id').fill(stateStudentId);
  await student.getByRole('button', { name: 'Find student' }).click();
  await student.getByText(/5th report reached/).waitFor();
  const incidents = student.getByRole('table', { name: "The student's incidents" });
  await incidents.locator('tbody tr.ant-table-row').nth(4).waitFor();
  await student.getByRole('table', { name: "The student's follow-ups" }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  const studentFile = await downloadedFile(page, student.getByRole('button', { name: 'Student report (CSV)' }));
  expect(studentFile.name).toBe(`student-report-${stateStudentId}.csv`);
  expect(studentFile.text).toContain('Incident,Incident date');
  expect(studentFile.text).toMatch(/RAI-27-\d{5}/);

  const teacher = page.getByRole('region', { name: 'Teacher report' });
  await teacher.getByRole('table', { name: 'Incidents per staff member' }).locator('tbody tr.ant-table-row').first().waitFor();
  const teacherFile = await downloadedFile(page, teacher.getByRole('button', { name: 'Teacher report (CSV)' }));
  expect(teacherFile.name).toBe('teacher-report.csv');
  expect(teacherFile.text).toContain('Staff id,Name,Job title,Incidents');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("state tracking has a row for each private school, which opens that school's incidents", async () => {
  await signIn(page, 'stateuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await openFromMenu(page, RESTRAINT, 'State Tracking');
  const table = page.getByRole('table', { name: 'Incidents by LEA and private school' });
  await table.getByRole('link', { name: DEMO_DISTRICT }).waitFor();
  // The private schools follow the LEAs, on the last page.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await table.getByRole('row').filter({ hasText: 'Sierra Nevada Academy (private school)' }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await table.getByRole('link', { name: 'Sierra Nevada Academy (private school)' }).click();
  await page.waitForURL(/\/restraint-aversive-intervention\/incidents\?privateSchoolId=\d+$/);
  await page.getByText(/^Incidents of Sierra Nevada Academy \(private school\) in /).waitFor();
  // The demo data gives each private school incidents every year seeded; the list holds that school's only.
  const incidents = page.getByRole('table', { name: 'Reported incidents' }).locator('tbody tr.ant-table-row');
  await incidents.first().waitFor();
  for (const school of await incidents.locator('td:nth-child(5)').allTextContents()) expect(school).toBe('Sierra Nevada Academy');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
