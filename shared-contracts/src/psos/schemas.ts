import { Type, type Static } from 'typebox';
import { DOWNLOAD_FORMATS } from '../downloads';
import { literalUnion, nullable } from '../schemas/common';
import { listQuery, pageOf } from '../schemas/lists';
import { QuestionnaireLimits } from '../questionnaire/definition';
import { AnswersSchema, ConditionSchema, QuestionSchema, VersionStatusSchema } from '../questionnaire/schemas';
import { B14_CATEGORIES } from './b14-category';
import {
  ASSIGNMENTS,
  COLLECTION_STATUSES,
  CONTACT_MODES,
  CONTACT_OUTCOMES,
  EXCLUSION_REASONS,
  EXIT_REASONS,
  INTERVIEW_MODES,
  LIST_STATUSES,
  RESPONDENTS,
  SURVEY_STATUSES,
  VERIFICATION_STATUSES,
} from './codes';
import { PsosSettings, SUBGROUP_SETS } from './settings';

// The wire shapes of issue 17's API: paths and field names as it writes them, more fields beside.

const IsoDay = Type.String({ format: 'date' });
const Instant = Type.String({ format: 'date-time' });
const Reason = Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' });

export const CollectionStatusSchema = literalUnion(COLLECTION_STATUSES);
export const ListStatusSchema = literalUnion(LIST_STATUSES);
export const VerificationStatusSchema = literalUnion(VERIFICATION_STATUSES);
export const ExclusionReasonSchema = literalUnion(EXCLUSION_REASONS);
export const SurveyStatusSchema = literalUnion(SURVEY_STATUSES);
export const AssignmentSchema = literalUnion(ASSIGNMENTS);
export const B14CategorySchema = literalUnion(B14_CATEGORIES);

/** GET api/psos/collections: one per school year, newest first. */
export const CollectionSummary = Type.Object({
  id: Type.Integer(),
  /** The school year by the year it ends: 2025 is 2024-2025, whose leavers left from 1 July 2024 to 30 June 2025. */
  schoolYear: Type.Integer(),
  schoolYearLabel: Type.String(),
  status: CollectionStatusSchema,
  windowStart: IsoDay,
  windowEnd: IsoDay,
  instrumentVersion: nullable(Type.Integer()),
  verificationDueDate: nullable(IsoDay),
});
export type CollectionSummary = Static<typeof CollectionSummary>;
export const CollectionList = Type.Array(CollectionSummary);

/** GET api/psos/collections/{id}: the collection with its copy of the settings (null until it opens). */
export const CollectionRecord = Type.Object({
  ...CollectionSummary.properties,
  settings: nullable(PsosSettings),
  openedAt: nullable(Instant),
  closedAt: nullable(Instant),
  reopenedAt: nullable(Instant),
  reopenReason: nullable(Type.String()),
  /** Reports are Final once the collection is Closed, Interim before. */
  final: Type.Boolean(),
  /** Whether any interview is recorded: the instrument version is fixed from then on. */
  hasInterviews: Type.Boolean(),
});
export type CollectionRecord = Static<typeof CollectionRecord>;

/** POST api/psos/collections: a Draft for a school year; the window defaults to 1 June to 30 September of the year after it ends. */
export const CollectionCreate = Type.Object(
  {
    schoolYear: Type.Integer({ minimum: 2000, maximum: 2099 }),
    windowStart: Type.Optional(IsoDay),
    windowEnd: Type.Optional(IsoDay),
    verificationDueDate: Type.Optional(nullable(IsoDay)),
    instrumentVersion: Type.Optional(nullable(Type.Integer({ minimum: 1 }))),
  },
  { additionalProperties: false },
);
export type CollectionCreate = Static<typeof CollectionCreate>;

/** PUT api/psos/collections/{id}: the window, due date and version; the settings copy while Open. */
export const CollectionUpdate = Type.Object(
  {
    windowStart: IsoDay,
    windowEnd: IsoDay,
    verificationDueDate: nullable(IsoDay),
    instrumentVersion: nullable(Type.Integer({ minimum: 1 })),
    settings: nullable(PsosSettings),
  },
  { additionalProperties: false },
);
export type CollectionUpdate = Static<typeof CollectionUpdate>;

export const ReasonBody = Type.Object({ reason: Reason }, { additionalProperties: false });
export type ReasonBody = Static<typeof ReasonBody>;

export const CollectionLeaParams = Type.Object({ id: Type.Integer({ minimum: 1 }), leaId: Type.Integer({ minimum: 1 }) });
export type CollectionLeaParams = Static<typeof CollectionLeaParams>;

