import { type EmailLogDetail } from '@portal/shared-contracts/admin';
import { http } from '@portal/shared-contracts/sdk';

/** The Email Logs list call (spec 7's base path /api/emails), read through the SDK's server list. */
export const EMAIL_LOGS_PATH = 'emails';

export function fetchEmailLog(id: number): Promise<EmailLogDetail> {
  return http.get(`${EMAIL_LOGS_PATH}/${id}`).json<EmailLogDetail>();
}

/** The kinds of mail the log holds, for the Type filter. */
export function fetchEmailTypes(): Promise<string[]> {
  return http.get(`${EMAIL_LOGS_PATH}/types`).json<string[]>();
}
