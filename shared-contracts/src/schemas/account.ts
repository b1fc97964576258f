import { Type, type Static } from 'typebox';
import { DEFAULT_HOME_URL, DEFAULT_LANGUAGE } from '../constants';

/** The Account calls of spec 7 that carry a body. */
export const RecoverPasswordRequest = Type.Object(
  {
    email: Type.String({ maxLength: 254 }),
    // The solved bot-protection challenge, as sign-in sends it; without one the service refuses with its own message.
    recaptchaToken: Type.Optional(Type.String({ maxLength: 8192 })),
  },
  { additionalProperties: false },
);
export type RecoverPasswordRequest = Static<typeof RecoverPasswordRequest>;

export const ResetPasswordRequest = Type.Object(
  { email: Type.String({ maxLength: 254 }), password: Type.String({ maxLength: 1024 }), token: Type.String({ maxLength: 512 }) },
  { additionalProperties: false },
);
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

export const ChangePasswordRequest = Type.Object(
  { id: Type.Integer(), currentPassword: Type.String({ maxLength: 1024 }), newPassword: Type.String({ maxLength: 1024 }) },
  { additionalProperties: false },
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/** The answer to a recovery request and to a reset: a message the page shows as it is. */
export const PasswordMessageResponse = Type.Object({ message: Type.String() });
export type PasswordMessageResponse = Static<typeof PasswordMessageResponse>;

/** A language tag ('en', 'es-MX'), as RFC 5646 shapes one; 35 characters is the length it asks to be kept. */
const LANGUAGE_TAG = '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$';

/**
 * A page of this portal: '/' first but never '//', which a browser reads as another site. No
 * backslash, space or control character either: browsers turn '\' into '/' and drop tabs and
 * line breaks, so '/\evil.example' and '/<tab>/evil.example' would also lead away.
 */
const SAME_SITE_PATH = String.raw`^/(?!/)[^\\\s\x00-\x1f\x7f]*$`;

/** User preferences and configuration (spec 3): GET and PUT api/account/users/me/preferences. A PUT sends all three. */
export const UserPreferences = Type.Object(
  {
    language: Type.String({ default: DEFAULT_LANGUAGE, maxLength: 35, pattern: LANGUAGE_TAG }),
    homeUrl: Type.String({ default: DEFAULT_HOME_URL, maxLength: 200, pattern: SAME_SITE_PATH }),
    showSelfAssessmentIntro: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);
export type UserPreferences = Static<typeof UserPreferences>;

/** What a user who never saved preferences has. */
export const DEFAULT_USER_PREFERENCES: Readonly<UserPreferences> = {
  language: DEFAULT_LANGUAGE,
  homeUrl: DEFAULT_HOME_URL,
  showSelfAssessmentIntro: true,
};
