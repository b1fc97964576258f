/** The codes of psos.md, one list each: the forms, the service, the import and the reports share them. */

export const COLLECTION_STATUSES = ['Draft', 'Open', 'Closed'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

export const LIST_STATUSES = ['NotStarted', 'InVerification', 'Verified'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export const VERIFICATION_STATUSES = ['Pending', 'Confirmed', 'Excluded'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Why a list record is excluded; the other record of a DUPLICATE stays. */
export const EXCLUSION_REASONS = ['NOT_A_LEAVER', 'DUPLICATE', 'RETURNED_TO_SCHOOL', 'DECEASED'] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

/** Exclusions a district may still record after its list is Verified. */
export const LATE_EXCLUSION_REASONS: readonly ExclusionReason[] = ['DECEASED', 'RETURNED_TO_SCHOOL'];

/** Exit reasons of leavers; MOVED_NOT_CONTINUING counts with dropouts. */
export const EXIT_REASONS = ['GRADUATED', 'ALTERNATE_DIPLOMA', 'CERTIFICATE', 'MAX_AGE', 'DROPPED_OUT', 'MOVED_NOT_CONTINUING'] as const;
export type ExitReason = (typeof EXIT_REASONS)[number];
export const DROPOUT_EXIT_REASONS: readonly ExitReason[] = ['DROPPED_OUT', 'MOVED_NOT_CONTINUING'];

/** Survey status of a target youth, the first that applies, in this order; the six add up to T. */
export const SURVEY_STATUSES = ['Completed', 'Refused', 'Unreachable', 'Incomplete', 'InProgress', 'NotContacted'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** How an interview was taken; WEB is the youth's own submission by public link. */
export const INTERVIEW_MODES = ['PHONE', 'IN_PERSON', 'PAPER', 'WEB'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
/** The modes staff record an interview in. */
export const STAFF_INTERVIEW_MODES = ['PHONE', 'IN_PERSON', 'PAPER'] as const;

/** Who answered: both count as respondents. */
export const RESPONDENTS = ['YOUTH', 'FAMILY'] as const;
export type Respondent = (typeof RESPONDENTS)[number];

export const CONTACT_MODES = ['PHONE', 'TEXT', 'EMAIL', 'MAIL', 'IN_PERSON', 'WEB'] as const;
export type ContactMode = (typeof CONTACT_MODES)[number];

export const CONTACT_OUTCOMES = [
  'COMPLETED',
  'PARTIAL',
  'CALLBACK',
  'NO_ANSWER',
  'BUSY',
  'LEFT_MESSAGE',
  'WRONG_NUMBER',
  'DISCONNECTED',
  'UNDELIVERABLE',
  'REFUSED',
  'REPORTED_DECEASED',
  'REPORTED_RETURNED',
  'OTHER',
] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];
/** Outcomes of a contact that no longer works: the vendor dashboard's "bad contact". */
export const BAD_CONTACT_OUTCOMES: readonly ContactOutcome[] = ['WRONG_NUMBER', 'DISCONNECTED', 'UNDELIVERABLE'];

/** Where an LEA's (or one youth's) interviews are done: by the district, or by a vendor. */
export const ASSIGNMENTS = ['District', 'Vendor'] as const;
export type Assignment = (typeof ASSIGNMENTS)[number];
