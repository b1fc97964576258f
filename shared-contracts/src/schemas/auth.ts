import { Type, type Static } from 'typebox';

/** POST /api/auth/token takes a form body (spec 7). */
export const TokenRequest = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    recaptchaToken: Type.Optional(Type.String({ maxLength: 8192 })),
    rememberMe: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type TokenRequest = Static<typeof TokenRequest>;

export const TokenResponse = Type.Object({
  accessToken: Type.String(),
  expiresIn: Type.Integer({ description: 'seconds' }),
  leaId: Type.Union([Type.Integer(), Type.Null()]),
  id: Type.Integer(),
});
export type TokenResponse = Static<typeof TokenResponse>;

export const Jwk = Type.Object({
  kty: Type.String(),
  crv: Type.Optional(Type.String()),
  x: Type.Optional(Type.String()),
  y: Type.Optional(Type.String()),
  kid: Type.String(),
  alg: Type.String(),
  use: Type.String(),
});
export const JwksResponse = Type.Object({ keys: Type.Array(Jwk) });
export type JwksResponse = Static<typeof JwksResponse>;

/** POST /api/auth/refresh-token: the refresh token itself travels only in its HttpOnly cookie. */
export const RefreshTokenRequest = Type.Object(
  {
    activeSchoolYear: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1000, maximum: 9999 }), Type.String({ pattern: '^\\d{4}(-\\d{4})?$' })]),
    ),
  },
  { additionalProperties: false },
);
export type RefreshTokenRequest = Static<typeof RefreshTokenRequest>;

/** POST /api/auth/access-token and /api/auth/revoke-token take an empty body (spec 7); the session is named by the cookie. */
export const EmptyBody = Type.Object({}, { additionalProperties: false });
export type EmptyBody = Static<typeof EmptyBody>;

export const VerifyEmailRequest = Type.Object({ uid: Type.String({ minLength: 1, maxLength: 256 }) }, { additionalProperties: false });
export type VerifyEmailRequest = Static<typeof VerifyEmailRequest>;

/** Why a link did not verify: the page offers a new link for an expired one. */
export const VerifyEmailFailure = Type.Union([Type.Literal('expired'), Type.Literal('used'), Type.Literal('invalid')]);
export type VerifyEmailFailure = Static<typeof VerifyEmailFailure>;

export const VerifyEmailResponse = Type.Object({
  success: Type.Boolean(),
  role: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Optional(VerifyEmailFailure),
});
export type VerifyEmailResponse = Static<typeof VerifyEmailResponse>;

/** Registration for dispute resolution (spec 3); its field rules and messages are spec 5's. */
export const RegisterRequest = Type.Object(
  {
    fullName: Type.String({ maxLength: 200 }),
    email: Type.String({ maxLength: 254 }),
    password: Type.String({ maxLength: 1024 }),
    confirmPassword: Type.String({ maxLength: 1024 }),
    recaptchaToken: Type.String({ maxLength: 8192 }),
  },
  { additionalProperties: false },
);
export type RegisterRequest = Static<typeof RegisterRequest>;

/**
 * userId is the registration's opaque id, not the account's number: the account-created page
 * carries it as uid to ask for a new mail, and the same answer comes back for an address that
 * already has an account, so registration reveals nothing about who is registered.
 */
export const RegisterResponse = Type.Object({ userId: Type.String() });
export type RegisterResponse = Static<typeof RegisterResponse>;

/** uid is the registration's id from account-created, or the uid of an expired verification link. */
export const ResendVerificationRequest = VerifyEmailRequest;
export type ResendVerificationRequest = Static<typeof ResendVerificationRequest>;

/** After a send, the next one is refused for this many seconds (spec 9: 300). */
export const ResendVerificationResponse = Type.Object({ waitSeconds: Type.Integer({ minimum: 0 }) });
export type ResendVerificationResponse = Static<typeof ResendVerificationResponse>;

/**
 * An ALTCHA proof-of-work challenge (GET /api/auth/challenge). The browser solves it and sends
 * the solution, base64-encoded JSON of { challenge, solution }, as recaptchaToken.
 */
export const BotChallenge = Type.Object({
  parameters: Type.Object({
    algorithm: Type.String(),
    nonce: Type.String(),
    salt: Type.String(),
    cost: Type.Integer(),
    keyLength: Type.Integer(),
    keyPrefix: Type.String(),
    keySignature: Type.Optional(Type.String()),
    expiresAt: Type.Optional(Type.Integer()),
  }),
  signature: Type.String(),
});
export type BotChallenge = Static<typeof BotChallenge>;
