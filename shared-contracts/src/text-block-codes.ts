// Plain constants, kept apart from the TypeBox schemas so the sign-in pages can name a block
// without loading TypeBox before they paint.

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
  /** The same instructions in Spanish, for a youth or family who answers in Spanish. */
  psosPublicSurveyInstructionsSpanish: 'PSOS_PUBLIC_SURVEY_INSTRUCTIONS_ES',
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
