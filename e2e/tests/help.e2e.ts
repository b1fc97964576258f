import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { portalUrl, signIn, useFreshPage } from '../support/browser';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

describe('the help pages show their text blocks and meet WCAG 2.1 AA', () => {
  test.each([
    ['/contact', 'Contact', 'State Department of Education, Office of Special Education'],
    ['/faq', 'FAQ', 'How do I get a portal account?'],
  ])('%s', async (path, title, blockText) => {
    await signIn(page, 'districtuser@example.org');
    await page.waitForURL(portalUrl('/'));
    await page.goto(portalUrl(path));
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await page.getByRole('main').getByText(blockText).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
