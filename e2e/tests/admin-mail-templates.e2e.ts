import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

test("a state administrator opens a mail type's templates and previews its letter; the page meets WCAG 2.1 AA throughout", async () => {
  await signIn(page, 'stateadmin@example.org');
  await page.waitForURL(portalUrl('/'));
  await openFromMenu(page, 'Admin', 'Mail Templates');
  await page.getByRole('heading', { level: 1, name: 'Mail Templates' }).waitFor();
  const types = page.getByRole('table', { name: 'Mail types' });
  await types.getByRole('cell', { name: 'Violation notice', exact: true }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await types.getByRole('button', { name: 'Templates of Violation notice' }).click();
  await page.getByRole('heading', { level: 2, name: 'Template: Violation notice' }).waitFor();
  expect(await page.getByLabel('Subject').inputValue()).toBe('Violation substantiated: incident {{incidentNumber}}');
  await page.getByRole('table', { name: 'Versions' }).getByRole('button', { name: 'Copy to editor: version 1' }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('region', { name: 'Preview', exact: true });
  await preview.getByText('Subject: Violation substantiated: incident RAI-27-00042', { exact: true }).waitFor();
  await preview.getByText('A corrective action plan is required.', { exact: false }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
