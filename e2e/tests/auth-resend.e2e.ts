import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { freshAddress, registerRequester } from '../support/accounts';
import { portalUrl, useFreshPage } from '../support/browser';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const resendButton = (p: Page) => p.getByRole('button', { name: 'Resend verification email' });

/** The countdown's m:ss in seconds. */
async function countdownSeconds(p: Page): Promise<number> {
  const text = await p.getByRole('timer').innerText();
  const [, minutes, seconds] = /(\d+):(\d\d)/.exec(text) ?? [];
  if (minutes === undefined || seconds === undefined) throw new Error(`No m:ss in '${text}'`);
  return Number(minutes) * 60 + Number(seconds);
}

test('right after registering, resend counts down in m:ss with the link disabled, and a reload carries on', async () => {
  const email = freshAddress();
  const uid = await registerRequester(email);
  await page.goto(portalUrl(`/auth/account-created?${new URLSearchParams({ uid, email })}`));
  await page.getByText(`We sent a confirmation email to ${email}.`).waitFor();

  // Registering sent a mail, so the server answers 429 with the rest of its 300 s wait.
  await resendButton(page).click();
  await page
    .getByRole('timer')
    .filter({ hasText: /You can ask for another email in [45]:\d\d\./ })
    .waitFor();
  expect(await resendButton(page).isDisabled()).toBe(true);
  const before = await countdownSeconds(page);
  expect(before).toBeLessThanOrEqual(300);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The countdown moves on before the reload, so a reload that started it again would show more than before.
  await page.waitForFunction((limit) => {
    const [, minutes, seconds] = /(\d+):(\d\d)/.exec(document.querySelector('[role="timer"]')?.textContent ?? '') ?? [];
    return minutes !== undefined && Number(minutes) * 60 + Number(seconds) < limit;
  }, before);
  await page.reload();
  await page.getByRole('timer').waitFor();
  expect(await resendButton(page).isDisabled()).toBe(true);
  const after = await countdownSeconds(page);
  expect(after).toBeLessThan(before);
  expect(after).toBeGreaterThan(before - 10);
});
