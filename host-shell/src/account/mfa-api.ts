import { http } from '@portal/shared-contracts/sdk/core';
import type { FactorAddedResponse, MfaStatus, RecoveryCodesResponse, TotpSetupResponse } from '@portal/shared-contracts';
import { startRegistration } from '@simplewebauthn/browser';

// Each of these changes the account: never sent twice by a retry.
const once = { retry: 0 } as const;

export const mfaStatusKey = ['shell', 'account', 'mfa'] as const;

export const fetchMfaStatus = () => http.get('account/mfa').json<MfaStatus>();

export const startTotpSetup = () => http.post('account/mfa/totp/setup', once).json<TotpSetupResponse>();

export const confirmTotp = (code: string) => http.post('account/mfa/totp', { json: { code }, ...once }).json<FactorAddedResponse>();

export const removeTotp = () => http.delete('account/mfa/totp', once);

export const removePasskey = (id: string) => http.delete(`account/mfa/passkeys/${id}`, once);

export const newRecoveryCodes = () => http.post('account/mfa/recovery-codes', once).json<RecoveryCodesResponse>();

/** Asks the browser to make a passkey for the portal, then has the server check and keep it. */
export async function addPasskey(name: string): Promise<FactorAddedResponse> {
  const optionsJSON = await http.post('account/mfa/passkeys/options', once).json<Parameters<typeof startRegistration>[0]['optionsJSON']>();
  const credential = await startRegistration({ optionsJSON });
  return http.post('account/mfa/passkeys', { json: { name, credential }, ...once }).json<FactorAddedResponse>();
}
