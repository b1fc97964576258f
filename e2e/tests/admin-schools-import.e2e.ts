import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { leaListColumns, SchoolImportMessages } from '@portal/shared-contracts/admin';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, settledDialog, signIn, useFreshPage } from '../support/browser';
import { allRowsDone, downloadedFile } from '../support/imports';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const main = () => page.getByRole('main');
/** The rows of the page's table, not the row antd measures its columns with. */
const dataRows = () => main().locator('tbody tr.ant-table-row');

async function search(label: string, text: string): Promise<void> {
  const box = main().getByRole('searchbox', { name: label });
  await box.fill(text);
  await box.press('Enter');
}

/** Waits until the page's table shows exactly these values in its first column. */
async function expectFirstColumn(expected: string[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  let shown: string[];
  do {
    shown = await main().locator('tbody tr.ant-table-row td:first-child').allInnerTexts();
    if (JSON.stringify(shown) === JSON.stringify(expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  } while (Date.now() < deadline);
  expect(shown).toEqual(expected);
}

describe('Manage Schools', () => {
  // Names and ids of this run's own, so the test finds only its schools whatever else the portal holds.
  const run = randomUUID().slice(0, 6).toUpperCase();
  const file = [
    'externalSchoolId,name,leaCode',
    `E2E-${run}-1,Meadowlark Elementary ${run},01-1000`,
    `E2E-${run}-2,Cottonwood Middle ${run},02-1007`,
    `E2E-${run}-3,Nowhere High ${run},99-9999`,
  ].join('\r\n');

  const importDialog = () => page.getByRole('dialog', { name: 'Import Schools' });
  const figure = async (dialog: Locator, title: string) =>
    Number(
      await dialog
        .locator('.ant-statistic')
        .filter({ has: page.getByText(title, { exact: true }) })
        .locator('.ant-statistic-content-value')
        .innerText(),
    );
  const figures = async (dialog: Locator) => ({
    added: await figure(dialog, 'Added'),
    changed: await figure(dialog, 'Changed'),
    unchanged: await figure(dialog, 'Unchanged'),
    rejected: await figure(dialog, 'Rejected'),
  });

  /** Chooses the file, waits for the dry run's report, and answers it. */
  async function dryRun(): Promise<Locator> {
    await main().getByRole('button', { name: 'Import Schools' }).click();
    const dialog = importDialog();
    await dialog.waitFor();
    await dialog.getByLabel('Schools file').setInputFiles({ name: 'schools.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await dialog.getByText('Nothing has been saved yet. This is what the import will do:').waitFor();
    return dialog;
  }

  async function runImport(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('The import is done:').waitFor();
  }

  async function close(dialog: Locator): Promise<void> {
    // The footer's Close, not the dialog's corner ×, which antd also names Close.
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  test('an administrator imports a schools file and sees the report; the same file again adds and changes nothing, and no school is there twice', async () => {
    await signIn(page, 'stateadmin@example.org');
    await page.waitForURL(portalUrl('/'));
    await openFromMenu(page, 'Admin', 'Manage Schools');
    await page.waitForURL(portalUrl('/admin/manage-schools'));
    await page.getByRole('heading', { level: 1, name: 'Manage Schools' }).waitFor();
    await dataRows().first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    let dialog = await dryRun();
    expect(await figures(dialog)).toEqual({ added: 2, changed: 0, unchanged: 0, rejected: 1 });
    const added = dialog.getByRole('region', { name: 'Added' });
    await added.getByRole('cell', { name: `Meadowlark Elementary ${run}` }).waitFor();
    await added.getByRole('cell', { name: `Cottonwood Middle ${run}` }).waitFor();
    const rejected = dialog
      .getByRole('region', { name: 'Rejected' })
      .getByRole('row')
      .filter({ hasText: `E2E-${run}-3` });
    expect(await rejected.getByRole('cell').allInnerTexts()).toEqual(['4', `E2E-${run}-3`, SchoolImportMessages.unknownLea('99-9999')]);
    await dialogAnimationsDone();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Nothing is saved before Import.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await search('Search by name or external id', `E2E-${run}`);
    await main().locator('.ant-empty-description', { hasText: 'No data' }).waitFor();

    dialog = await dryRun();
    await runImport(dialog);
    expect(await figures(dialog)).toEqual({ added: 2, changed: 0, unchanged: 0, rejected: 1 });
    await close(dialog);
    await search('Search by name or external id', `E2E-${run}`);
    await expectFirstColumn([`Cottonwood Middle ${run}`, `Meadowlark Elementary ${run}`]);

    // The same file again: the dry run says it changes nothing, and so does the import.
    dialog = await dryRun();
    await dialog.getByText('The file changes nothing: every school in it is already as it says.').waitFor();
    expect(await figures(dialog)).toEqual({ added: 0, changed: 0, unchanged: 2, rejected: 1 });
    await runImport(dialog);
    expect(await figures(dialog)).toEqual({ added: 0, changed: 0, unchanged: 2, rejected: 1 });
    expect(await dialog.getByRole('region', { name: 'Added' }).count()).toBe(0);
    expect(await dialog.getByRole('region', { name: 'Changed' }).count()).toBe(0);
    await close(dialog);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Manage Schools' }).waitFor();
    await search('Search by name or external id', `E2E-${run}`);
    await expectFirstColumn([`Cottonwood Middle ${run}`, `Meadowlark Elementary ${run}`]);
    expect(await main().locator('tbody tr.ant-table-row td:nth-child(2)').allInnerTexts()).toEqual([`E2E-${run}-2`, `E2E-${run}-1`]);
  });
});

describe('a large schools import', () => {
  const run = randomUUID().slice(0, 6).toUpperCase();
  const rows = 2000;
  const rejectedLine = 777;
  // The header is line 1: data lines are 2 to rows + 1; one names an LEA that does not exist.
  const file = [
    'externalSchoolId,name,leaCode',
    ...Array.from(
      { length: rows },
      (_, i) => `BIG-${run}-${i + 2},Big School ${run} ${i + 2},${i + 2 === rejectedLine ? '99-9999' : '01-1000'}`,
    ),
  ].join('\r\n');

  test('an administrator previews it, leaves the page while it runs, finds its report on return and downloads the rejected row', async () => {
    await signIn(page, 'stateadmin@example.org');
    await page.waitForURL(portalUrl('/'));
    await openFromMenu(page, 'Admin', 'Manage Schools');
    await page.getByRole('heading', { level: 1, name: 'Manage Schools' }).waitFor();
    await main().getByRole('button', { name: 'Import Schools' }).click();
    let dialog = page.getByRole('dialog', { name: 'Import Schools' });
    await dialog.getByLabel('Schools file').setInputFiles({ name: 'schools.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    // The first look at the running import: its bar counts the rows of the file.
    await dialog.getByText(`of ${rows.toLocaleString('en-US')} rows done`, { exact: false }).waitFor();

    // Away to another page (the dialog covers the menu, so by the address bar) and back by the menu:
    // the import is followed again and its report shown.
    await page.goto(portalUrl('/admin/manage-leas'));
    await page.getByRole('heading', { level: 1, name: 'Manage LEAs' }).waitFor();
    await openFromMenu(page, 'Admin', 'Manage Schools');
    dialog = page.getByRole('dialog', { name: 'Import Schools' });
    await dialog.getByText(allRowsDone(rows)).waitFor();
    await dialog.getByText('Nothing has been saved yet. This is what the import will do:').waitFor();
    const figure = (title: string) =>
      dialog
        .locator('.ant-statistic')
        .filter({ has: page.getByText(title, { exact: true }) })
        .locator('.ant-statistic-content-value')
        .innerText();
    expect([await figure('Added'), await figure('Rejected')]).toEqual([(rows - 1).toLocaleString('en-US'), '1']);
    await dialogAnimationsDone();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const { name, text } = await downloadedFile(page, dialog.getByRole('button', { name: 'Download rejected rows (CSV)' }));
    expect(name).toBe('rejected-schools.csv');
    expect(text.trim().split('\r\n')).toEqual([
      'Line,Column,Message,External School ID',
      `${rejectedLine},,${SchoolImportMessages.unknownLea('99-9999')},BIG-${run}-${rejectedLine}`,
    ]);

    // A preview saved nothing.
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await search('Search by name or external id', `BIG-${run}`);
    await main().locator('.ant-empty-description', { hasText: 'No data' }).waitFor();
  });
});

describe('Manage LEAs', () => {
  const run = randomUUID().slice(0, 6).toUpperCase();
  const name = `Sandpiper Charter ${run}`;
  const code = `E2E-${run}`;

  test('an administrator adds a charter with a contact, finds it among the Charters, edits it, and deletes it', async () => {
    await signIn(page, 'stateadmin@example.org');
    await page.waitForURL(portalUrl('/'));
    await openFromMenu(page, 'Admin', 'Manage LEAs');
    await page.waitForURL(portalUrl('/admin/manage-leas'));
    await page.getByRole('heading', { level: 1, name: 'Manage LEAs' }).waitFor();
    await dataRows().first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await main().getByRole('button', { name: 'Add LEA' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add LEA' });
    await dialog.waitFor();
    await dialogAnimationsDone();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The LEA's own Name comes before any contact's.
    await dialog.getByLabel(/Name$/).first().fill(name);
    await dialog.getByLabel(/LEA Code$/).fill(code);
    await dialog.getByLabel(/City$/).fill('Bayside');
    await dialog.getByLabel(/Zip$/).fill('6850');
    await dialog.getByRole('checkbox', { name: 'In the Charters group' }).check();
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    const contact = dialog.locator('.ant-card', { hasText: 'Contact 1' });
    await contact.getByLabel(/Name$/).fill('Robin Principal');
    await contact.getByLabel(/E-mail$/).fill('robin@sandpiper.example.org');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The form refuses a zip code that is not one, in spec 5's words, before anything is sent.
    await dialog.getByText('zip code format.').waitFor();
    await dialog.getByLabel(/Zip$/).fill('68501');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('LEA added').waitFor();

    // antd draws a radio button as its label, over an input it hides.
    await main().locator('label.ant-radio-button-wrapper', { hasText: 'Charters' }).click();
    // The choice goes to the address first (lists keep their state in the URL), then to the radio.
    await main().getByRole('radio', { name: 'Charters', checked: true }).waitFor({ state: 'attached' });
    await search('Search by name or code', code);
    await expectFirstColumn([name]);
    const row = dataRows().filter({ hasText: name });
    const cell = (key: string) => row.getByRole('cell').nth(leaListColumns.findIndex((column) => column.key === key));
    expect(await cell('group').innerText()).toBe('Charters');
    expect(await cell('city').innerText()).toBe('Bayside');
    expect(await cell('isStateSponsoredCharterAuthority').innerText()).toBe('No');

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    dialog = page.getByRole('dialog', { name: `Edit LEA: ${name}` });
    await dialog.waitFor();
    expect(await dialog.locator('.ant-card', { hasText: 'Contact 1' }).getByLabel(/Name$/).inputValue()).toBe('Robin Principal');
    await dialog.getByLabel(/City$/).fill('Harbor Town');
    await dialog.getByRole('checkbox', { name: 'State-sponsored charter authority' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('LEA saved').waitFor();

    // Read again from the server: the edit stuck.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Manage LEAs' }).waitFor();
    await search('Search by name or code', code);
    await expectFirstColumn([name]);
    expect(await cell('city').innerText()).toBe('Harbor Town');
    expect(await cell('isStateSponsoredCharterAuthority').innerText()).toBe('Yes');

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = await settledDialog(page.getByRole('dialog', { name: `Delete ${name}?` }));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('LEA deleted').waitFor();
    await main().locator('.ant-empty-description', { hasText: 'No data' }).waitFor();
  });
});

/** Waits out a dialog's zoom and fade: axe would measure the contrast of text still fading in. */
async function dialogAnimationsDone(): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            (animation.effect as KeyframeEffect | null)?.target?.closest('.ant-modal-root') &&
            animation.effect?.getTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