/** One LEA of a collection: its list and who interviews its youth. */
export const CollectionLea = Type.Object({
  leaId: Type.Integer(),
  leaCode: Type.String(),
  leaName: Type.String(),
  listStatus: ListStatusSchema,
  verifiedAt: nullable(Instant),
  assignment: AssignmentSchema,
  vendorId: nullable(Type.Integer()),
  vendorName: nullable(Type.String()),
  listed: Type.Integer(),
  pending: Type.Integer(),
  confirmed: Type.Integer(),
  excluded: Type.Integer(),
});
export type CollectionLea = Static<typeof CollectionLea>;
export const CollectionLeaList = Type.Array(CollectionLea);

/** PUT api/psos/collections/{id}/leas/{leaId}/assignment: a vendor, or null for the District (the default). */
export const AssignmentUpdate = Type.Object({ vendorId: nullable(Type.Integer({ minimum: 1 })) }, { additionalProperties: false });
export type AssignmentUpdate = Static<typeof AssignmentUpdate>;

export const VendorFields = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }), active: Type.Boolean() },
  { additionalProperties: false },
);
export type VendorFields = Static<typeof VendorFields>;

export const Vendor = Type.Object({ id: Type.Integer(), ...VendorFields.properties, users: Type.Integer() });
export type Vendor = Static<typeof Vendor>;
export const VendorList = Type.Array(Vendor);

export const VendorUser = Type.Object({
  userId: Type.Integer(),
  fullName: Type.String(),
  email: Type.String(),
  vendorId: Type.Integer(),
});
export type VendorUser = Static<typeof VendorUser>;
export const VendorUserList = Type.Array(VendorUser);

export const UserIdParams = Type.Object({ userId: Type.Integer({ minimum: 1 }) });
export type UserIdParams = Static<typeof UserIdParams>;

/** PUT api/psos/vendor-users/{userId}: the one vendor a user works for, or null for none. */
export const VendorUserUpdate = Type.Object({ vendorId: nullable(Type.Integer({ minimum: 1 })) }, { additionalProperties: false });
export type VendorUserUpdate = Static<typeof VendorUserUpdate>;

export const YOUTH_SORT_FIELDS = ['lastName', 'stateStudentId', 'verification', 'surveyStatus', 'attempts'] as const;

