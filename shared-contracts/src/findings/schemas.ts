import { Type, type Static } from 'typebox';
import { literalUnion, PageQuery } from '../schemas/common';
import { FINDING_SOURCES } from './permissions';
import { DOCUMENT_ROLES, FINDING_LEVELS, FINDING_STATUSES, PLAN_ITEM_ACTIONS, PLAN_ITEM_STATUSES, PLAN_STATUSES } from './rules';

export const FindingLimits = {
  citation: 300,
  description: 4000,
  key: 200,
  reason: 1000,
  itemText: 1000,
  owner: 200,
  items: 50,
} as const;

const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD, state time' });
const NullableDay = Type.Union([Day, Type.Null()]);
const Key = Type.String({ minLength: 1, maxLength: FindingLimits.key, pattern: '^[A-Za-z0-9_.:-]+$' });
const Reason = Type.String({ minLength: 1, maxLength: FindingLimits.reason, pattern: '\\S' });
const MergeValue = Type.Union([Type.String({ maxLength: 1000 }), Type.Number(), Type.Boolean(), Type.Null()]);

export const FindingSourceSchema = literalUnion(FINDING_SOURCES);
export const PlanStatusSchema = literalUnion(PLAN_STATUSES);

/** A finding as its source application makes it; the idempotency key makes a retried call return the first one. */
export const NewFinding = Type.Object(
  {
    source: FindingSourceSchema,
    /** The source's own record: a violation, an allegation, a requirement. */
    sourceRecordId: Key,
    idempotencyKey: Key,
    leaId: Type.Integer({ minimum: 1 }),
    citation: Type.String({ minLength: 1, maxLength: FindingLimits.citation, pattern: '\\S' }),
    description: Type.Optional(Type.String({ maxLength: FindingLimits.description })),
    level: Type.Optional(literalUnion(FINDING_LEVELS)),
    issueDate: Day,
    /** Required for restraint (its plan's due date); for dispute and monitoring, one year from the issue date when left out. */
    dueDate: Type.Optional(Day),
    /** Default: on for dispute and monitoring, off for restraint. */
    countsForB18: Type.Optional(Type.Boolean()),
    /** One plan per group key while it is open: restraint's `restraint-incident-{id}` covers an incident's violations. */
    plan: Type.Optional(Type.Object({ planGroupKey: Key }, { additionalProperties: false })),
    /** What the plan's letters say about the source record (incidentNumber, incidentDate, schoolName, violationNumber ...). */
    merge: Type.Optional(Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]*$' }), MergeValue)),
    /** The portal page of the source record, linked from the plan's letters and notifications. */
    openUrl: Type.Optional(Type.String({ maxLength: 300, pattern: '^/[^/\\\\]' })),
  },
  { additionalProperties: false },
);
export type NewFinding = Static<typeof NewFinding>;

export const Finding = Type.Object({
  id: Type.Integer(),
  source: FindingSourceSchema,
  sourceRecordId: Type.String(),
  leaId: Type.Integer(),
  citation: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  level: literalUnion(FINDING_LEVELS),
  issueDate: Day,
  dueDate: Day,
  status: literalUnion(FINDING_STATUSES),
  /** Open past its due date. */
  overdue: Type.Boolean(),
  correctedDate: NullableDay,
  /** Corrected on or before its due date; null until corrected. */
  timely: Type.Union([Type.Boolean(), Type.Null()]),
  countsForB18: Type.Boolean(),
  planId: Type.Union([Type.Integer(), Type.Null()]),
});
export type Finding = Static<typeof Finding>;

export const PlanSummary = Type.Object({ id: Type.Integer(), status: PlanStatusSchema, dueDate: Day });
export type PlanSummary = Static<typeof PlanSummary>;

export const CreatedFinding = Type.Object({ finding: Finding, plan: Type.Union([PlanSummary, Type.Null()]) });
export type CreatedFinding = Static<typeof CreatedFinding>;

export const PlanListQuery = Type.Object(
  {
    ...PageQuery.properties,
    source: Type.Optional(FindingSourceSchema),
    leaId: Type.Optional(Type.Integer({ minimum: 1 })),
    status: Type.Optional(PlanStatusSchema),
    planGroupKey: Type.Optional(Key),
  },
  { additionalProperties: false },
);
export type PlanListQuery = Static<typeof PlanListQuery>;

