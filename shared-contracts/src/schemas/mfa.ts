import { Type, type Static } from 'typebox';
import { TokenResponse } from './auth';

/** The second factors a user may prove at sign-in. */
export const MfaMethod = Type.Union([Type.Literal('totp'), Type.Literal('passkey'), Type.Literal('recovery')]);
export type MfaMethod = Static<typeof MfaMethod>;

/**
 * The token endpoint's answer to a right password when a second factor is due: no session yet,
 * only a short-lived token naming this sign-in, which POST /api/auth/mfa trades for one.
 */
export const MfaChallengeResponse = Type.Object({
  mfaRequired: Type.Literal(true),
  mfaToken: Type.String(),
  methods: Type.Array(MfaMethod),
  expiresIn: Type.Integer({ description: 'seconds' }),
});
export type MfaChallengeResponse = Static<typeof MfaChallengeResponse>;

export const SignInResponse = Type.Union([TokenResponse, MfaChallengeResponse]);
export type SignInResponse = Static<typeof SignInResponse>;

const MfaToken = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' });

/** A WebAuthn credential as @simplewebauthn/browser hands it over; its fields are checked by the verification itself. */
const PasskeyCredential = Type.Object(
  { id: Type.String({ maxLength: 1024 }), rawId: Type.String({ maxLength: 1024 }), type: Type.Literal('public-key') },
  { additionalProperties: true },
);

const OneTimeCode = Type.String({ minLength: 1, maxLength: 64 });

export const MfaVerifyRequest = Type.Union([
  Type.Object({ mfaToken: MfaToken, method: Type.Literal('totp'), code: OneTimeCode }, { additionalProperties: false }),
  Type.Object({ mfaToken: MfaToken, method: Type.Literal('recovery'), code: OneTimeCode }, { additionalProperties: false }),
  Type.Object({ mfaToken: MfaToken, method: Type.Literal('passkey'), credential: PasskeyCredential }, { additionalProperties: false }),
]);
export type MfaVerifyRequest = Static<typeof MfaVerifyRequest>;

export const MfaTokenRequest = Type.Object({ mfaToken: MfaToken }, { additionalProperties: false });
export type MfaTokenRequest = Static<typeof MfaTokenRequest>;

/** WebAuthn request or creation options, passed to @simplewebauthn/browser as they are. */
export const PasskeyOptions = Type.Object({ challenge: Type.String() }, { additionalProperties: true });
export type PasskeyOptions = Static<typeof PasskeyOptions>;

export const PasskeySummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type PasskeySummary = Static<typeof PasskeySummary>;

/** My Account's view of the user's second factors. */
export const MfaStatus = Type.Object({
  /** True when one of the user's roles needs a second factor. */
  required: Type.Boolean(),
  totp: Type.Boolean(),
  passkeys: Type.Array(PasskeySummary),
  recoveryCodesLeft: Type.Integer(),
});
export type MfaStatus = Static<typeof MfaStatus>;

/** An authenticator-app secret being set up: shown once, as text and as an otpauth URI for a QR code. */
export const TotpSetupResponse = Type.Object({ secret: Type.String(), otpauthUri: Type.String() });
export type TotpSetupResponse = Static<typeof TotpSetupResponse>;

export const TotpConfirmRequest = Type.Object({ code: OneTimeCode }, { additionalProperties: false });
export type TotpConfirmRequest = Static<typeof TotpConfirmRequest>;

/** New recovery codes, shown once; a set replaces the one before. */
export const RecoveryCodesResponse = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodesResponse = Static<typeof RecoveryCodesResponse>;

/** Confirming a factor answers with the recovery codes when it is the user's first. */
export const FactorAddedResponse = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type FactorAddedResponse = Static<typeof FactorAddedResponse>;

export const PasskeyRegisterRequest = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 100 }), credential: PasskeyCredential },
  { additionalProperties: false },
);
export type PasskeyRegisterRequest = Static<typeof PasskeyRegisterRequest>;

export const PasskeyIdParams = Type.Object({ passkeyId: Type.String({ format: 'uuid' }) });
export type PasskeyIdParams = Static<typeof PasskeyIdParams>;
