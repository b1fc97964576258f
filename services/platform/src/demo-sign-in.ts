import { solveBotChallenge, type BotChallenge } from '@portal/shared-contracts';
import { DEMO_PASSWORD, unusedDemoOtp } from '@portal/service-identity';
import type { AnyDb, HttpAnswer, HttpRequest } from '@portal/service-kit';

/** Sends a request to the identity service (through the test portal, or straight to its address). */
export type SendToIdentity = (request: HttpRequest) => Promise<HttpAnswer>;

/** A solved bot-protection challenge from the identity service, as a browser sends it. */
export async function botToken(send: SendToIdentity): Promise<string> {
  const challenge = await send({ method: 'GET', url: '/api/auth/challenge' });
  if (challenge.statusCode !== 200) throw new Error(`No bot-protection challenge: ${challenge.statusCode} ${challenge.body}`);
  return solveBotChallenge(challenge.json() as BotChallenge);
}

/** The sign-in request a browser sends: the form body with a freshly solved bot-protection token. */
export async function signInForm(
  send: SendToIdentity,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<HttpRequest> {
  return {
    method: 'POST',
    url: '/api/auth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ username, password, recaptchaToken: await botToken(send) }).toString(),
  };
}

/**
 * The code a demo account's authenticator app shows, one the portal has not accepted yet (a code is
 * good once): it may be the one of the step before or after now, or wait for the next.
 */
export async function demoOtpOf(db: AnyDb, email: string): Promise<string> {
  const row = await db
    .withSchema('identity')
    .selectFrom('user_totp as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select('t.last_used_step')
    .where('u.email', '=', email)
    .executeTakeFirst();
  return (await unusedDemoOtp(email, row?.last_used_step == null ? null : Number(row.last_used_step))).code;
}

/** A sign-in as a demo account, through the real routes, with its second factor when it has one. */
export async function signInDemoAccount(
  send: SendToIdentity,
  email: string,
  otp: () => Promise<string>,
): Promise<{ response: HttpAnswer; accessToken: string }> {
  const first = await send(await signInForm(send, email, DEMO_PASSWORD));
  const mfaToken = first.statusCode === 200 ? (first.json() as { mfaToken?: string }).mfaToken : undefined;
  const response = mfaToken
    ? await send({ method: 'POST', url: '/api/auth/mfa', payload: { mfaToken, method: 'totp', code: await otp() } })
    : first;
  if (response.statusCode !== 200) throw new Error(`Sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
  return { response, accessToken: (response.json() as { accessToken: string }).accessToken };
}
