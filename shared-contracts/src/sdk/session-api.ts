import type { TokenResponse } from '../schemas/auth';
import type { LeaSummary, SchoolYear } from '../schemas/common';
import type { SessionUser } from '../schemas/directory';
import { http } from './http';
import { TokenErrors } from './jwt';
import { sessionStore } from './session-store';

/** Spec 4: login stores token, expiry, permissions, user and the remember-me flag. */
export async function signInWithPassword(username: string, password: string, recaptchaToken = ''): Promise<SessionUser> {
  const body = new URLSearchParams({ username, password, recaptchaToken, rememberMe: 'true' });
  const tokens = await http.post('auth/token', { body, retry: 0 }).json<TokenResponse>();
  if (!tokens.accessToken) throw new Error(TokenErrors.emptyToken);
  const store = sessionStore.getState();
  store.replaceToken(tokens.accessToken, tokens.expiresIn);
  const user = await http.get('account/users/me').json<SessionUser>();
  store.signIn(tokens.accessToken, tokens.expiresIn, user);
  return user;
}

/** Loads the LEAs and school years the user may choose, then applies the defaults of spec 4. */
export async function loadDirectory(): Promise<void> {
  const years = await http.get('leas/school-years').json<SchoolYear[]>();
  const leas = await http.get('leas/users').json<LeaSummary[]>();
  sessionStore.getState().setDirectory(leas, years);
}
