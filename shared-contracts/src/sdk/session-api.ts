import type { BotChallenge, TokenResponse } from '../schemas/auth';
import type { MfaChallengeResponse, MfaVerifyRequest, SignInResponse } from '../schemas/mfa';
import { solveBotChallenge } from '../bot-check';
import type { LeaSummary } from '../schemas/common';
import type { SessionUser } from '../schemas/directory';
import type { OwnUserDocument, OwnUserSaved } from '../admin/user-schemas';
import type { KyInstance } from 'ky';
import { http, loadSchoolYears } from './http';
import { TokenErrors } from './jwt';
import { sessionStore } from './session-store';

/** Spec 4: the bot-protection token obtained before sign-in and registration, solved in this browser. */
export async function obtainBotToken(): Promise<string> {
  const challenge = await http.get('auth/challenge', { retry: 0 }).json<BotChallenge>();
  return solveBotChallenge(challenge);
}

/**
 * Spec 4: login stores token, expiry, permissions, user and the remember-me flag. A user with a
 * second factor gets a challenge instead, which `completeSecondFactor` answers.
 */
export async function signInWithPassword(username: string, password: string): Promise<SessionUser | MfaChallengeResponse> {
  const recaptchaToken = await obtainBotToken();
  const body = new URLSearchParams({ username, password, recaptchaToken, rememberMe: 'true' });
  const answer = await http.post('auth/token', { body, retry: 0 }).json<SignInResponse>();
  return 'mfaRequired' in answer ? answer : startSession(answer);
}

/** The second step of a sign-in: a code from the authenticator app, a recovery code or a passkey's answer. */
export async function completeSecondFactor(proof: MfaVerifyRequest): Promise<SessionUser> {
  return startSession(await http.post('auth/mfa', { json: proof, retry: 0 }).json<TokenResponse>());
}

async function startSession(tokens: TokenResponse): Promise<SessionUser> {
  if (!tokens.accessToken) throw new Error(TokenErrors.emptyToken);
  const store = sessionStore.getState();
  store.replaceToken(tokens.accessToken, tokens.expiresIn);
  const user = await http.get('account/users/me').json<SessionUser>();
  store.signIn(tokens.accessToken, tokens.expiresIn, user);
  return user;
}

/**
 * Loads the school years, then the LEAs the user may choose (that call carries the year),
 * each with the defaults of spec 4.
 */
export async function loadDirectory(): Promise<void> {
  await loadSchoolYears();
  await reloadLeas();
}

/** Reads the LEAs the user may choose again, after an administrator added, renamed or deleted one. */
export async function reloadLeas(): Promise<void> {
  sessionStore.getState().setLeas(await http.get('leas/users').json<LeaSummary[]>());
}

/**
 * Spec 4 and 7: trades the refresh token (in its HttpOnly cookie, never seen here) for a
 * new access token, sending the chosen school year. False when the session has ended.
 */
export async function refreshSession(client: KyInstance = http): Promise<boolean> {
  const year = sessionStore.getState().currentSchoolYear;
  try {
    const tokens = await client
      .post('auth/refresh-token', { json: year ? { activeSchoolYear: year.key } : {}, retry: 0 })
      .json<TokenResponse>();
    if (!tokens.accessToken) throw new Error(TokenErrors.emptyToken);
    sessionStore.getState().replaceToken(tokens.accessToken, tokens.expiresIn);
    return true;
  } catch {
    return false;
  }
}

/** Ends the session on the server; signing out goes on locally whatever the answer. */
export async function revokeSession(): Promise<void> {
  await http.post('auth/revoke-token', { json: {}, retry: 0 }).catch(() => undefined);
}

/** Saves the user's own personal fields; a new e-mail address needs currentPassword and waits for its link (pendingEmail). */
export function saveOwnAccount(document: OwnUserDocument): Promise<OwnUserSaved> {
  return http.put('account/users/me', { json: document, retry: 0 }).json<OwnUserSaved>();
}
