import type { TableColumn } from '../downloads';
import type { B14Category } from './b14-category';
import type { ContactOutcome, ExclusionReason, ListStatus, SurveyStatus, VerificationStatus } from './codes';
import type { YouthListItem } from './schemas';

/** The codes of psos.md in a coordinator's words, as the screens and the files show them. */
export const SurveyStatusLabels: Record<SurveyStatus, string> = {
  Completed: 'Completed',
  Refused: 'Refused',
  Unreachable: 'Unreachable',
  Incomplete: 'Incomplete',
  InProgress: 'In progress',
  NotContacted: 'Not contacted',
};

export const ListStatusLabels: Record<ListStatus, string> = {
  NotStarted: 'Not started',
  InVerification: 'In verification',
  Verified: 'Verified',
};

export const VerificationLabels: Record<VerificationStatus, string> = { Pending: 'Pending', Confirmed: 'Confirmed', Excluded: 'Excluded' };

export const CategoryLabels: Record<B14Category, string> = {
  HE: '1. Higher education',
  CE: '2. Competitive employment',
  OE: '3. Other postsecondary education or training',
  EMP: '4. Other employment',
  NOT_ENGAGED: 'Not engaged',
};

export const ExclusionReasonLabels: Record<ExclusionReason, string> = {
  NOT_A_LEAVER: 'Not a leaver',
  DUPLICATE: 'Duplicate',
  RETURNED_TO_SCHOOL: 'Returned to school',
  DECEASED: 'Deceased',
};

export const ContactOutcomeLabels: Record<ContactOutcome, string> = {
  COMPLETED: 'Completed',
  PARTIAL: 'Partial interview',
  CALLBACK: 'Call back later',
  NO_ANSWER: 'No answer',
  BUSY: 'Busy',
  LEFT_MESSAGE: 'Left a message',
  WRONG_NUMBER: 'Wrong number',
  DISCONNECTED: 'Disconnected',
  UNDELIVERABLE: 'Undeliverable',
  REFUSED: 'Refused',
  REPORTED_DECEASED: 'Reported deceased',
  REPORTED_RETURNED: 'Reported returned to school',
  OTHER: 'Other',
};

/** What a youth's history entry records (GET api/psos/youth/{id}/history's `action`), in words. */
export const YouthHistoryActionLabels: Record<string, string> = {
  listed: 'Listed',
  'list-values-changed': 'List values changed',
  'removed-from-list': 'Removed from the list',
  'verification-changed': 'Verification changed',
  'attempt-logged': 'Contact attempt logged',
  'closed-unreachable': 'Closed as Unreachable',
  'link-made': 'Survey link made',
  'interview-recorded': 'Interview recorded',
  'interview-changed': 'Interview changed',
  reassigned: 'Reassigned',
  reset: 'The LEA’s list was reset',
};

/** The youth list's columns, as its table and its CSV and .xlsx show them; keys are the sort fields where they sort. */
export const youthListColumns: readonly TableColumn<YouthListItem>[] = [
  { key: 'lastName', header: 'Name', value: (y) => `${y.lastName}, ${y.firstName}` },
  { key: 'stateStudentId', header: 'State student id', value: (y) => y.stateStudentId },
  {
    key: 'verification',
    header: 'Verification',
    value: (y) => VerificationLabels[y.verification] + (y.exclusionReason ? ` (${ExclusionReasonLabels[y.exclusionReason]})` : ''),
  },
  { key: 'surveyStatus', header: 'Survey status', value: (y) => SurveyStatusLabels[y.surveyStatus] },
  { key: 'category', header: 'Category', value: (y) => (y.category ? CategoryLabels[y.category] : '') },
  { key: 'assignment', header: 'Assigned to', value: (y) => y.assignment },
  { key: 'attempts', header: 'Attempts', kind: 'number', value: (y) => y.attempts },
  { key: 'lastOutcome', header: 'Last outcome', value: (y) => (y.lastOutcome ? ContactOutcomeLabels[y.lastOutcome] : '') },
];
