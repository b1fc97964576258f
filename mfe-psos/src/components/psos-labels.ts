import type {
  Assignment,
  CollectionStatus,
  CompetitiveOption,
  ContactMode,
  ExitReason,
  IncompleteAnswerRule,
  InterviewMode,
  Respondent,
  SubgroupSet,
  Workplace,
} from '@portal/shared-contracts/psos';

/**
 * psos.md's codes in the words of a transition coordinator or an interviewer, beside those the contract
 * gives the files too (list and survey status, verification, exclusion reasons, categories, contact outcomes).
 */

export const CollectionStatusLabels: Record<CollectionStatus, string> = { Draft: 'Draft', Open: 'Open', Closed: 'Closed' };

export const AssignmentLabels: Record<Assignment, string> = { District: 'District', Vendor: 'Vendor' };

export const InterviewModeLabels: Record<InterviewMode, string> = {
  PHONE: 'Phone',
  IN_PERSON: 'In person',
  PAPER: 'Paper form',
  WEB: 'Web (survey link)',
};

export const RespondentLabels: Record<Respondent, string> = { YOUTH: 'The youth', FAMILY: 'A family member' };

export const ContactModeLabels: Record<ContactMode, string> = {
  PHONE: 'Phone',
  TEXT: 'Text message',
  EMAIL: 'E-mail',
  MAIL: 'Mail',
  IN_PERSON: 'In person',
  WEB: 'Web',
};

export const ExitReasonLabels: Record<ExitReason, string> = {
  GRADUATED: 'Graduated (regular diploma)',
  ALTERNATE_DIPLOMA: 'Alternate diploma',
  CERTIFICATE: 'Certificate or other credential',
  MAX_AGE: 'Reached maximum age',
  DROPPED_OUT: 'Dropped out',
  MOVED_NOT_CONTINUING: 'Moved, not known to be continuing',
};

export const WorkplaceLabels: Record<Workplace, string> = {
  INTEGRATED: 'Integrated (with people without disabilities)',
  MILITARY: 'Military',
  SUPPORTED: 'Supported employment',
  SELF_EMPLOYED: 'Self-employed',
  FAMILY_BUSINESS: 'Family business',
  SHELTERED: 'Sheltered workshop',
  INCARCERATED: 'While incarcerated',
  OTHER: 'Other',
};

export const CompetitiveOptionLabels: Record<CompetitiveOption, string> = {
  OPTION_1: 'Option 1: integrated work and the military',
  OPTION_2: 'Option 2: competitive integrated employment (Rehabilitation Act 7(5))',
};

export const IncompleteAnswerLabels: Record<IncompleteAnswerRule, string> = {
  CLASSIFIABLE_ONLY: 'Classifiable only: an interview that cannot be classified is Incomplete',
  UNANSWERED_IS_NO: 'Unanswered is No',
};

export const SubgroupSetLabels: Record<SubgroupSet, string> = {
  NPSO: 'NPSO subgroups',
  RACE: 'Race and ethnicity',
  EXIT_REASON: 'Exit reason',
  SEX: 'Sex',
  EL: 'English learner',
};

/** Subgroup codes of every set; another code (a lookup value) reads as itself. */
const subgroupLabels: Record<string, string> = {
  LD: 'Specific learning disability',
  ED: 'Emotional disturbance',
  ID: 'Intellectual disability',
  AO: 'All other disabilities',
  FEMALE: 'Female',
  MINORITY: 'Minority',
  EL: 'English learner',
  DROPOUT: 'Dropout',
  HISPANIC: 'Hispanic or Latino',
  AMERICAN_INDIAN: 'American Indian or Alaska Native',
  ASIAN: 'Asian',
  BLACK: 'Black or African American',
  PACIFIC_ISLANDER: 'Native Hawaiian or Pacific Islander',
  WHITE: 'White',
  TWO_OR_MORE: 'Two or more races',
  F: 'Female',
  M: 'Male',
  Y: 'English learner',
  N: 'Not an English learner',
  ...ExitReasonLabels,
};
export const subgroupLabel = (code: string) => subgroupLabels[code] ?? code;

/** A label map as antd Select options, in the map's order. */
export const optionsOf = <Code extends string>(labels: Record<Code, string>, codes: readonly Code[] = Object.keys(labels) as Code[]) =>
  codes.map((code) => ({ value: code, label: labels[code] }));