export const PlanListItem = Type.Object({
  id: Type.Integer(),
  source: FindingSourceSchema,
  leaId: Type.Integer(),
  leaName: Type.String(),
  planGroupKey: Type.String(),
  status: PlanStatusSchema,
  dueDate: Day,
  submittedDate: NullableDay,
  approvedDate: NullableDay,
  evidenceSubmittedDate: NullableDay,
  verifiedDate: NullableDay,
  findingCount: Type.Integer(),
  openUrl: Type.Union([Type.String(), Type.Null()]),
});
export type PlanListItem = Static<typeof PlanListItem>;

export const PlanList = Type.Object({ items: Type.Array(PlanListItem), totalCount: Type.Integer() });
export type PlanList = Static<typeof PlanList>;

export const PlanItemInput = Type.Object(
  {
    /** An item as its plan's GET answered it may be sent back: its id is read only. */
    id: Type.Optional(Type.Integer()),
    action: literalUnion(PLAN_ITEM_ACTIONS),
    description: Type.String({ minLength: 1, maxLength: FindingLimits.itemText, pattern: '\\S' }),
    owner: Type.String({ minLength: 1, maxLength: FindingLimits.owner, pattern: '\\S' }),
    targetDate: Day,
    status: literalUnion(PLAN_ITEM_STATUSES),
  },
  { additionalProperties: false },
);
export type PlanItemInput = Static<typeof PlanItemInput>;

export const PlanItem = Type.Object({ ...PlanItemInput.properties, id: Type.Integer() });
export type PlanItem = Static<typeof PlanItem>;

/** The plan's items as the LEA writes them: the whole list, in order. */
export const PlanItemsBody = Type.Object(
  { items: Type.Array(PlanItemInput, { maxItems: FindingLimits.items }) },
  { additionalProperties: false },
);
export type PlanItemsBody = Static<typeof PlanItemsBody>;

export const PlanMoveBody = Type.Object({ to: PlanStatusSchema, reason: Type.Optional(Reason) }, { additionalProperties: false });
export type PlanMoveBody = Static<typeof PlanMoveBody>;

export const PlanDocumentBody = Type.Object(
  { documentId: Type.Integer({ minimum: 1 }), role: literalUnion(DOCUMENT_ROLES) },
  { additionalProperties: false },
);
export type PlanDocumentBody = Static<typeof PlanDocumentBody>;

export const PlanExtensionBody = Type.Object({ dueDate: Day, reason: Reason }, { additionalProperties: false });
export type PlanExtensionBody = Static<typeof PlanExtensionBody>;

export const PlanDocument = Type.Object({
  documentId: Type.Integer(),
  role: literalUnion(DOCUMENT_ROLES),
  /** Its latest version is Approved. */
  approved: Type.Boolean(),
  addedAt: Type.String({ format: 'date-time' }),
  addedByName: Type.String(),
});
export type PlanDocument = Static<typeof PlanDocument>;

export const PlanExtension = Type.Object({
  oldDueDate: Day,
  newDueDate: Day,
  reason: Type.String(),
  byName: Type.String(),
  at: Type.String({ format: 'date-time' }),
});
export type PlanExtension = Static<typeof PlanExtension>;

/** One change to a plan or its findings: who, when, what moved or changed, and why. */
export const PlanHistoryEntry = Type.Object({
  at: Type.String({ format: 'date-time' }),
  byName: Type.String(),
  action: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
  changes: Type.Record(Type.String(), Type.Object({ from: Type.Unknown(), to: Type.Unknown() })),
});
export type PlanHistoryEntry = Static<typeof PlanHistoryEntry>;

export const PlanRecord = Type.Object({
  ...PlanListItem.properties,
  items: Type.Array(PlanItem),
  findings: Type.Array(Finding),
  documents: Type.Array(PlanDocument),
  extensions: Type.Array(PlanExtension),
  history: Type.Array(PlanHistoryEntry),
});
export type PlanRecord = Static<typeof PlanRecord>;

/** What the daily run raised when a state user runs it now: its notices, each sent once however often it runs. */
export const DailyRunAnswer = Type.Object({ raised: Type.Integer({ minimum: 0 }) });
export type DailyRunAnswer = Static<typeof DailyRunAnswer>;
