/**
 * Rule packs (restraint.md, "Legal frame and rule packs"): everything one state's law decides,
 * written as data. The restraint service evaluates whichever pack the settings name active; a
 * state is added by adding a pack here, never by code. Nevada is the default.
 */

/** How a clock counts (the day-count library's day types a pack may use). */
export const CLOCK_DAY_TYPES = ['calendar', 'business', 'school', 'hours'] as const;
export type ClockDayType = (typeof CLOCK_DAY_TYPES)[number];

export interface PackClock {
  dayType: ClockDayType;
  /** Days (hours for the hour clock) after the anchor, the anchor being day 0. */
  n: number;
  /** A calendar-day due date on a weekend or holiday moves to the next business day (default off). */
  rollForward?: boolean;
}

/** What an intervention type is, for the rules that speak of restraint in general. */
export type RestraintKind = 'physical' | 'mechanical' | 'aversive';

export interface InterventionTypeDef {
  code: string;
  label: string;
  kind: RestraintKind;
  /** Numbered subtypes the record names (Nevada's ten aversive practices). */
  subtypes?: readonly { code: number; label: string }[];
}

/** The intervention fields a rule may find missing (anything but an explicit Yes). */
export type DocumentedField = 'emergency' | 'medicalOrder' | 'releaseChecks';

/**
 * When a violation rule holds, per student:
 * - `use`: any intervention of the types;
 * - `missing`: an intervention of the types without a Yes in the field;
 * - `untrained-staff`: an intervention of the types applied by staff without current training;
 * - `manual`: never by the rules; added by hand (by a state reviewer only when `stateOnly`).
 */
export type ViolationCondition =
  | { kind: 'use'; types: readonly string[] }
  | { kind: 'missing'; types: readonly string[]; field: DocumentedField }
  | { kind: 'untrained-staff'; types: readonly string[] }
  | { kind: 'manual'; stateOnly: boolean };

export interface ViolationRuleDef {
  code: string;
  title: string;
  citation: string;
  when: ViolationCondition;
  /** The settings may switch the rule off (Nevada's mechanical-restraint conditions). */
  switchable?: boolean;
}

/**
 * Timeliness rules raise flags, not violations, unless the settings say the rule "creates violation".
 * - `record`: the use is in the pupil's record (and the notices out) within the clock of the incident date;
 * - `board`: an incident with a violation is reported to the board within the clock of the occurrence or, if later, its discovery;
 * - `follow-up`: a follow-up the repeat-use rule requires is not yet held;
 * - `annual`: the annual report is sent after its due date.
 */
export type TimelinessKind = 'record' | 'board' | 'follow-up' | 'annual';

export interface TimelinessRuleDef {
  code: string;
  title: string;
  citation: string;
  kind: TimelinessKind;
  /** The clock of `record` and `board`; the others take theirs from the repeat-use triggers and the annual report. */
  clock?: PackClock;
}

/**
 * The follow-ups a student's uses in a school year require, over every pack: Nevada's IEP team meeting
 * (3rd report) and IEP review (5th), Pennsylvania's IEP meeting, Iowa's debriefing.
 */
export const FOLLOW_UP_KINDS = ['IEP_MEETING', 'IEP_REVIEW', 'DEBRIEFING'] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

/** How the records, reports and the incident PDF name each follow-up. */
export const FOLLOW_UP_KIND_LABELS: Record<FollowUpKind, string> = {
  IEP_MEETING: 'IEP team meeting',
  IEP_REVIEW: 'IEP review',
  DEBRIEFING: 'Debriefing',
};

export interface RepeatUseTrigger {
  /** The report (1-based, in the school year) that requires the follow-up. */
  report: number;
  /** Every report from `report` on requires it (Pennsylvania: every use). */
  every?: boolean;
  kind: FollowUpKind;
  /** When it is due; null: no due date, shown as required until held (restraint.md). */
  clock: PackClock | null;
  /** The parent may waive it in writing (Pennsylvania). */
  waivable?: boolean;
}

export interface RepeatUseDef {
  /** Which interventions make an incident a "report" of the student (restraint.md: physical or mechanical restraint). */
  countsKinds: readonly RestraintKind[];
  /** The reports that require a follow-up. */
  triggers: readonly RepeatUseTrigger[];
  /** A follow-up also required when the student is injured (Iowa's debriefing after any injury). */
  onInjury?: { kind: FollowUpKind; clock: PackClock | null };
}

