import { DEMO_PASSWORD } from '@portal/service-identity';
import { MfaMessages } from '@portal/shared-contracts';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';
import { claimsOf, forgedToken } from './forged-token';

// The setting names the local administrator in place of the defaults, the site and state administrators.
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ mfaRequiredRoles: 'LocalAdmin' });
}, 120_000);
afterAll(() => portal?.close());

const usersAs = (token: string) =>
  portal.inject({ method: 'GET', url: '/api/account/users', headers: { authorization: `Bearer ${token}` } });

test('MFA_REQUIRED_ROLES decides which roles a sign-in without a second factor is refused', async () => {
  // The district administrator has no second factor: the password signs in, without the role the setting names.
  const passwordOnly = await portal.inject(await portal.signInRequest('districtadmin@example.org', DEMO_PASSWORD));
  expect(passwordOnly.statusCode).toBe(200);
  const restricted = passwordOnly.json().accessToken as string;
  expect(claimsOf(restricted)).toMatchObject({ amr: ['pwd'], mfa_enrol: true, role: [], permission: [] });
  expect((await usersAs(restricted)).statusCode).toBe(403);
  // Every service refuses the role to a token without a second factor, whoever signed it.
  const withRole = forgedToken(portal, restricted, { role: ['LocalAdmin'] });
  const refused = await usersAs(withRole);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe(MfaMessages.secondFactorNeeded);

  // The site administrator's role no longer needs one: a token of it without a second factor is served.
  const { accessToken } = await portal.signIn('siteadmin@example.org');
  expect((await usersAs(forgedToken(portal, accessToken, { amr: ['pwd'] }))).statusCode).toBe(200);
});
