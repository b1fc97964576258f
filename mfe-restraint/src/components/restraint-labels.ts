import {
  FOLLOW_UP_KIND_LABELS,
  type DISABILITY_STATUSES,
  type EMERGENCY_REASONS,
  type INJURED_PERSONS,
  type NOTICE_METHODS,
  type NOTICE_RECIPIENTS,
  type STAFF_ROLES,
} from '@portal/shared-contracts/restraint';

type Code<List extends readonly string[]> = List[number];

/** The Nevada pack's intervention types (a pack's codes are data; another pack's read as their code). */
export const InterventionTypeLabels: Record<string, string> = {
  PHYSICAL: 'Physical restraint',
  MECHANICAL: 'Mechanical restraint',
  AVERSIVE: 'Aversive intervention',
};

/** NRS 388.471's ten aversive practices, by subtype number. */
export const AversiveSubtypeLabels: Record<number, string> = {
  1: '1: Noxious odours or tastes',
  2: '2: Water or other mists or sprays',
  3: '3: Blasts of air',
  4: '4: Corporal punishment',
  5: '5: Verbal or mental abuse',
  6: '6: Electric shock',
  7: '7: Chemical restraint',
  8: '8: Left alone in a room with a blocked exit',
  9: '9: Forced exercise',
  10: '10: Withholding food, drink or medication',
};

export const EmergencyReasonLabels: Record<Code<typeof EMERGENCY_REASONS>, string> = {
  HARM_OTHERS: 'Harm to others',
  HARM_SELF: 'Harm to self',
  PROPERTY: 'Severe property damage',
};

export const DisabilityStatusLabels: Record<Code<typeof DISABILITY_STATUSES>, string> = {
  IDEA: 'IDEA',
  '504': 'Section 504',
  NONE: 'None',
};

export const StaffRoleLabels: Record<Code<typeof STAFF_ROLES>, string> = {
  APPLIED: 'Applied',
  OBSERVED: 'Observed',
  MONITORED: 'Monitored',
  APPROVED_CONTINUATION: 'Approved continuation',
};

/** A follow-up's kind in words, from the rule packs' labels; a kind no pack names reads as its code. */
export const followUpKindLabel = (kind: string): string => (FOLLOW_UP_KIND_LABELS as Readonly<Record<string, string>>)[kind] ?? kind;

export const NoticeRecipientLabels: Record<Code<typeof NOTICE_RECIPIENTS>, string> = {
  PARENT: 'Parent',
  ADMINISTRATOR: 'Administrator',
  IEP_TEAM: 'IEP team',
  BOARD: 'District board',
};

export const NoticeMethodLabels: Record<Code<typeof NOTICE_METHODS>, string> = {
  IN_PERSON: 'In person',
  PHONE: 'Phone',
  EMAIL: 'E-mail',
  LETTER: 'Letter',
  OTHER: 'Other',
};

export const InjuredPersonLabels: Record<Code<typeof INJURED_PERSONS>, string> = {
  STUDENT: 'Student',
  STAFF: 'Staff member',
  OTHER: 'Other person',
};

/** restraint.md's rule codes, in a reviewer's words. */
export const RuleLabels: Record<string, string> = {
  'AV-USE': 'Aversive intervention used',
  'PR-NO-EMERGENCY': 'Physical restraint without an emergency',
  'MR-NO-EMERGENCY': 'Mechanical restraint without an emergency',
  'MR-NO-ORDER': 'Mechanical restraint without a medical order',
  'MR-CHECKS': 'Mechanical restraint without release checks',
  'STAFF-UNTRAINED': 'Restraint by staff without current training',
  'FORCE-EXCESS': 'Force or duration beyond need',
  'RECORD-LATE': 'Record filed late',
  'BOARD-LATE': 'Reported to the board late',
  'FOLLOW-UP-OPEN': 'Follow-up not held',
  'ANNUAL-LATE': 'Annual report late',
};

/** A rule as a reviewer reads it: its words and its code; a code of another pack reads as itself. */
export const ruleText = (code: string) => (RuleLabels[code] ? `${RuleLabels[code]} (${code})` : code);

/** A select's options from a code's labels, in their written order. */
export const codeOptions = <Code extends string>(labels: Record<Code, string>) =>
  (Object.entries(labels) as [Code, string][]).map(([value, label]) => ({ value, label }));

export const aversiveSubtypeOptions = Object.entries(AversiveSubtypeLabels).map(([value, label]) => ({ value: Number(value), label }));