export interface AnnualReportDef {
  /** Month and day after the school year's end (30 June) the LEA prepares it by and sends it by. */
  prepareBy: { month: number; day: number } | null;
  dueBy: { month: number; day: number };
  /** Quarterly reports with an explicit zero for a quarter without use (Pennsylvania). */
  quarterly: boolean;
}

export interface RulePack {
  code: RulePackCode;
  state: string;
  name: string;
  statute: string;
  /** State time: due dates end at the end of their day here. */
  timeZone: string;
  /** Every use is collected (the annual counts and the repeat-use rule need it), or only violations. */
  collectsEveryUse: boolean;
  interventionTypes: readonly InterventionTypeDef[];
  /** Months staff training stays current. */
  trainingCurrentMonths: number;
  violationRules: readonly ViolationRuleDef[];
  timelinessRules: readonly TimelinessRuleDef[];
  repeatUse: RepeatUseDef;
  /** The corrective plan's clock from the later of occurrence and discovery; extensions off when the statute fixes it. */
  plan: { clock: PackClock; extensionsAllowed: boolean };
  annualReport: AnnualReportDef;
  /** The report definitions the reports page offers. */
  reports: readonly ('district' | 'school' | 'student' | 'teacher' | 'incident' | 'annual')[];
}

export const RULE_PACK_CODES = ['NV', 'TX', 'IA', 'PA'] as const;
export type RulePackCode = (typeof RULE_PACK_CODES)[number];
export const DEFAULT_RULE_PACK: RulePackCode = 'NV';

const AVERSIVE_SUBTYPES = [
  'Noxious odours or tastes',
  'Water or other mists or sprays',
  'Blasts of air',
  'Corporal punishment',
  'Verbal or mental abuse',
  'Electric shock',
  'Chemical restraint',
  'Leaving a person alone in a room whose exit is blocked',
  'Forced exercise in listed conditions',
  'Withholding food, drink or medication',
].map((label, i) => ({ code: i + 1, label }));

const PHYSICAL: InterventionTypeDef = { code: 'PHYSICAL', label: 'Physical restraint', kind: 'physical' };
const MECHANICAL: InterventionTypeDef = { code: 'MECHANICAL', label: 'Mechanical restraint', kind: 'mechanical' };
const AVERSIVE: InterventionTypeDef = { code: 'AVERSIVE', label: 'Aversive intervention', kind: 'aversive', subtypes: AVERSIVE_SUBTYPES };
const PRONE: InterventionTypeDef = { code: 'PRONE', label: 'Prone floor restraint', kind: 'physical' };
const SUPINE: InterventionTypeDef = { code: 'SUPINE', label: 'Supine floor restraint', kind: 'physical' };

const RESTRAINT = ['physical', 'mechanical'] as const satisfies readonly RestraintKind[];
const THIRTY_CALENDAR_DAYS: PackClock = { dayType: 'calendar', n: 30 };
const ALL_REPORTS = ['district', 'school', 'student', 'teacher', 'incident', 'annual'] as const;

/** Nevada renumbered the sections (formerly NRS 388.521-388.5317): findings cite the current range. */
const NV_STATUTE = 'NRS 388.471-388.515';

const forceExcess = (citation: string): ViolationRuleDef => ({
  code: 'FORCE-EXCESS',
  title: 'Force or duration beyond what the emergency needed',
  citation,
  when: { kind: 'manual', stateOnly: true },
});

const followUpOpen = (citation: string): TimelinessRuleDef => ({
  code: 'FOLLOW-UP-OPEN',
  title: 'A required follow-up is not held',
  citation,
  kind: 'follow-up',
});

