import { Type, type Static } from 'typebox';

/** Administrator-edited texts (spec 3); the auth pages read the public ones before sign-in. */
export const TextBlockCodes = {
  login: 'LOGIN_TEXT',
  emailVerification: 'EMAIL_VERIFICATION',
  emailVerificationFailure: 'EMAIL_VERIFICATION_FAILURE',
  disputeRegisterInstructions: 'DR_REGISTER_INSTRUCTIONS',
  accountCreated: 'ACCOUNT_CREATED_SUCCESS',
  newRegisterInstructions: 'NEW_REGISTER_INSTRUCTIONS',
  publicLoginInstructions: 'PUBLIC_LOGIN_INSTRUCTIONS',
  mainDashboard: 'MAIN_DASHBOARD_TEXT',
} as const;
export type TextBlockCode = (typeof TextBlockCodes)[keyof typeof TextBlockCodes];

export const TextBlock = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  html: Type.String({ description: 'Sanitised on save; shown as HTML' }),
  isVisible: Type.Boolean(),
  blockCode: Type.String(),
  groupCode: Type.String(),
  displayFormat: Type.Union([Type.Literal('Div'), Type.Literal('Card')]),
});
export type TextBlock = Static<typeof TextBlock>;

export const TextBlockCodeParams = Type.Object({ code: Type.String({ pattern: '^[A-Z0-9_]{1,64}$' }) });
export type TextBlockCodeParams = Static<typeof TextBlockCodeParams>;
