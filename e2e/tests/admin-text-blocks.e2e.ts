import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

/** Antd's button-style radios hide their inputs: a user clicks the button's text. */
const chooseGroup = (name: string) => page.getByRole('radiogroup', { name: 'Group' }).getByText(name, { exact: true }).click();

/** A paragraph added to the FAQ, and a script that would record that it ran. */
const added = '<p>Updated by the text-block browser test.</p>';
const script = '<script>window.__textBlockScriptRan = true</script>';

test('an administrator puts a script in a text block; the saved block has none, nor does the page that shows it', async () => {
  await signIn(page, 'stateadmin@example.org');
  await page.waitForURL(portalUrl('/'));
  await openFromMenu(page, 'Admin', 'Manage Text Blocks');
  await page.getByRole('heading', { level: 1, name: 'Manage Text Blocks' }).waitFor();

  await chooseGroup('Help');
  await page.getByRole('button', { name: 'Edit Frequently asked questions' }).click();
  const form = page.getByRole('form', { name: 'Editing Frequently asked questions (FAQ)' });
  await form.getByRole('textbox', { name: 'Text' }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A field error is read as clearly as the rest of the form.
  const title = form.getByLabel(/^Title/);
  await title.fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByText('Field is required.').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await title.fill('Frequently asked questions');

  await form.getByRole('radiogroup', { name: 'Text: edit as' }).getByText('HTML', { exact: true }).click();
  const source = form.getByRole('textbox', { name: 'HTML source' });
  const original = await source.inputValue();
  expect(original).toContain('How do I get a portal account?');
  await source.fill(`${added}${script}${original}`);
  // The preview already leaves the script out.
  await page.getByRole('region', { name: 'Preview as Card' }).getByText('Updated by the text-block browser test.').waitFor();
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Text block saved').waitFor();

  // The page shows what the server saved: the block without its script.
  await form.getByText('The server cleaned this HTML as it saved it').waitFor();
  expect(await source.inputValue()).toBe(`${added}${original}`);
  await page.reload();
  await chooseGroup('Help');
  await page.getByRole('button', { name: 'Edit Frequently asked questions' }).click();
  await form.getByRole('radiogroup', { name: 'Text: edit as' }).getByText('HTML', { exact: true }).click();
  expect(await form.getByRole('textbox', { name: 'HTML source' }).inputValue()).toBe(`${added}${original}`);

  await page.goto(portalUrl('/faq'));
  const main = page.getByRole('main');
  await main.getByText('Updated by the text-block browser test.').waitFor();
  await main.getByText('How do I get a portal account?').waitFor();
  expect(await main.locator('script').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __textBlockScriptRan?: boolean }).__textBlockScriptRan)).toBeUndefined();
});