/** GET api/psos/youth: the collection (else the header's school year) and the LEA (else the selected one; a vendor's user: all theirs). */
export const YouthListQuery = listQuery(YOUTH_SORT_FIELDS as unknown as [string, ...string[]], {
  collectionId: Type.Optional(Type.Integer({ minimum: 1 })),
  leaId: Type.Optional(Type.Integer({ minimum: 1 })),
  verification: Type.Optional(VerificationStatusSchema),
  surveyStatus: Type.Optional(SurveyStatusSchema),
  /** The youth a vendor interviews, in every LEA unless `leaId` is given: a state user's filter (a vendor's user sees its own). */
  vendorId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type YouthListQuery = Static<typeof YouthListQuery>;

export const YouthListItem = Type.Object({
  id: Type.Integer(),
  stateStudentId: Type.String(),
  leaId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  verification: VerificationStatusSchema,
  exclusionReason: nullable(ExclusionReasonSchema),
  surveyStatus: SurveyStatusSchema,
  /** The B14 category of a classified interview; null before one, or where the reader may not see it. */
  category: nullable(B14CategorySchema),
  assignment: AssignmentSchema,
  vendorId: nullable(Type.Integer()),
  attempts: Type.Integer(),
  lastOutcome: nullable(literalUnion(CONTACT_OUTCOMES)),
});
export type YouthListItem = Static<typeof YouthListItem>;
export const YouthPage = pageOf(YouthListItem);
export type YouthPage = Static<typeof YouthPage>;

export const B14InputsSchema = Type.Object({
  HE: nullable(Type.Boolean()),
  CE: nullable(Type.Boolean()),
  OE: nullable(Type.Boolean()),
  EMP: nullable(Type.Boolean()),
});

/** PUT api/psos/youth/{id}/interview: answers by question code (yes/no true or false, single its code, multiple a list). */
export const InterviewSave = Type.Object(
  {
    mode: literalUnion(INTERVIEW_MODES),
    interviewDate: IsoDay,
    respondent: literalUnion(RESPONDENTS),
    answers: AnswersSchema,
  },
  { additionalProperties: false },
);
export type InterviewSave = Static<typeof InterviewSave>;

export const InterviewRecord = Type.Object({
  youthId: Type.Integer(),
  instrumentVersion: Type.Integer(),
  mode: literalUnion(INTERVIEW_MODES),
  interviewDate: IsoDay,
  respondent: literalUnion(RESPONDENTS),
  answers: AnswersSchema,
  inputs: B14InputsSchema,
  /** Null when the interview cannot be classified (Incomplete). */
  category: nullable(B14CategorySchema),
  classifiable: Type.Boolean(),
  interviewerName: nullable(Type.String()),
  vendorId: nullable(Type.Integer()),
  updatedAt: Instant,
});
export type InterviewRecord = Static<typeof InterviewRecord>;

/** GET api/psos/youth/{id}: the list item with contacts, and for staff beside a vendor's the demographics. */
export const YouthRecord = Type.Object({
  ...YouthListItem.properties,
  collectionId: Type.Integer(),
  schoolId: nullable(Type.Integer()),
  birthDate: IsoDay,
  exitDate: IsoDay,
  /** Null for a vendor's user, who sees names and contacts only. */
  demographics: nullable(
    Type.Object({
      exitReason: literalUnion(EXIT_REASONS),
      disabilityCategory: Type.String(),
      sex: Type.String(),
      raceEthnicity: Type.String(),
      englishLearner: Type.Boolean(),
    }),
  ),
  contact: Type.Object({
    phone: nullable(Type.String()),
    altPhone: nullable(Type.String()),
    guardianPhone: nullable(Type.String()),
    guardianName: nullable(Type.String()),
    email: nullable(Type.String()),
    street: nullable(Type.String()),
    city: nullable(Type.String()),
    state: nullable(Type.String()),
    zip: nullable(Type.String()),
  }),
  interview: nullable(InterviewRecord),
});
export type YouthRecord = Static<typeof YouthRecord>;

/**
 * GET api/psos/youth/{id}/history, newest first: who changed what on the youth and when (verification,
 * attempts, links, the interview, list values, reassignment) and the resets of its LEA's list.
 */
export const YouthHistoryEntry = Type.Object({
  id: Type.Integer(),
  at: Instant,
  userName: nullable(Type.String()),
  /** A code of YOUTH_HISTORY_ACTIONS (YouthHistoryActionLabels words it). */
  action: Type.String(),
  reason: nullable(Type.String()),
  /** Field to what it was and what it became; a fact recorded without a before (an attempt's outcome) has from null. */
  changes: Type.Record(Type.String(), Type.Object({ from: Type.Unknown(), to: Type.Unknown() })),
});
export type YouthHistoryEntry = Static<typeof YouthHistoryEntry>;

/** PUT api/psos/youth/{id}/verification. */
export const VerificationUpdate = Type.Object(
  { status: VerificationStatusSchema, reason: Type.Optional(nullable(ExclusionReasonSchema)) },
  { additionalProperties: false },
);
export type VerificationUpdate = Static<typeof VerificationUpdate>;

/** POST api/psos/youth/{id}/attempts. */
export const AttemptCreate = Type.Object(
  {
    attemptedAt: Instant,
    mode: literalUnion(CONTACT_MODES),
    outcome: literalUnion(CONTACT_OUTCOMES),
    contactUsed: Type.Optional(nullable(Type.String({ maxLength: 200 }))),
    note: Type.Optional(nullable(Type.String({ maxLength: 1000 }))),
  },
  { additionalProperties: false },
);
export type AttemptCreate = Static<typeof AttemptCreate>;

export const Attempt = Type.Object({
  id: Type.Integer(),
  youthId: Type.Integer(),
  attemptedAt: Instant,
  mode: literalUnion(CONTACT_MODES),
  outcome: literalUnion(CONTACT_OUTCOMES),
  contactUsed: nullable(Type.String()),
  note: nullable(Type.String()),
  userName: nullable(Type.String()),
  vendorId: nullable(Type.Integer()),
});
export type Attempt = Static<typeof Attempt>;

/**
 * GET api/psos/reports/b14: no leaId, the state. `format` answers a file with the screen's figures;
 * `public=true` with it, the public edition, small counts suppressed as the collection's settings say.
 */
export const B14Query = Type.Object(
  {
    collectionId: Type.Optional(Type.Integer({ minimum: 1 })),
    leaId: Type.Optional(Type.Integer({ minimum: 1 })),
    format: Type.Optional(literalUnion(DOWNLOAD_FORMATS)),
    public: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type B14Query = Static<typeof B14Query>;

const Percent = nullable(Type.Number());

export const SubgroupMeasureSchema = Type.Object({
  set: literalUnion(SUBGROUP_SETS),
  code: Type.String(),
  leavers: Type.Integer(),
  respondents: Type.Integer(),
  leaverShare: Percent,
  respondentShare: Percent,
  difference: Percent,
  flagged: nullable(Type.Boolean()),
  responseRate: Percent,
});

/** The prior collection's (the previous school year's) rates and B14A/B/C, shown beside a report's. */
export const B14Prior = Type.Object({
  collectionId: Type.Integer(),
  schoolYear: Type.Integer(),
  final: Type.Boolean(),
  rawRate: Percent,
  adjustedRate: Percent,
  b14a: Percent,
  b14b: Percent,
  b14c: Percent,
});
export type B14Prior = Static<typeof B14Prior>;

/** The B14 report; percents at full precision, null where psos.md says N/A. */
export const B14Report = Type.Object({
  collectionId: Type.Integer(),
  schoolYear: Type.Integer(),
  leaId: nullable(Type.Integer()),
  /** Final once the collection is Closed; Interim before. */
  final: Type.Boolean(),
  L: Type.Integer(),
  X: Type.Integer(),
  T: Type.Integer(),
  R: Type.Integer(),
  incomplete: Type.Integer(),
  exclusions: Type.Object({
    NOT_A_LEAVER: Type.Integer(),
    DUPLICATE: Type.Integer(),
    RETURNED_TO_SCHOOL: Type.Integer(),
    DECEASED: Type.Integer(),
  }),
  rawRate: Percent,
  adjustedRate: Percent,
  counts: Type.Object({ n1: Type.Integer(), n2: Type.Integer(), n3: Type.Integer(), n4: Type.Integer(), notEngaged: Type.Integer() }),
  b14a: Percent,
  b14b: Percent,
  b14c: Percent,
  representativeness: Type.Object({
    representative: nullable(Type.Boolean()),
    thresholdHundredths: Type.Integer(),
    subgroups: Type.Array(SubgroupMeasureSchema),
  }),
  /** Null when there is no collection for the previous school year. */
  prior: nullable(B14Prior),
});
export type B14Report = Static<typeof B14Report>;

/**
 * PUT api/psos/youth/{id}/assignment (a state user with collection edit): one youth to the District,
 * to a vendor, or back to its LEA's assignment ('Lea'); its attempts stay with it.
 */
export const YouthAssignmentUpdate = Type.Object(
  {
    assignTo: Type.Union([Type.Literal('District'), Type.Literal('Vendor'), Type.Literal('Lea')]),
    vendorId: nullable(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type YouthAssignmentUpdate = Static<typeof YouthAssignmentUpdate>;

/** POST api/psos/collections/{id}/leas/{leaId}/reset: the LEA code typed to confirm, and why. */
export const ResetRequest = Type.Object(
  { leaCode: Type.String({ minLength: 1, maxLength: 20 }), reason: Reason },
  { additionalProperties: false },
);
export type ResetRequest = Static<typeof ResetRequest>;

export const ResetResult = Type.Object({
  collectionId: Type.Integer(),
  leaId: Type.Integer(),
  removed: Type.Object({ youth: Type.Integer(), attempts: Type.Integer(), interviews: Type.Integer(), links: Type.Integer() }),
});
export type ResetResult = Static<typeof ResetResult>;

/** GET api/psos/duplicates: one state student id on two LEAs' lists, neither excluded. */
export const DuplicateYouth = Type.Object({
  stateStudentId: Type.String(),
  records: Type.Array(
    Type.Object({ id: Type.Integer(), leaId: Type.Integer(), leaCode: Type.String(), verification: VerificationStatusSchema }),
  ),
});
export const DuplicateList = Type.Array(DuplicateYouth);
export type DuplicateYouth = Static<typeof DuplicateYouth>;

export const CollectionQuery = Type.Object({ collectionId: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false });
export type CollectionQuery = Static<typeof CollectionQuery>;

export const VersionParams = Type.Object({ version: Type.Integer({ minimum: 1, maximum: 100_000 }) });
export type VersionParams = Static<typeof VersionParams>;

/** The answer-to-input mapping of a version: a condition per input of the B14 rule. */
export const InstrumentMapping = Type.Object(
  { HE: ConditionSchema, CE: ConditionSchema, OE: ConditionSchema, EMP: ConditionSchema },
  { additionalProperties: false },
);

/** POST and PUT api/psos/instrument-versions: a Draft's title, questions and mapping. */
export const InstrumentVersionFields = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    questions: Type.Array(QuestionSchema, { minItems: 1, maxItems: QuestionnaireLimits.questions }),
    mapping: InstrumentMapping,
  },
  { additionalProperties: false },
);
export type InstrumentVersionFields = Static<typeof InstrumentVersionFields>;

export const InstrumentVersionSummary = Type.Object({
  version: Type.Integer(),
  status: VersionStatusSchema,
  title: Type.String(),
  publishedAt: nullable(Instant),
  retiredAt: nullable(Instant),
  /** The school years of the collections that use it. */
  collections: Type.Array(Type.Integer()),
});
export type InstrumentVersionSummary = Static<typeof InstrumentVersionSummary>;
export const InstrumentVersionList = Type.Array(InstrumentVersionSummary);

export const InstrumentVersionRecord = Type.Object({ ...InstrumentVersionSummary.properties, ...InstrumentVersionFields.properties });
export type InstrumentVersionRecord = Static<typeof InstrumentVersionRecord>;
