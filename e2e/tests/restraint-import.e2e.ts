import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { RestraintImportMessages } from '@portal/shared-contracts/restraint';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';
import { allRowsDone } from '../support/imports';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const RESTRAINT = 'Restraint & Aversive Intervention';
// The district accounts' LEA (Adams) and its first school.
const ADAMS = '01-1000';
const HEADER =
  'lea_code,school_code,local_incident_id,incident_date,student_state_id,student_last_name,student_first_name,birth_date,grade,disability_status,intervention_type,start_time,end_time,emergency,reason_code,staff_trained,student_injury,staff_injury';

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Two incidents of a district's own system: a physical restraint in an emergency, and one dated in the future (rejected). */
function incidentsFile(tag: string): string {
  const row = (local: string, date: string, student: string) =>
    `${ADAMS},${ADAMS}-001,${local},${date},${student},Imported,Pupil ${student},2014-05-01,06,IDEA,PHYSICAL,09:30,09:40,Y,HARM_OTHERS,Y,N,N`;
  return [HEADER, row(`${tag}-1`, '2026-09-14', `${tag}A`), row(`${tag}-2`, dayFromToday(20), `${tag}B`)].join('\r\n');
}

test('a district administrator previews an import with a rejected row, commits it finalizing the incident, and every screen passes axe', async () => {
  const tag = `E${randomUUID().slice(0, 6).toUpperCase()}`;
  await signIn(page, 'districtadmin@example.org');
  await page.waitForURL(portalUrl('/'));
  await openFromMenu(page, RESTRAINT, 'Data Import');
  await page.getByRole('heading', { level: 1, name: 'Data Import' }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByLabel('CSV file').setInputFiles({ name: 'incidents.csv', mimeType: 'text/csv', buffer: Buffer.from(incidentsFile(tag)) });
  await page.getByRole('checkbox', { name: 'Finalize on commit' }).check();
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByText('Nothing has been saved yet.', { exact: false }).waitFor();
  await page.getByText(allRowsDone(2)).waitFor();

  const rejected = page.getByRole('region', { name: 'Rejected rows' });
  const line = rejected.getByRole('row').filter({ hasText: 'incident_date' });
  expect(await line.locator('td').first().textContent()).toBe('3');
  expect(await line.textContent()).toContain(RestraintImportMessages.noFutureDates);
  const incidents = page.getByRole('region', { name: 'Incidents' });
  expect(
    await incidents
      .getByRole('row')
      .filter({ hasText: `${tag}-1` })
      .textContent(),
  ).toContain('Numbered on commit');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Commit' }).click();
  await page.getByText('The incidents were imported.').waitFor();
  const written = incidents.getByRole('row').filter({ hasText: `${tag}-1` });
  const number = await written.getByRole('link').textContent();
  expect(number).toMatch(/^RAI-\d{2}-\d{5}$/);
  expect(await written.textContent()).toContain('Finalized');
  expect(
    await incidents
      .getByRole('row')
      .filter({ hasText: `${tag}-2` })
      .count(),
  ).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
