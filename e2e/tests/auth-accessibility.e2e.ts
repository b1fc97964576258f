import { seriousA11yViolations } from '../support/accessibility';
import { portalUrl, useFreshPage } from '../support/browser';

const page = useFreshPage();

describe('the sign-in area meets WCAG 2.1 AA (no serious or critical axe violations)', () => {
  test.each([
    '/auth/login',
    '/auth/new-register',
    '/auth/register',
    '/auth/account-created?uid=x&email=someone%40example.org',
    '/auth/reset-password?email=a%40example.org&token=x',
    '/auth/confirm-email',
  ])('%s', async (path) => {
    await page().goto(portalUrl(path));
    await page().getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousA11yViolations(page())).toEqual([]);
  });

  test('the Reset Password dialog', async () => {
    await page().goto(portalUrl('/auth/login'));
    await page().getByRole('button', { name: 'Forgot Password?' }).click();
    await page().getByRole('dialog').waitFor();
    expect(await seriousA11yViolations(page())).toEqual([]);
  });
});
