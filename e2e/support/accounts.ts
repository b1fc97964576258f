import { randomUUID } from 'node:crypto';
import { solveBotChallenge, type BotChallenge, type RegisterResponse, type VerifyEmailResponse } from '@portal/shared-contracts';
import { waitForMail } from '@portal/mail-catcher/wait-for-mail';
import { portalUrl } from './browser';

/** A password the registration policy accepts (not common, not breached). */
export const REQUESTER_PASSWORD = 'Harbor-Lantern-Quiet-42';

/** An address no test has used, so each test has its own account and its own mail. */
export function freshAddress(): string {
  return `requester-${randomUUID().slice(0, 8)}@example.com`;
}

function mailUrl(): string {
  const url = process.env.PORTAL_MAIL_URL;
  if (!url) throw new Error('PORTAL_MAIL_URL is not set: run through the e2e jest config');
  return url;
}

/**
 * The link of the mail with this subject sent to `to` (and naming `about`, where given), as an address of the portal under test:
 * mail links are built from PUBLIC_URL (localhost), while the tests reach it at 127.0.0.1.
 */
export async function mailedLink(to: string, subject: string, about?: string): Promise<string> {
  const mail = await waitForMail(
    mailUrl(),
    (m) => m.to.includes(to) && m.subject === subject && (about === undefined || m.text.includes(about)),
    20_000,
  );
  // A link's text part reads 'label (url)': the closing parenthesis is not the address's.
  const link = /https?:\/\/[^\s)]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in the mail '${subject}' to ${to}`);
  const url = new URL(link);
  return portalUrl(`${url.pathname}${url.search}`);
}

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(portalUrl(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A solved bot-protection challenge, as the browser sends it with sign-in, registration and Forgot Password. */
export async function botToken(base = portalUrl('')): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/auth/challenge`)).json()) as BotChallenge;
  return solveBotChallenge(challenge);
}

/** Registers a public requester through the API, as a test's setup; returns the registration's uid. */
export async function registerRequester(email: string, password = REQUESTER_PASSWORD): Promise<string> {
  const recaptchaToken = await botToken();
  const { userId } = await postJson<RegisterResponse>('/api/auth/register', {
    fullName: 'Pat Requester',
    email,
    password,
    confirmPassword: password,
    recaptchaToken,
  });
  return userId;
}

/** A public requester whose address is verified, made through the API and the mail it receives. */
export async function createVerifiedRequester(email: string, password = REQUESTER_PASSWORD): Promise<void> {
  await registerRequester(email, password);
  const uid = new URL(await mailedLink(email, 'Confirm your email address')).searchParams.get('uid');
  const answer = await postJson<VerifyEmailResponse>('/api/auth/verify-email', { uid });
  if (!answer.success) throw new Error(`The verification of ${email} failed: ${JSON.stringify(answer)}`);
}
