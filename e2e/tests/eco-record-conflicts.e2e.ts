import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { EcoRecordMessages } from '@portal/shared-contracts/eco';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';
import { ECO } from '../support/eco';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const HEADER =
  'stateStudentId,firstName,lastName,birthDate,leaCode,schoolCode,entryDate,exitDate,entryRatingA,entryRatingB,entryRatingC,exitRatingA,exitRatingB,exitRatingC,progressA,progressB,progressC';
// A child that another district (Boone, 02-1007) holds; Adams (01-1000) is the district user's.
const STUDENT = `HELD-${randomUUID().slice(0, 6)}`;

async function importFile(user: string, rows: string[], commit: boolean): Promise<void> {
  await signIn(page, user);
  await page.waitForURL(portalUrl('/'));
  await openFromMenu(page, ECO, 'Child List');
  await page.getByRole('heading', { level: 1, name: 'Child List' }).waitFor();
  await page.getByRole('button', { name: 'Import ratings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Ratings' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'ratings.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...rows].join('\n')) });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await dialog.getByText('Nothing has been saved yet.', { exact: false }).waitFor();
  if (commit) {
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByText('The ratings were imported.').waitFor();
  }
}

test('the state admin adds a child in another district', async () => {
  await importFile('stateadmin@example.org', [`${STUDENT},Hidden,Elsewhere,2022-02-02,02-1007,,2025-09-02,,4,4,4,,,,,,`], true);
});

test("a district's row for that child is held for the state's review, and tells nothing of the other record", async () => {
  await importFile(
    'districtuser@example.org',
    [
      `${STUDENT},Probe,Row,2022-02-03,01-1000,,2025-10-01,,4,4,4,,,,,,`,
      `${STUDENT},Probe,Row,2022-02-02,01-1000,,2024-10-01,,4,4,4,,,,,,`,
    ],
    false,
  );
  const rejected = page.getByRole('dialog', { name: 'Import Ratings' }).getByRole('region', { name: 'Rejected rows' });
  // A wrong date of birth and the right one get the same answer, which names nothing of the other record.
  const held = rejected.getByText(EcoRecordMessages.heldForStateReview, { exact: false });
  await held.nth(1).waitFor();
  expect(await held.count()).toBe(2);
  expect(await rejected.textContent()).not.toMatch(/date of birth|2025-09-02/);
});

test('state staff find the held rows beside State Tracking and resolve one', async () => {
  await signIn(page, 'stateuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await openFromMenu(page, ECO, 'State Tracking');
  const held = page.getByRole('table', { name: 'Records held for review' });
  const rows = held.getByRole('row').filter({ hasText: STUDENT });
  await rows.nth(1).waitFor();
  expect(await rows.count()).toBe(2);
  const wrongBirth = rows.filter({ hasText: '10/01/2025' });
  await wrongBirth.getByText('A new program record for a child with records in another LEA').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await wrongBirth.getByRole('button', { name: `Resolve ${STUDENT}` }).click();
  const dialog = page.getByRole('dialog', { name: `Resolve the conflict of ${STUDENT}` });
  await dialog.getByLabel('How it was settled').fill('A different child: Adams corrects its state student id');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await wrongBirth.waitFor({ state: 'detached' });
  expect(await rows.count()).toBe(1);
});
