import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';
import { ECO, fillNewChild, openChildSearch } from '../support/eco';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const higherNeedsYes = 'The exit rating is higher than the entry rating, so the progress answer must be Yes.';

/** Outcome `outcome`'s count of children in category `category`, as the Reports page shows it. */
async function reportCount(outcome: string, category: string): Promise<number> {
  const table = page.getByRole('table', { name: `Outcome ${outcome}: children by progress category` });
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: category, exact: true }) });
  return Number(await row.getByRole('cell').nth(2).textContent());
}

async function openReport(): Promise<void> {
  await openFromMenu(page, ECO, 'Reports');
  await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
  await page.getByRole('table', { name: 'Outcome C: children by progress category' }).waitFor();
}

/** Rates an outcome from the keyboard: the scale is listed from 7 down to 1, so 7 - point steps down. */
async function rate(outcome: string, point: number, progress?: 'Yes' | 'No'): Promise<void> {
  await page.getByRole('combobox', { name: `Outcome ${outcome} rating` }).click();
  for (let step = 0; step < 7 - point; step += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page
    .getByRole('main')
    .getByTitle(new RegExp(`^${point}: `))
    .first()
    .waitFor();
  if (progress)
    await page
      .getByRole('radiogroup', { name: new RegExp(`^Outcome ${outcome}: has the child`) })
      .getByText(progress, { exact: true })
      .click();
}

test('a district user adds a child and rates entry and exit, fixing a broken rule; a state user finalizes and unlocks; the report counts the child', async () => {
  const stateStudentId = `E2E-${randomUUID().slice(0, 8)}`;
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));

  // The district's figures before the child.
  await openReport();
  const before = { Ac: await reportCount('A', 'c'), Be: await reportCount('B', 'e'), Ca: await reportCount('C', 'a') };

  await openChildSearch(page);
  const dialog = await fillNewChild(page, {
    stateStudentId,
    firstName: 'Rowan',
    lastName: 'Browsertest',
    birthDate: '03/01/2022',
    entryDate: '09/02/2025',
    exit: { date: '10/15/2026', reason: 'Moved, known to be continuing' },
  });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();

  // Entry ratings: saved as a draft, then submitted.
  await page.getByRole('heading', { level: 1, name: 'Entry Score' }).waitFor();
  const childId = new URL(page.url()).searchParams.get('childId');
  await rate('A', 3);
  await rate('B', 6);
  await rate('C', 2);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByLabel('Status: Draft').waitFor();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByLabel('Status: Submitted').waitFor();

  // Exit ratings: a higher exit with No breaks a rule; the message shows and nothing saves until it is fixed.
  await page.goto(portalUrl(`/child-search/exitscore?childId=${childId}`));
  await page.getByRole('heading', { level: 1, name: 'Exit Score' }).waitFor();
  await rate('A', 5, 'No');
  await page.getByText(higherNeedsYes).first().waitFor();
  await rate('B', 7, 'Yes');
  await rate('C', 1, 'No');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByLabel('Status: Not started').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page
    .getByRole('radiogroup', { name: /^Outcome A: has the child/ })
    .getByText('Yes', { exact: true })
    .click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByLabel('Status: Draft').waitFor();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByLabel('Status: Submitted').waitFor();
  const outcomeA = page.getByRole('region', { name: 'Outcome A' });
  await outcomeA.getByText('c: ', { exact: false }).waitFor();

  // The report counts the child: A in c (3 to 5), B in e (6 to 7), C in a (2 to 1 with No).
  await openReport();
  expect({ Ac: await reportCount('A', 'c'), Be: await reportCount('B', 'e'), Ca: await reportCount('C', 'a') }).toEqual({
    Ac: before.Ac + 1,
    Be: before.Be + 1,
    Ca: before.Ca + 1,
  });
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A state user, in a browser of their own, finalizes the exit ratings; they are read-only until unlocked with a reason.
  const context = await page.context().browser()!.newContext();
  try {
    const state = await context.newPage();
    await signIn(state, 'stateuser@example.org');
    await state.waitForURL(portalUrl('/'));
    await state.goto(portalUrl(`/child-search/exitscore?childId=${childId}`));
    await state.getByRole('heading', { level: 1, name: 'Exit Score' }).waitFor();
    await state.getByRole('button', { name: 'Finalize' }).click();
    await state.getByLabel('Status: Finalized').waitFor();
    await state.getByText('These ratings are finalized and read-only.', { exact: false }).waitFor();
    expect(await state.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await state.getByRole('button', { name: 'Unlock' }).click();
    const unlock = state.getByRole('dialog', { name: 'Unlock the finalized ratings' });
    await unlock.getByLabel('Reason for unlocking').fill('Exit date corrected by the district');
    await unlock.getByRole('button', { name: 'Unlock' }).click();
    await state.getByLabel('Status: Draft').waitFor();
    await state
      .getByRole('region', { name: 'History' })
      .getByText('Exit date corrected by the district', { exact: false })
      .first()
      .waitFor();
  } finally {
    await context.close();
  }
});
