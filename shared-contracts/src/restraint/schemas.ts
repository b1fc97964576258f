import { Type, type Static } from 'typebox';
import { literalUnion, nullable } from '../schemas/common';
import { listQuery, pageOf } from '../schemas/lists';
import { FOLLOW_UP_KINDS } from './rule-packs';

// The incident record of restraint.md ("Records") as the restraint service answers it (issue 16):
// the incident form, the lists, the import and the service share these shapes.

/** Free text: trimmed by the caller, at most `max` characters, null when not given. */
const text = (max: number) => nullable(Type.String({ maxLength: max }));
const yesNo = nullable(Type.Boolean());

/** A calendar day, YYYY-MM-DD. */
export const RestraintDay = Type.String({ format: 'date' });
/** A moment, ISO 8601 with its offset. */
export const RestraintMoment = Type.String({ format: 'date-time' });

export const INCIDENT_STATUSES = ['Draft', 'Finalized'] as const;
export const IncidentStatus = literalUnion(INCIDENT_STATUSES);
export type IncidentStatus = Static<typeof IncidentStatus>;

export const GRADES = ['PK', 'KG', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', 'UG'] as const;
export const Grade = literalUnion(GRADES);

export const DISABILITY_STATUSES = ['IDEA', '504', 'NONE'] as const;
export const DisabilityStatus = literalUnion(DISABILITY_STATUSES);

export const EMERGENCY_REASONS = ['HARM_OTHERS', 'HARM_SELF', 'PROPERTY'] as const;
export const EmergencyReason = literalUnion(EMERGENCY_REASONS);

/** Staff roles in an intervention (restraint.md, Records). */
export const STAFF_ROLES = ['APPLIED', 'OBSERVED', 'MONITORED', 'APPROVED_CONTINUATION'] as const;
export const StaffRole = literalUnion(STAFF_ROLES);
export type StaffRole = Static<typeof StaffRole>;

export const INJURED_PERSONS = ['STUDENT', 'STAFF', 'OTHER'] as const;
export const InjuredPerson = literalUnion(INJURED_PERSONS);

export const NOTICE_RECIPIENTS = ['PARENT', 'ADMINISTRATOR', 'IEP_TEAM', 'BOARD'] as const;
export const NoticeRecipient = literalUnion(NOTICE_RECIPIENTS);
export type NoticeRecipient = Static<typeof NoticeRecipient>;

export const NOTICE_METHODS = ['IN_PERSON', 'PHONE', 'EMAIL', 'LETTER', 'OTHER'] as const;
export const NoticeMethod = literalUnion(NOTICE_METHODS);

/** Intervention type codes are the active rule pack's (Nevada: PHYSICAL, MECHANICAL, AVERSIVE). */
export const InterventionTypeCode = Type.String({ pattern: '^[A-Z][A-Z0-9_]{0,31}$' });

// ---- What a caller writes (POST/PUT api/restraint/incidents) ----

/** A row's id as the record answered it: names the row a PUT changes; absent for a new row. */
const rowId = Type.Optional(Type.Integer({ minimum: 1 }));

export const InterventionInput = Type.Object(
  {
    id: rowId,
    type: InterventionTypeCode,
    /** 1-10 for AVERSIVE; null for other types. */
    aversiveSubtype: nullable(Type.Integer({ minimum: 1, maximum: 10 })),
    startAt: RestraintMoment,
    endAt: RestraintMoment,
    /** Required for PHYSICAL and MECHANICAL before finalize; null for AVERSIVE. */
    emergency: yesNo,
    /** Required when emergency is true. */
    emergencyReason: nullable(EmergencyReason),
    holdOrDevice: text(200),
    /** Mechanical restraint only. */
    medicalOrder: yesNo,
    releaseChecks: yesNo,
    /** The import's staff_trained: every staff member applying it was current. Staff rows, when given, decide instead. */
    staffTrained: yesNo,
    /** Read-only (computed from start and end); taken back as the record answered it, and ignored. */
    durationMinutes: Type.Optional(Type.Integer()),
  },
  { additionalProperties: false },
);
export type InterventionInput = Static<typeof InterventionInput>;

export const IncidentStudentInput = Type.Object(
  {
    id: rowId,
    stateStudentId: Type.String({ pattern: '^[A-Za-z0-9]{1,20}$' }),
    firstName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    lastName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    birthDate: RestraintDay,
    grade: Grade,
    /** Disability status on the incident date. */
    disabilityStatus: DisabilityStatus,
    /** disability_categories list; only with IDEA. */
    disabilityCategory: text(64),
    /** sex list. */
    sex: text(64),
    /** race_ethnicity list. */
    raceEthnicity: text(64),
    englishLearner: yesNo,
    hasIep: yesNo,
    hasBehaviorPlan: yesNo,
    interventions: Type.Array(InterventionInput, { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type IncidentStudentInput = Static<typeof IncidentStudentInput>;

export const IncidentStaffInput = Type.Object(
  {
    id: rowId,
    staffId: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    jobTitle: text(100),
    role: StaffRole,
    /** Current when at most 12 months (setting) before the incident date. */
    lastTrainingDate: nullable(RestraintDay),
    /** Read-only (computed); taken back as the record answered it, and ignored. */
    trainingCurrent: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type IncidentStaffInput = Static<typeof IncidentStaffInput>;

export const IncidentInjuryInput = Type.Object(
  {
    id: rowId,
    person: InjuredPerson,
    /** The injured student's state id, for person STUDENT. */
    stateStudentId: nullable(Type.String({ maxLength: 20 })),
    /** The injured staff member's or other person's name. */
    name: text(200),
    description: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' }),
    treatment: text(1000),
  },
  { additionalProperties: false },
);
export type IncidentInjuryInput = Static<typeof IncidentInjuryInput>;

export const IncidentNoticeInput = Type.Object(
  {
    id: rowId,
    recipient: NoticeRecipient,
    /** The student the notice is about; null for one notice covering the incident (the board's). */
    stateStudentId: nullable(Type.String({ maxLength: 20 })),
    method: nullable(NoticeMethod),
    /** When it was given; null while not yet given. */
    sentAt: nullable(RestraintMoment),
    /** Read-only (the rule run sets them); taken back as the record answered them, and ignored. */
    dueBy: Type.Optional(nullable(RestraintMoment)),
    onTime: Type.Optional(yesNo),
  },
  { additionalProperties: false },
);
export type IncidentNoticeInput = Static<typeof IncidentNoticeInput>;

/**
 * An incident as written: a public school's (leaId and schoolId) or a private school's
 * (privateSchoolId; leaId and schoolId null).
 */
export const IncidentFields = Type.Object(
  {
    leaId: nullable(Type.Integer({ minimum: 1 })),
    schoolId: nullable(Type.Integer({ minimum: 1 })),
    privateSchoolId: Type.Optional(nullable(Type.Integer({ minimum: 1 }))),
    localIncidentId: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
    incidentDate: RestraintDay,
    discoveredDate: nullable(RestraintDay),
    /** When the use went into the pupil's record (RECORD-LATE's clock). */
    recordFiledDate: Type.Optional(nullable(RestraintDay)),
    location: text(200),
    setting: text(200),
    /** What came before. */
    antecedent: text(1000),
    behavior: text(1000),
    deescalation: text(1000),
    /** What came after. */
    consequence: text(1000),
    policeInvolved: Type.Boolean(),
    arrest: Type.Boolean(),
    students: Type.Array(IncidentStudentInput, { minItems: 1 }),
    staff: Type.Array(IncidentStaffInput),
    injuries: Type.Array(IncidentInjuryInput),
    notices: Type.Array(IncidentNoticeInput),
  },
  { additionalProperties: false },
);
export type IncidentFields = Static<typeof IncidentFields>;

/** POST api/restraint/incidents: a Draft (violation create). */
export const IncidentCreate = IncidentFields;
export type IncidentCreate = IncidentFields;

/** PUT api/restraint/incidents/{id}: the whole record and the version read (violation update). */
export const IncidentUpdate = Type.Object(
  { ...IncidentFields.properties, version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type IncidentUpdate = Static<typeof IncidentUpdate>;

/** POST api/restraint/incidents/{id}/finalize: the version read, when the caller has one. */
export const IncidentFinalizeRequest = Type.Object(
  { version: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
export type IncidentFinalizeRequest = Static<typeof IncidentFinalizeRequest>;

/** POST api/restraint/incidents/{id}/reopen: the reason is shown to the LEA. */
export const IncidentReopenRequest = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' }), version: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
export type IncidentReopenRequest = Static<typeof IncidentReopenRequest>;

export const IncidentParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IncidentParams = Static<typeof IncidentParams>;

// ---- What the service answers ----

/** Which of restraint.md's view tiers the answer was cut to: summary (violation view) or details (violation view details). */
export const IncidentViewTier = literalUnion(['summary', 'details'] as const);
export type IncidentViewTier = Static<typeof IncidentViewTier>;

export const Intervention = Type.Object({
  ...InterventionInput.properties,
  id: Type.Integer(),
  /** Computed from start and end. */
  durationMinutes: Type.Integer(),
});
export type Intervention = Static<typeof Intervention>;

/** A student of the incident; identity (names, birth date, demographics) is null in the summary tier. */
export const IncidentStudent = Type.Object({
  id: Type.Integer(),
  stateStudentId: Type.String(),
  firstName: nullable(Type.String()),
  lastName: nullable(Type.String()),
  birthDate: nullable(RestraintDay),
  grade: Grade,
  disabilityStatus: DisabilityStatus,
  disabilityCategory: nullable(Type.String()),
  sex: nullable(Type.String()),
  raceEthnicity: nullable(Type.String()),
  englishLearner: yesNo,
  hasIep: yesNo,
  hasBehaviorPlan: yesNo,
  interventions: Type.Array(Intervention),
});
export type IncidentStudent = Static<typeof IncidentStudent>;

export const IncidentStaff = Type.Object({
  ...IncidentStaffInput.properties,
  id: Type.Integer(),
  /** lastTrainingDate at most 12 months (setting) before the incident date. */
  trainingCurrent: Type.Boolean(),
});
export type IncidentStaff = Static<typeof IncidentStaff>;

export const IncidentInjury = Type.Object({ ...IncidentInjuryInput.properties, id: Type.Integer() });
export type IncidentInjury = Static<typeof IncidentInjury>;

export const IncidentNotice = Type.Object({
  ...IncidentNoticeInput.properties,
  id: Type.Integer(),
  /** When it was due (the rule pack's clock); null until the rules have run. */
  dueBy: nullable(RestraintMoment),
  /** Given by dueBy; null while either is unknown. */
  onTime: yesNo,
});
export type IncidentNotice = Static<typeof IncidentNotice>;

export const VIOLATION_STATUSES = [
  'Open',
  'Substantiated',
  'Not substantiated',
  'Withdrawn',
  'Plan required',
  'Escalated',
  'Resolved',
] as const;
export const ViolationStatus = literalUnion(VIOLATION_STATUSES);
export type ViolationStatus = Static<typeof ViolationStatus>;

export const VIOLATION_FOUND_BY = ['rule', 'lea', 'state'] as const;
export const ViolationFoundBy = literalUnion(VIOLATION_FOUND_BY);

/** A plan of the findings engine, as far as a violation shows it. */
export const ViolationPlanLink = Type.Object({ id: Type.Integer(), status: Type.String(), dueDate: RestraintDay });
export type ViolationPlanLink = Static<typeof ViolationPlanLink>;

/** One of the incident's violations (number: the incident's plus -V1, -V2 ...). */
export const IncidentViolation = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  ruleCode: Type.String(),
  status: ViolationStatus,
  /** The student it concerns; null for one about the incident as a whole. */
  studentStateId: nullable(Type.String()),
  foundBy: Type.Optional(ViolationFoundBy),
  occurredAt: Type.Optional(nullable(RestraintMoment)),
  discoveredAt: Type.Optional(nullable(RestraintMoment)),
  reportedToBoardAt: Type.Optional(nullable(RestraintMoment)),
  decisionReason: Type.Optional(nullable(Type.String())),
  plan: Type.Optional(nullable(ViolationPlanLink)),
  /** Escalated: the action the state took when the plan was not carried out, and the day it took it. */
  escalationAction: Type.Optional(nullable(Type.String())),
  escalationDate: Type.Optional(nullable(RestraintDay)),
});
export type IncidentViolation = Static<typeof IncidentViolation>;

/** Timeliness rules that raise flags, not violations (unless the pack says "creates violation"). */
export const INCIDENT_FLAG_CODES = ['RECORD-LATE', 'BOARD-LATE', 'FOLLOW-UP-OPEN'] as const;

export const IncidentFlag = Type.Object({
  ruleCode: Type.String(),
  studentStateId: nullable(Type.String()),
  message: Type.Optional(Type.String()),
});
export type IncidentFlag = Static<typeof IncidentFlag>;

export const DEADLINE_STATUSES = ['Pending', 'Met', 'Missed', 'Waived', 'Superseded'] as const;
export const DeadlineStatus = literalUnion(DEADLINE_STATUSES);

export const IncidentDeadline = Type.Object({
  ruleCode: Type.String(),
  /** YYYY-MM-DD for day clocks; a date-time for hour clocks. */
  dueDate: Type.String(),
  status: DeadlineStatus,
  /** School days counted as business days: the LEA has no school calendar. */
  estimated: Type.Optional(Type.Boolean()),
  studentStateId: Type.Optional(nullable(Type.String())),
  metDate: Type.Optional(nullable(Type.String())),
});
export type IncidentDeadline = Static<typeof IncidentDeadline>;

export const FOLLOW_UP_STATUSES = ['Required', 'Held', 'Waived'] as const;

export const IncidentFollowUp = Type.Object({
  kind: literalUnion(FOLLOW_UP_KINDS),
  trigger: Type.Integer({
    minimum: 0,
    description:
      "The report in the school year that required it (Nevada: 3 or 5; Iowa: 1 or 7; Pennsylvania: every report), or 0 for Iowa's debriefing after an injury",
  }),
  studentStateId: Type.String(),
  status: literalUnion(FOLLOW_UP_STATUSES),
  id: Type.Optional(Type.Integer()),
  dueDate: Type.Optional(nullable(RestraintDay)),
  heldDate: Type.Optional(nullable(RestraintDay)),
});
export type IncidentFollowUp = Static<typeof IncidentFollowUp>;

/** GET api/restraint/incidents/{id}: cut to the caller's view tier. */
export const IncidentRecord = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  leaId: Type.Integer(),
  leaName: Type.String(),
  schoolId: nullable(Type.Integer()),
  schoolName: nullable(Type.String()),
  privateSchoolId: nullable(Type.Integer()),
  privateSchoolName: nullable(Type.String()),
  schoolYear: Type.Integer(),
  localIncidentId: Type.String(),
  incidentDate: RestraintDay,
  discoveredDate: nullable(RestraintDay),
  recordFiledDate: nullable(RestraintDay),
  location: nullable(Type.String()),
  setting: nullable(Type.String()),
  /** Narratives: null in the summary tier. */
  antecedent: nullable(Type.String()),
  behavior: nullable(Type.String()),
  deescalation: nullable(Type.String()),
  consequence: nullable(Type.String()),
  policeInvolved: Type.Boolean(),
  arrest: Type.Boolean(),
  status: IncidentStatus,
  version: Type.Integer(),
  finalizedAt: nullable(RestraintMoment),
  /** The reason of the last reopen, shown to the LEA while the incident is a Draft again. */
  reopenReason: nullable(Type.String()),
  createdAt: RestraintMoment,
  updatedAt: RestraintMoment,
  tier: IncidentViewTier,
  students: Type.Array(IncidentStudent),
  /** Empty in the summary tier. */
  staff: Type.Array(IncidentStaff),
  /** Empty in the summary tier. */
  injuries: Type.Array(IncidentInjury),
  notices: Type.Array(IncidentNotice),
  violations: Type.Array(IncidentViolation),
  flags: Type.Array(IncidentFlag),
  deadlines: Type.Array(IncidentDeadline),
  followUps: Type.Array(IncidentFollowUp),
});
export type IncidentRecord = Static<typeof IncidentRecord>;

/** A student on a list row: the name masked ("J*** S***") without violation view details. */
export const IncidentListStudent = Type.Object({ stateStudentId: Type.String(), name: Type.String() });

export const IncidentListItem = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  localIncidentId: Type.String(),
  status: IncidentStatus,
  leaId: Type.Integer(),
  leaName: Type.String(),
  schoolId: nullable(Type.Integer()),
  schoolName: nullable(Type.String()),
  privateSchoolId: nullable(Type.Integer()),
  schoolYear: Type.Integer(),
  incidentDate: RestraintDay,
  students: Type.Array(IncidentListStudent),
  /** Intervention type codes used, each once. */
  interventionTypes: Type.Array(Type.String()),
  updatedAt: RestraintMoment,
});
export type IncidentListItem = Static<typeof IncidentListItem>;

export const INCIDENT_LIST_SORT_FIELDS = [
  'number',
  'incidentDate',
  'localIncidentId',
  'status',
  'schoolName',
  'leaName',
  'updatedAt',
] as const;

/**
 * GET api/restraint/incidents: the incidents the caller may see. `search` matches the incident
 * number or the local incident id. Without schoolYear, the activeschoolyear header's year; a
 * search looks across years.
 */
export const IncidentListQuery = listQuery(INCIDENT_LIST_SORT_FIELDS, {
  status: Type.Optional(IncidentStatus),
  leaId: Type.Optional(Type.Integer({ minimum: 1 })),
  schoolId: Type.Optional(Type.Integer({ minimum: 1 })),
  privateSchoolId: Type.Optional(Type.Integer({ minimum: 1 })),
  schoolYear: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
  interventionType: Type.Optional(InterventionTypeCode),
  from: Type.Optional(RestraintDay),
  to: Type.Optional(RestraintDay),
  stateStudentId: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
});
export type IncidentListQuery = Static<typeof IncidentListQuery>;

export const IncidentPage = pageOf(IncidentListItem);
export type IncidentPage = Static<typeof IncidentPage>;

export const IncidentHistoryEntry = Type.Object({
  id: Type.Integer(),
  at: RestraintMoment,
  userName: nullable(Type.String()),
  action: Type.String(),
  reason: nullable(Type.String()),
  /** Field path to { from, to }; in the summary tier only fields outside the details tier. */
  changes: Type.Record(Type.String(), Type.Object({ from: Type.Unknown(), to: Type.Unknown() })),
});
export type IncidentHistoryEntry = Static<typeof IncidentHistoryEntry>;

/** GET api/restraint/incidents/{id}/history: newest first. */
export const IncidentHistory = Type.Object({ items: Type.Array(IncidentHistoryEntry) });
export type IncidentHistory = Static<typeof IncidentHistory>;

/** A private school (NRS 394); its incidents belong to the state-level district. */
export const PrivateSchool = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
export type PrivateSchool = Static<typeof PrivateSchool>;

/** GET api/restraint/private-schools: those the caller may enter incidents for (all for a state user). */
export const PrivateSchoolList = Type.Object({ items: Type.Array(PrivateSchool) });
export type PrivateSchoolList = Static<typeof PrivateSchoolList>;

/** POST api/restraint/private-schools (state admin). */
export const PrivateSchoolCreate = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9-]+$' }),
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type PrivateSchoolCreate = Static<typeof PrivateSchoolCreate>;

/** GET/PUT api/restraint/private-schools/{id}/users: the users with private school data entry assigned to it (state admin). */
export const PrivateSchoolUsers = Type.Object(
  { userIds: Type.Array(Type.Integer({ minimum: 1 }), { uniqueItems: true, maxItems: 500 }) },
  { additionalProperties: false },
);
export type PrivateSchoolUsers = Static<typeof PrivateSchoolUsers>;