export const NEVADA: RulePack = {
  code: 'NV',
  state: 'Nevada',
  name: 'Nevada (NRS 388.471-388.515)',
  statute: 'NRS 388.471-388.515; private schools NRS 394.353-394.379',
  timeZone: 'America/Los_Angeles',
  collectsEveryUse: true,
  interventionTypes: [PHYSICAL, MECHANICAL, AVERSIVE],
  trainingCurrentMonths: 12,
  violationRules: [
    { code: 'AV-USE', title: 'Aversive intervention used', citation: NV_STATUTE, when: { kind: 'use', types: ['AVERSIVE'] } },
    {
      code: 'PR-NO-EMERGENCY',
      title: 'Physical restraint without an emergency',
      citation: NV_STATUTE,
      when: { kind: 'missing', types: ['PHYSICAL'], field: 'emergency' },
    },
    {
      code: 'MR-NO-EMERGENCY',
      title: 'Mechanical restraint without an emergency',
      citation: NV_STATUTE,
      when: { kind: 'missing', types: ['MECHANICAL'], field: 'emergency' },
      switchable: true,
    },
    {
      code: 'MR-NO-ORDER',
      title: 'Mechanical restraint without a medical order in the IEP',
      citation: NV_STATUTE,
      when: { kind: 'missing', types: ['MECHANICAL'], field: 'medicalOrder' },
      switchable: true,
    },
    {
      code: 'MR-CHECKS',
      title: 'Mechanical restraint without documented release checks',
      citation: NV_STATUTE,
      when: { kind: 'missing', types: ['MECHANICAL'], field: 'releaseChecks' },
      switchable: true,
    },
    {
      code: 'STAFF-UNTRAINED',
      title: 'Restraint by staff without current training',
      citation: NV_STATUTE,
      when: { kind: 'untrained-staff', types: ['PHYSICAL', 'MECHANICAL'] },
    },
    forceExcess(NV_STATUTE),
  ],
  timelinessRules: [
    {
      code: 'RECORD-LATE',
      title: 'Record and copies after 1 working day',
      citation: NV_STATUTE,
      kind: 'record',
      clock: { dayType: 'business', n: 1 },
    },
    {
      code: 'BOARD-LATE',
      title: 'Violation reported to the board after 24 hours',
      citation: NV_STATUTE,
      kind: 'board',
      clock: { dayType: 'hours', n: 24 },
    },
    followUpOpen(NV_STATUTE),
    { code: 'ANNUAL-LATE', title: 'Annual report after 15 August', citation: 'NRS 388.515', kind: 'annual' },
  ],
  repeatUse: {
    countsKinds: RESTRAINT,
    triggers: [
      { report: 3, kind: 'IEP_MEETING', clock: null },
      { report: 5, kind: 'IEP_REVIEW', clock: null },
    ],
  },
  plan: { clock: THIRTY_CALENDAR_DAYS, extensionsAllowed: false },
  annualReport: { prepareBy: { month: 8, day: 1 }, dueBy: { month: 8, day: 15 }, quarterly: false },
  reports: ALL_REPORTS,
};

export const TEXAS: RulePack = {
  code: 'TX',
  state: 'Texas',
  name: 'Texas (19 TAC 89.1053)',
  statute: 'Texas Education Code 37.0021; 19 TAC 89.1053',
  timeZone: 'America/Chicago',
  collectsEveryUse: true,
  interventionTypes: [PHYSICAL, PRONE, SUPINE, MECHANICAL, AVERSIVE],
  trainingCurrentMonths: 12,
  violationRules: [
    { code: 'AV-USE', title: 'Aversive technique used', citation: '19 TAC 89.1053', when: { kind: 'use', types: ['AVERSIVE'] } },
    {
      code: 'PRONE-SUPINE',
      title: 'Prone or supine floor restraint',
      citation: '19 TAC 89.1053',
      when: { kind: 'use', types: ['PRONE', 'SUPINE'] },
    },
    {
      code: 'PR-NO-EMERGENCY',
      title: 'Restraint without an emergency',
      citation: '19 TAC 89.1053',
      when: { kind: 'missing', types: ['PHYSICAL', 'MECHANICAL'], field: 'emergency' },
    },
    {
      code: 'STAFF-UNTRAINED',
      title: 'Restraint by staff without current training',
      citation: '19 TAC 89.1053',
      when: { kind: 'untrained-staff', types: ['PHYSICAL', 'MECHANICAL', 'PRONE', 'SUPINE'] },
    },
    forceExcess('19 TAC 89.1053'),
  ],
  timelinessRules: [
    {
      code: 'RECORD-LATE',
      title: 'Written notice to the parent after 1 school day',
      citation: '19 TAC 89.1053',
      kind: 'record',
      clock: { dayType: 'school', n: 1 },
    },
    followUpOpen('19 TAC 89.1053'),
  ],
  repeatUse: { countsKinds: RESTRAINT, triggers: [] },
  plan: { clock: THIRTY_CALENDAR_DAYS, extensionsAllowed: true },
  annualReport: { prepareBy: null, dueBy: { month: 8, day: 15 }, quarterly: false },
  reports: ALL_REPORTS,
};

