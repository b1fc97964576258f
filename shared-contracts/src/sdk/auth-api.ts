import { isHTTPError } from 'ky';
import type { PasswordMessageResponse, ResetPasswordRequest } from '../schemas/account';
import type { RegisterRequest, RegisterResponse, ResendVerificationResponse, VerifyEmailResponse } from '../schemas/auth';
import type { TextBlock } from '../schemas/text-blocks';
import type { TextBlockCode, TextBlockGroup } from '../text-block-codes';
import { http } from './http';
import { obtainBotToken } from './session-api';

// Each of these changes something on the server or sends a mail: never sent twice by a retry.
const once = { retry: 0 } as const;

/** Spec 2: the uid of a verification link, checked before the sign-in form is used. */
export function verifyEmail(uid: string): Promise<VerifyEmailResponse> {
  return http.post('auth/verify-email', { json: { uid }, ...once }).json<VerifyEmailResponse>();
}

/** Spec 4 and 7: registration, after obtaining a bot-protection token as sign-in does. */
export async function registerAccount(form: Omit<RegisterRequest, 'recaptchaToken'>): Promise<RegisterResponse> {
  const recaptchaToken = await obtainBotToken();
  return http.post('auth/register', { json: { ...form, recaptchaToken }, ...once }).json<RegisterResponse>();
}

/** uid is a registration's id (account-created) or the uid of an expired verification link. */
export function resendVerification(uid: string): Promise<ResendVerificationResponse> {
  return http.post('auth/resend-verification', { json: { uid }, ...once }).json<ResendVerificationResponse>();
}

/** The server answers the same whether or not the address has an account; a bot-protection token first, as sign-in. */
export async function requestPasswordReset(email: string): Promise<PasswordMessageResponse> {
  const recaptchaToken = await obtainBotToken();
  return http.post('account/recover/password', { json: { email, recaptchaToken }, ...once }).json<PasswordMessageResponse>();
}

/** The link mailed to a new address: the change takes effect, and the answer says so. */
export function confirmEmailChange(token: string): Promise<PasswordMessageResponse> {
  return http.post('account/confirm-email', { json: { token }, ...once }).json<PasswordMessageResponse>();
}

export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await http.post('account/reset/password', { json: request, ...once });
}

/** A named text block, or null when there is none to show (unknown or hidden: 404). */
export function fetchTextBlock(code: TextBlockCode): Promise<TextBlock | null> {
  return orWhenMissing(http.get(`text-blocks/by-block-code/${code}`).json<TextBlock>(), null);
}

/** The visible blocks of a group in the order they were created; none when the group shows none (404). */
export function fetchTextBlockGroup(group: TextBlockGroup): Promise<TextBlock[]> {
  return orWhenMissing(http.get(`text-blocks/by-group-code/${group}`).json<TextBlock[]>(), []);
}

async function orWhenMissing<T, M>(request: Promise<T>, missing: M): Promise<T | M> {
  try {
    return await request;
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 404) return missing;
    throw error;
  }
}
