import type { Page } from 'playwright-core';
import { FieldMessages } from '@portal/shared-contracts';
import { CalendarMessages } from '@portal/shared-contracts/admin';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, settledDialog, signIn, useFreshPage } from '../support/browser';
import { pickByTyping } from '../support/shell';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const main = () => page.getByRole('main');
const calendarFile = (lines: string[]) => ({
  name: 'calendar.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(['date,kind,note', ...lines].join('\r\n')),
});

test('an administrator sees the state holidays of the school year, imports an LEA calendar (a bad file first), and deletes it', async () => {
  await signIn(page, 'stateadmin@example.org');
  await page.waitForURL(portalUrl('/'));
  await openFromMenu(page, 'Admin', 'Calendars');
  await page.waitForURL(portalUrl('/admin/calendars'));
  await page.getByRole('heading', { level: 1, name: 'Calendars' }).waitFor();

  // The demo's current school year is 2026-2027: Nevada Day is the last Friday of October 2026.
  await main().getByRole('heading', { level: 2, name: 'State holidays 2026-2027' }).waitFor();
  const nevadaDay = main().getByRole('row').filter({ hasText: 'Nevada Day' });
  await nevadaDay.waitFor();
  expect((await nevadaDay.getByRole('cell').allInnerTexts()).slice(0, 3)).toEqual(['10/30/2026', 'Fri', 'Nevada Day']);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await pickByTyping(page, 'Calendar of LEA', 'Boone Public Schools');
  const noCalendar = () => main().getByText('This LEA has no school calendar for the year', { exact: false });
  await noCalendar().waitFor();

  await main()
    .getByLabel('Calendar file')
    .setInputFiles(calendarFile(['2026-09-08,instructional,', '09/09/2026,instructional,', '2026-09-10,holiday,']));
  const refusal = main()
    .getByRole('alert')
    .filter({ hasText: CalendarMessages.notImported(2) });
  await refusal.waitFor();
  expect(await refusal.getByRole('listitem').allInnerTexts()).toEqual([
    `Line 3, date: ${FieldMessages.invalidDate}`,
    `Line 4, kind: ${CalendarMessages.kind}`,
  ]);

  await main()
    .getByLabel('Calendar file')
    .setInputFiles(calendarFile(['2026-09-08,instructional,', '2026-09-09,partial,Staff development', '2026-09-10,early-release,']));
  const partial = main().getByRole('row').filter({ hasText: 'Staff development' });
  await partial.waitFor();
  expect(await partial.getByRole('cell').allInnerTexts()).toEqual(['09/09/2026', 'Wed', 'Partial', 'Staff development']);
  await main().getByText('Instructional: 1 · Partial: 1 · Early release: 1', { exact: false }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await main().getByRole('button', { name: 'Delete Calendar' }).click();
  const confirm = await settledDialog(page.getByRole('dialog', { name: /Delete the school calendar of Boone/ }));
  await confirm.getByRole('button', { name: 'Ok' }).click();
  await noCalendar().waitFor();
});
