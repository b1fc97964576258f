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
  childSearchResultInstructions: 'CHILD_SEARCH_RESULT_INSTRUCTIONS',
  childSearchStatusInstructions: 'CHILD_SEARCH_STATUS_INSTRUCTIONS',
  violationReportsList: 'VIOLATION_REPORTS_LIST',
  violationsDashboard: 'VIOLATIONS_DASHBOARD',
  violationsImport: 'VIOLATIONS_IMPORT',
  ecoAprB7Report: 'ECO_APR_B7_REPORT',
  childSearchDashboard: 'CHILD_SEARCH_DASHBOARD',
  childList: 'CHILD_LIST',
  entryDate: 'ENTRY_DATE',
  psosSurvey: 'PSOS_SURVEY',
  psosPublicSurveyInstructions: 'PSOS_PUBLIC_SURVEY_INSTRUCTIONS',
  disputeLinkCaseInstructions: 'DR_LINK_CASE_INSTRUCTIONS',
  withdrawConfirmation: 'WITHDRAW_CONFIRMATION',
  requestPageOne: 'REQUEST_PAGE_ONE',
  dueProcessQuestions1: 'DUE_PROCESS_QUESTIONS_1',
  dueProcessQuestions2: 'DUE_PROCESS_QUESTIONS_2',
  dueProcessQuestions3: 'DUE_PROCESS_QUESTIONS_3',
  stateComplaintHeader: 'STATE_COMPLAINT_HEADER',
  reviewEnteredDetails: 'REVIEW_ENTERED_DETAILS',
  signatureDisclaimer: 'SIGNATURE_DISCLAIMER',
  electronicSignatureSubmission: 'ELECTRONIC_SIGNATURE_SUBMISSION',
  disputeRequestSubmissionAcknowledgement: 'DR_REQUEST_SUBMISSION_ACKNOWLEDGEMENT',
  contact: 'CONTACT',
  faq: 'FAQ',
} as const;
export type TextBlockCode = (typeof TextBlockCodes)[keyof typeof TextBlockCodes];

/**
 * The groups a page reads its blocks by. A group is either wholly shown before sign-in or wholly
 * after it, so a page outside the shell never asks for a group it cannot read: the PSOS survey's
 * public page therefore has a group of its own.
 */
export const TextBlockGroups = {
  auth: 'AUTH',
  dashboard: 'DASHBOARD',
  help: 'HELP',
  eco: 'ECO',
  restraint: 'RESTRAINT',
  psos: 'PSOS',
  psosPublic: 'PSOS_PUBLIC',
  dispute: 'DISPUTE',
} as const;
export type TextBlockGroup = (typeof TextBlockGroups)[keyof typeof TextBlockGroups];

export const TextBlockDisplayFormat = Type.Union([Type.Literal('Div'), Type.Literal('Card')]);
export type TextBlockDisplayFormat = Static<typeof TextBlockDisplayFormat>;

export const TextBlock = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  html: Type.String({ description: 'Sanitised on save and again when read; shown as HTML' }),
  isVisible: Type.Boolean(),
  blockCode: Type.String(),
  groupCode: Type.String(),
  displayFormat: TextBlockDisplayFormat,
});
export type TextBlock = Static<typeof TextBlock>;

/** The longest HTML an administrator may save: a long FAQ fits with room to spare. */
export const TEXT_BLOCK_HTML_MAX_LENGTH = 20_000;

/** PUT api/text-blocks/{id}: what an administrator may change; the code, group and audience stay as seeded. */
export const UpdateTextBlockRequest = Type.Object(
  {
    title: Type.String({ maxLength: 200, pattern: '\\S', description: 'Plain text, not blank' }),
    html: Type.String({ maxLength: TEXT_BLOCK_HTML_MAX_LENGTH, description: 'Sanitised before it is saved' }),
    isVisible: Type.Boolean(),
    displayFormat: TextBlockDisplayFormat,
  },
  { additionalProperties: false },
);
export type UpdateTextBlockRequest = Static<typeof UpdateTextBlockRequest>;

export const TextBlockCodeParams = Type.Object({ code: Type.String({ pattern: '^[A-Z0-9_]{1,64}$' }) });
export type TextBlockCodeParams = Static<typeof TextBlockCodeParams>;
