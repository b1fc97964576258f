import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { portalUrl, signIn, useFreshPage } from '../support/browser';
import { addChild, openChildSearch, unusedLastName } from '../support/eco';
import { chosenIn, pickByTyping } from '../support/shell';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const NO_MATCH = 'No child matches. Check the spelling, or add the child.';

async function searchFor(on: Page, criteria: { name?: string; stateStudentId?: string; everyLea?: boolean }): Promise<Locator> {
  await on.getByLabel('Name', { exact: true }).fill(criteria.name ?? '');
  await on.getByLabel('State student id', { exact: true }).fill(criteria.stateStudentId ?? '');
  if (criteria.everyLea) await on.getByRole('checkbox', { name: 'Search every LEA' }).check();
  const answered = on.waitForResponse((response) => new URL(response.url()).pathname === '/api/eco/children/search');
  await on.getByRole('button', { name: 'Search', exact: true }).click();
  await answered;
  const results = on.getByRole('region', { name: 'Children found' });
  await results.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  return results;
}

/** The rows of the results table, each as its cells' text. */
async function resultRows(results: Locator): Promise<string[][]> {
  const rows = results.locator('tbody tr.ant-table-row');
  return rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
}

test('a district user finds a child despite a typo, and a state user finds them in another LEA only by searching every LEA', async () => {
  const lastName = unusedLastName();
  const stateStudentId = `E2E-${randomUUID().slice(0, 8)}`;
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await openChildSearch(page);
  expect(await page.getByRole('checkbox', { name: 'Search every LEA' }).count()).toBe(0);

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByText('Enter a name (two letters or more), a date of birth or a state student id.').waitFor();

  const before = await searchFor(page, { name: `Marisol ${lastName}` });
  await before.getByText(NO_MATCH).waitFor();

  await addChild(page, { stateStudentId, firstName: 'Marisol', lastName, birthDate: '04/12/2022', entryDate: '09/08/2025' });

  await openChildSearch(page);
  const byName = await searchFor(page, { name: `Mraisol ${lastName}` });
  const [first] = await resultRows(byName);
  expect(first?.slice(0, 3)).toEqual([`${lastName}, Marisol`, stateStudentId, '04/12/2022']);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const byId = await searchFor(page, { stateStudentId });
  expect((await resultRows(byId)).map((cells) => cells[1])).toEqual([stateStudentId]);

  await byId.getByRole('link', { name: `${lastName}, Marisol` }).click();
  await page.waitForURL(/\/child-search\/entryscore\?childId=\d+$/);

  // The state user works in another LEA: the child is found there only across every LEA, with the LEA named.
  const context = await page.context().browser()!.newContext();
  try {
    const state = await context.newPage();
    await signIn(state, 'stateuser@example.org');
    await state.waitForURL(portalUrl('/'));
    if ((await chosenIn(state, 'LEA')) === 'Adams Public Schools') await pickByTyping(state, 'LEA', 'Boone Public Schools');
    await openChildSearch(state);
    const ownLea = await searchFor(state, { name: `Mraisol ${lastName}` });
    await ownLea.getByText(NO_MATCH).waitFor();

    const everyLea = await searchFor(state, { name: `Mraisol ${lastName}`, everyLea: true });
    await everyLea.getByRole('columnheader', { name: 'LEA' }).waitFor();
    const [found] = await resultRows(everyLea);
    expect(found?.slice(0, 4)).toEqual([`${lastName}, Marisol`, stateStudentId, '04/12/2022', 'Adams Public Schools']);
    expect(await seriousA11yViolations(state)).toEqual([]);
  } finally {
    await context.close();
  }
});
