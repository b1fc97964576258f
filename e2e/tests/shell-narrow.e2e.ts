import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { animationsSettled, openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';
import { overflowsSideways, sidebar } from '../support/shell';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

async function signInAt(width: number, email = 'siteadmin@example.org'): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await signIn(page, email);
  await page.waitForURL(portalUrl('/'));
  await page.getByRole('combobox', { name: 'LEA', exact: true }).waitFor();
}

describe('at 375 px (XSmall) the sidebar is an overlay', () => {
  test('closed at first; the toggle opens it as a drawer; choosing a page closes it; nothing scrolls sideways', async () => {
    await signInAt(375);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar(page).count()).toBe(0);
    expect(await overflowsSideways(page)).toBe(false);

    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await animationsSettled(page);
    expect((await drawer.boundingBox())?.width).toBe(250);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await openFromMenu(page, 'Early Childhood Outcomes', 'Dashboard');
    await page.waitForURL(/\/child-search\/dashboard$/);
    await drawer.waitFor({ state: 'hidden' });
    await page.locator('[data-testid^="figure-"]').first().waitFor({ timeout: 20_000 });
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('Escape closes the drawer', async () => {
    await signInAt(375);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });

  test('the top bar keeps every control on screen', async () => {
    await signInAt(375);
    for (const control of [
      page.getByRole('button', { name: 'Menu', exact: true }),
      page.getByRole('combobox', { name: 'LEA', exact: true }),
      page.getByRole('combobox', { name: 'School Year', exact: true }),
      page.getByRole('button', { name: /Sam Siteadmin/ }),
    ]) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
  });
});

describe('at 1024 px the sidebar sits beside the page', () => {
  test('250 px wide, folded away and back by the toggle, with nothing scrolling sideways', async () => {
    await signInAt(1024);
    expect((await page.locator('aside').boundingBox())?.width).toBe(250);
    expect(await overflowsSideways(page)).toBe(false);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar(page).count()).toBe(0);
    await toggle.click();
    await sidebar(page).waitFor();
    await openFromMenu(page, 'Admin', 'Manage Users');
    await page.locator('[data-testid^="figure-"]').first().waitFor({ timeout: 20_000 });
    expect(await overflowsSideways(page)).toBe(false);
  });
});
