import type { SignInResponse } from '@portal/shared-contracts';
import { demoTotpSecrets } from '@portal/service-identity/demo-mfa';
import { botToken } from './accounts';
import { DEMO_PASSWORD, portalUrl } from './browser';
import { claimDemoOtp } from './demo-otp';

/** Signs in through the API as a script would: the password step, then the demo authenticator's code where the account has one. */
export async function apiSignIn(
  email: string,
  password = DEMO_PASSWORD,
  base = portalUrl(''),
): Promise<{ status: number; body: SignInResponse }> {
  const form = new URLSearchParams({ username: email, password, recaptchaToken: await botToken(base) });
  const res = await fetch(`${base}/api/auth/token`, { method: 'POST', body: form });
  const body = (await res.json()) as SignInResponse;
  if (res.status !== 200 || !('mfaRequired' in body) || !(email in demoTotpSecrets)) return { status: res.status, body };
  const code = await claimDemoOtp(base, email);
  const second = await fetch(`${base}/api/auth/mfa`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mfaToken: body.mfaToken, method: 'totp', code }),
  });
  return { status: second.status, body: (await second.json()) as SignInResponse };
}

/** An access token of a demo or test account, for calling the API as that user. */
export async function accessTokenOf(email: string, password = DEMO_PASSWORD, base = portalUrl('')): Promise<string> {
  const { status, body } = await apiSignIn(email, password, base);
  if (status !== 200 || !('accessToken' in body)) throw new Error(`Signing in as ${email} answered ${status}: ${JSON.stringify(body)}`);
  return body.accessToken;
}

/** Calls the API with a bearer token; JSON bodies in and out. */
export async function callApi(token: string, method: string, path: string, body?: unknown, base = portalUrl('')): Promise<Response> {
  return fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
