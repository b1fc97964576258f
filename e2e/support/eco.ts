import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { openFromMenu } from './browser';
import { pickByTyping, typeDay } from './shell';

export const ECO = 'Early Childhood Outcomes';

/** A last name no demo child has, so a search finds only the child a test adds: hex digits of a UUID spelled as letters. */
export const unusedLastName = () =>
  `Ka${[...randomUUID().slice(0, 6)].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('')}`;

/** A child as the Add a child dialog takes one; days as typed, MM/DD/YYYY. */
export interface NewChild {
  stateStudentId: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  entryDate: string;
  exit?: { date: string; reason: string };
}

export async function openChildSearch(page: Page): Promise<void> {
  await openFromMenu(page, ECO, 'Child Search');
  await page.getByRole('heading', { level: 1, name: 'Child Search' }).waitFor();
}

/** Opens Child Search's Add a child dialog and fills it in from the keyboard; the caller saves, so it can look at the dialog first. */
export async function fillNewChild(page: Page, child: NewChild): Promise<Locator> {
  await page.getByRole('button', { name: 'Add a child' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a child' });
  await dialog.getByLabel('State student id').fill(child.stateStudentId);
  await dialog.getByLabel('First name').fill(child.firstName);
  await dialog.getByLabel('Last name').fill(child.lastName);
  await typeDay(dialog, 'Date of birth', child.birthDate);
  await typeDay(dialog, 'Program entry date', child.entryDate);
  if (child.exit) {
    await typeDay(dialog, 'Exit date', child.exit.date);
    await pickByTyping(page, 'Exit reason', child.exit.reason);
  }
  return dialog;
}

/** Adds the child from Child Search; their entry scores open. */
export async function addChild(page: Page, child: NewChild): Promise<void> {
  const dialog = await fillNewChild(page, child);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('heading', { level: 1, name: 'Entry Score' }).waitFor();
}
