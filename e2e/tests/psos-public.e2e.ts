import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { portalUrl, useFreshPage } from '../support/browser';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

test('a survey link opens outside the signed-in shell, in English or Spanish as the reader chooses', async () => {
  // No sign-in: the page is the survey's frame alone, with the instructions in the language chosen.
  await page.goto(portalUrl('/psos-public/0f5c2a9e4b7d8c1e3a6f9b2d5c8e1a4f'));
  await page.getByRole('heading', { level: 1, name: 'Post-school outcomes survey' }).waitFor();
  expect(page.url()).toBe(portalUrl('/psos-public/0f5c2a9e4b7d8c1e3a6f9b2d5c8e1a4f'));
  await page.getByText('Thank you for taking part.', { exact: false }).waitFor();
  expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The choice is drawn as buttons: the label is what a person clicks.
  await page.locator('label', { hasText: 'Español' }).click();
  await page.getByRole('heading', { level: 1, name: 'Encuesta sobre resultados después de la escuela' }).waitFor();
  await page.getByText('Gracias por participar.', { exact: false }).waitFor();
  expect(await page.locator('[lang="es"]').first().isVisible()).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
