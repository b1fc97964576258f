import { displayPasswordReason, PasswordResetMessages } from '@portal/shared-contracts';
import { httpErrorMessage } from '@portal/shared-contracts/sdk/core';
import { errorBody } from './server-errors';

/** What the reset page shows for a refused reset: its lines, and whether to offer a new link. */
export interface ResetPasswordFailure {
  lines: string[];
  offerNewLink: boolean;
}

/** The server's code for a reset link that is unknown, expired or spent. */
const RESET_LINK_INVALID = 'RESET_LINK_INVALID';

/**
 * Spec 8: the server's reasons one per line ('non alphanumeric' shown as 'symbol', spec 5);
 * a dead link says so and offers a new one; any other refusal with a code or field errors is
 * 'Invalid Information.'; a call that got no such answer gets spec 8's generic HTTP message.
 */
export function resetPasswordFailure(error: unknown): ResetPasswordFailure {
  const body = errorBody(error);
  if (body?.reasons?.length) return { lines: body.reasons.map(displayPasswordReason), offerNewLink: false };
  if (body?.code === RESET_LINK_INVALID) return { lines: [body.message ?? PasswordResetMessages.linkInvalid], offerNewLink: true };
  if (body?.code || body?.errors) return { lines: [PasswordResetMessages.invalidInformation], offerNewLink: false };
  return { lines: [httpErrorMessage(error)], offerNewLink: false };
}

/** A link without its email or token cannot work: the page says so instead of showing the form. */
export const incompleteLinkFailure: ResetPasswordFailure = { lines: [PasswordResetMessages.linkInvalid], offerNewLink: true };
