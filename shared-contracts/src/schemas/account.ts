import { Type, type Static } from 'typebox';

/** The Account calls of spec 7 that carry a body. */
export const RecoverPasswordRequest = Type.Object({ email: Type.String({ maxLength: 254 }) }, { additionalProperties: false });
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

/** PUT api/account/admin/changeuser-password: an administrator sets another user's password. */
export const AdminChangePasswordRequest = Type.Object(
  { id: Type.Integer({ minimum: 1 }), newPassword: Type.String({ maxLength: 1024 }) },
  { additionalProperties: false },
);
export type AdminChangePasswordRequest = Static<typeof AdminChangePasswordRequest>;

/** The answer to a recovery request and to a reset: a message the page shows as it is. */
export const PasswordMessageResponse = Type.Object({ message: Type.String() });
export type PasswordMessageResponse = Static<typeof PasswordMessageResponse>;

/** User preferences and configuration (spec 3) with their defaults. */
export const UserPreferences = Type.Object({
  language: Type.String({ default: 'en', maxLength: 10 }),
  homeUrl: Type.String({ default: '/', maxLength: 200 }),
  showSelfAssessmentIntro: Type.Boolean({ default: true }),
});
export type UserPreferences = Static<typeof UserPreferences>;