export const IOWA: RulePack = {
  code: 'IA',
  state: 'Iowa',
  name: 'Iowa (281 IAC 103)',
  statute: '281 IAC 103',
  timeZone: 'America/Chicago',
  collectsEveryUse: true,
  interventionTypes: [PHYSICAL, PRONE, MECHANICAL, AVERSIVE],
  trainingCurrentMonths: 12,
  violationRules: [
    { code: 'AV-USE', title: 'Aversive intervention used', citation: '281 IAC 103', when: { kind: 'use', types: ['AVERSIVE'] } },
    { code: 'PRONE-USE', title: 'Prone restraint', citation: '281 IAC 103', when: { kind: 'use', types: ['PRONE'] } },
    { code: 'MR-USE', title: 'Mechanical restraint', citation: '281 IAC 103', when: { kind: 'use', types: ['MECHANICAL'] } },
    {
      code: 'PR-NO-EMERGENCY',
      title: 'Physical restraint without an emergency',
      citation: '281 IAC 103',
      when: { kind: 'missing', types: ['PHYSICAL'], field: 'emergency' },
    },
    {
      code: 'STAFF-UNTRAINED',
      title: 'Restraint by staff without current training',
      citation: '281 IAC 103',
      when: { kind: 'untrained-staff', types: ['PHYSICAL'] },
    },
    forceExcess('281 IAC 103'),
  ],
  timelinessRules: [
    {
      code: 'RECORD-LATE',
      title: 'Written notice to the parent after 3 school days',
      citation: '281 IAC 103',
      kind: 'record',
      clock: { dayType: 'school', n: 3 },
    },
    followUpOpen('281 IAC 103'),
  ],
  repeatUse: {
    countsKinds: ['physical'],
    triggers: [
      { report: 1, kind: 'DEBRIEFING', clock: null },
      { report: 7, kind: 'DEBRIEFING', clock: null },
    ],
    onInjury: { kind: 'DEBRIEFING', clock: null },
  },
  plan: { clock: THIRTY_CALENDAR_DAYS, extensionsAllowed: true },
  annualReport: { prepareBy: null, dueBy: { month: 8, day: 15 }, quarterly: false },
  reports: ALL_REPORTS,
};

export const PENNSYLVANIA: RulePack = {
  code: 'PA',
  state: 'Pennsylvania',
  name: 'Pennsylvania (22 Pa. Code 14.133)',
  statute: '22 Pa. Code 14.133',
  timeZone: 'America/New_York',
  collectsEveryUse: true,
  interventionTypes: [PHYSICAL, PRONE, MECHANICAL, AVERSIVE],
  trainingCurrentMonths: 12,
  violationRules: [
    { code: 'AV-USE', title: 'Aversive technique used', citation: '22 Pa. Code 14.133', when: { kind: 'use', types: ['AVERSIVE'] } },
    { code: 'PRONE-USE', title: 'Prone restraint', citation: '22 Pa. Code 14.133', when: { kind: 'use', types: ['PRONE'] } },
    {
      code: 'PR-NO-EMERGENCY',
      title: 'Restraint without an emergency',
      citation: '22 Pa. Code 14.133',
      when: { kind: 'missing', types: ['PHYSICAL'], field: 'emergency' },
    },
    {
      code: 'MR-NO-ORDER',
      title: 'Mechanical restraint without a prescription',
      citation: '22 Pa. Code 14.133',
      when: { kind: 'missing', types: ['MECHANICAL'], field: 'medicalOrder' },
    },
    forceExcess('22 Pa. Code 14.133'),
  ],
  timelinessRules: [followUpOpen('22 Pa. Code 14.133')],
  repeatUse: {
    countsKinds: RESTRAINT,
    // Every restraint calls an IEP meeting within 10 school days unless the parent waives it in writing.
    triggers: [{ report: 1, every: true, kind: 'IEP_MEETING', clock: { dayType: 'school', n: 10 }, waivable: true }],
  },
  plan: { clock: THIRTY_CALENDAR_DAYS, extensionsAllowed: true },
  annualReport: { prepareBy: null, dueBy: { month: 8, day: 15 }, quarterly: true },
  reports: ALL_REPORTS,
};

export const RULE_PACKS: Readonly<Record<RulePackCode, RulePack>> = { NV: NEVADA, TX: TEXAS, IA: IOWA, PA: PENNSYLVANIA };

export const rulePack = (code: RulePackCode): RulePack => RULE_PACKS[code];

/** The timeliness rule of the kind, if the pack has one. */
export const timelinessRule = (pack: RulePack, kind: TimelinessKind): TimelinessRuleDef | undefined =>
  pack.timelinessRules.find((r) => r.kind === kind);
